import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Membership } from '@/features/business';
import type { ListSearch } from '@/lib/list-search';
import { permissionId } from '@/lib/permissions';
import { stubApi } from '@/test/api-stub';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { TEST_BUSINESS_WITH_SHOP, expectInertDom, renderWithApp } from '@/test/render';
import { PayrollPage } from './payroll-page';
import { PAYROLLS, payrollOf } from './payroll-test-data';

const ROWS = [
  payrollOf(1, 'Amaka', 'Obi', { amount: '200000.00', paid_this_month: '200000.00', paid_this_year: '2200000.00' }),
  payrollOf(2, 'Bayo', 'Adewale', {
    amount: '150000.00',
    paid_this_month: '0.00',
    paid_this_year: '1500000.00',
    description: 'Driver',
  }),
  payrollOf(3, 'Dayo', 'Removed', { active: false }),
];

/** Payroll view only: no payments, no changes. */
const VIEWER: Membership = {
  business_id: 12,
  member_id: 7,
  is_owner: false,
  role: { id: 3, name: 'Auditor' },
  permissions: [permissionId('payroll', 'view')],
};

function renderPage(search: ListSearch = { search: undefined, page: undefined, tab: undefined }, membership?: Membership) {
  const api = stubApi().on('get', PAYROLLS, { status: 200, body: ROWS });
  const onSearchChange = vi.fn();
  const view = renderWithApp(<PayrollPage search={search} onSearchChange={onSearchChange} />, {
    business: TEST_BUSINESS_WITH_SHOP,
    ...(membership ? { membership } : {}),
  });
  return { api, onSearchChange, ...view };
}

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

describe('PayrollPage', () => {
  it('lists the active entries with their pay, what was paid this month and this year, and the totals', async () => {
    renderPage();
    const amaka = await rowOf('Amaka Obi');
    expect(within(amaka).getByText('Paid')).toBeInTheDocument();
    expect(amaka).toHaveTextContent('₦2,200,000.00');
    const bayo = await rowOf('Bayo Adewale');
    expect(within(bayo).getByText('Not paid')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Dayo Removed' })).not.toBeInTheDocument();
    expect(screen.getByText('2 payroll entries', { exact: true })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Monthly payroll ₦350,000.00');
    expect(totals).toHaveTextContent('Paid this month ₦200,000.00');
    expect(screen.getByRole('button', { name: 'Pay all (1)' })).toBeInTheDocument();
  });

  it('searches names and descriptions in the browser, and lists the removed ones on their tab', async () => {
    renderPage({ search: 'driver', page: undefined, tab: undefined });
    expect(await screen.findByRole('cell', { name: 'Bayo Adewale' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Amaka Obi' })).not.toBeInTheDocument();
  });

  it('the removed tab offers Restore, not Pay', async () => {
    const { user } = renderPage({ search: undefined, page: undefined, tab: 'removed' });
    await rowOf('Dayo Removed');
    await user.click(screen.getByRole('button', { name: 'Actions for Dayo Removed' }));
    expect(await screen.findByRole('menuitem', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('opens the payment form from a row’s menu', async () => {
    const { user } = renderPage();
    await rowOf('Bayo Adewale');
    await user.click(screen.getByRole('button', { name: 'Actions for Bayo Adewale' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay “Bayo Adewale”' });
    expect(within(dialog).getByRole('textbox', { name: /^Amount/ })).toHaveValue('150000.00');
  });

  it('without Payroll history create, Pay is disabled with the reason and there is no Pay all; without payroll create, no Add', async () => {
    const { user } = renderPage(undefined, VIEWER);
    await rowOf('Bayo Adewale');
    expect(screen.queryByRole('button', { name: /^Pay all/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add payroll' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Bayo Adewale' }));
    const pay = await screen.findByRole('menuitem', { name: /^Pay/ });
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    expect(pay).toHaveTextContent("You don't have permission to add payroll payments.");
  });

  it('shows hostile names and descriptions as text', async () => {
    const rows = HOSTILE_NAMES.map((name, i) => payrollOf(10 + i, name, 'X', { description: name }));
    stubApi().on('get', PAYROLLS, { status: 200, body: rows });
    renderWithApp(<PayrollPage search={{ search: undefined, page: undefined, tab: undefined }} onSearchChange={vi.fn()} />, {
      business: TEST_BUSINESS_WITH_SHOP,
    });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(rows.length));
    for (const name of HOSTILE_NAMES) expect(screen.getByRole('cell', { name: `${name} X` })).toBeInTheDocument();
    expectInertDom();
  });
});
