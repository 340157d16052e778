import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { PayAllDialog } from './pay-all-dialog';
import { HISTORIES, payrollOf, paymentOf } from './payroll-test-data';

const TODAY = new Date(2026, 10, 24);
const ROWS = [
  payrollOf(1, 'Amaka', 'Obi', { amount: '200000.00', paid_this_month: '200000.00' }),
  payrollOf(2, 'Bayo', 'Adewale', { amount: '150000.00' }),
  payrollOf(3, 'Chioma', 'Eze', { amount: '90000.10' }),
  payrollOf(4, 'Dayo', 'Removed', { active: false }),
  payrollOf(5, 'Emeka', 'Nwosu', { amount: '60000.00' }),
];

function keysMaker() {
  let n = 0;
  return () => `key-${String((n += 1)).padStart(4, '0')}`;
}

function renderPayAll(rows = ROWS) {
  const api = stubApi().on('post', HISTORIES, ({ body }) => ({ status: 201, body: paymentOf(body) }));
  const onOpenChange = vi.fn();
  const view = renderWithApp(<PayAllDialog payrolls={rows} onOpenChange={onOpenChange} today={TODAY} newKey={keysMaker()} />);
  const dialog = screen.getByRole('dialog', { name: 'Pay all for November 2026' });
  const items = () => within(within(dialog).getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
  return { api, onOpenChange, dialog, items, ...view };
}

describe('PayAllDialog', () => {
  it('shows the active entries not yet paid this month and their total first, and pays nothing yet', () => {
    const { api, dialog, items } = renderPayAll();
    expect(items().map((item) => item.firstChild?.textContent)).toEqual(['Bayo Adewale', 'Chioma Eze', 'Emeka Nwosu']);
    expect(within(dialog).getByRole('region', { name: 'Total' })).toHaveTextContent('₦300,000.10');
    expect(within(dialog).getByText(/not yet paid, dated 24 Nov 2026\./)).toBeInTheDocument();
    expect(api.calls('post', HISTORIES)).toHaveLength(0);
  });

  it('pays each on its own: one failure stops nothing, is retried alone with its own key, and nothing is paid twice', async () => {
    const { api, dialog, items, user } = renderPayAll();
    api.failNext('post', HISTORIES, { status: 500, body: { detail: 'The bank is not answering.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Pay 3 staff members' }));

    expect(await within(dialog).findByText(/^2 paid, 1 failed\. Retry a failed one/)).toBeInTheDocument();
    await waitFor(() => expect(items().map((item) => item.dataset.status)).toEqual(['failed', 'paid', 'paid']));
    expect(within(items()[0]!).getByRole('alert')).toHaveTextContent('The bank is not answering.');
    let calls = api.calls('post', HISTORIES);
    expect(calls.map((call) => call.body)).toEqual([
      { payroll: 2, amount: '150000.00', date: '2026-11-24', description: 'November 2026 pay' },
      { payroll: 3, amount: '90000.10', date: '2026-11-24', description: 'November 2026 pay' },
      { payroll: 5, amount: '60000.00', date: '2026-11-24', description: 'November 2026 pay' },
    ]);
    expect(calls.map((call) => call.headers.get('Idempotency-Key'))).toEqual(['key-0001', 'key-0002', 'key-0003']);

    // Retry the failed one alone, under the key of its first try.
    await user.click(within(dialog).getByRole('button', { name: 'Retry paying Bayo Adewale' }));
    await waitFor(() => expect(items()[0]!.dataset.status).toBe('paid'));
    calls = api.calls('post', HISTORIES);
    expect(calls).toHaveLength(4);
    expect(calls[3]!.body.payroll).toBe(2);
    expect(calls[3]!.headers.get('Idempotency-Key')).toBe('key-0001');
    expect(within(dialog).queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
    // One successful payment per entry.
    const paidIds = calls.filter((call) => call.outcome === 201).map((call) => call.body.payroll);
    expect(paidIds.sort()).toEqual([2, 3, 5]);
  });

  it('a lost answer (dropped connection) is failed, and its retry repeats the same key', async () => {
    const { api, dialog, items, user } = renderPayAll([ROWS[1]!]);
    api.failNext('post', HISTORIES, 'network');
    await user.click(within(dialog).getByRole('button', { name: 'Pay 1 staff member' }));
    await waitFor(() => expect(items()[0]!.dataset.status).toBe('failed'));
    expect(within(items()[0]!).getByRole('alert')).toHaveTextContent('Network Error');
    await user.click(within(dialog).getByRole('button', { name: 'Retry paying Bayo Adewale' }));
    await waitFor(() => expect(items()[0]!.dataset.status).toBe('paid'));
    const keys = api.calls('post', HISTORIES).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toEqual(['key-0001', 'key-0001']);
  });

  it('says so when everyone has been paid, and offers no payment', () => {
    const { dialog } = renderPayAll([ROWS[0]!, ROWS[3]!]);
    expect(within(dialog).getByText('Every active staff member on the payroll has been paid this month.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('shows hostile staff names as text', () => {
    const rows = HOSTILE_NAMES.map((name, i) => payrollOf(10 + i, name, 'X'));
    const { items } = renderPayAll(rows);
    expect(items().map((item) => item.firstChild?.textContent)).toEqual(HOSTILE_NAMES.map((name) => `${name} X`));
    expectInertDom();
  });
});
