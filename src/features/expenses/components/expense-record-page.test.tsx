import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { TEST_BUSINESS_WITH_SHOP, expectInertDom, renderWithApp } from '@/test/render';
import type { Expense } from '../schemas/expense.schema';
import { ExpenseRecordPage } from './expense-record-page';

const LIST = '/business/v1/{businessId}/tools/expenses/';

const DIESEL: Expense = {
  id: 901,
  amount: '45000.50',
  name: 'Diesel for generator',
  expense_date: '2026-11-18',
  category: { id: 81, name: 'Fuel and diesel' },
  description: '100 litres for the Balogun shop.',
  currency: 'NGN',
  location: 21,
  active: true,
  created_at: '2026-11-18T16:20:00Z',
};

function renderPage(id: string, rows: Expense[]) {
  const api = stubApi().on('get', LIST, { status: 200, body: rows });
  const result = renderWithApp(
    <ExpenseRecordPage id={id} search={{ from: '2026-11-01', to: '2026-11-30' }} onLeave={vi.fn()} />,
    { routerPath: `/b/12/expenses/${id}`, business: TEST_BUSINESS_WITH_SHOP },
  );
  return { ...result, api };
}

describe('ExpenseRecordPage', () => {
  it('shows the amount exactly, the category and the location as links, and keeps the dates for the way back', async () => {
    const { api } = renderPage('901', [DIESEL]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Diesel for generator' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('₦45,000.50')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Fuel and diesel' })).toHaveAttribute(
      'href',
      expect.stringContaining('/b/12/expense-categories?'),
    );
    expect(within(details).getByRole('link', { name: 'Balogun shop' })).toHaveAttribute('href', '/b/12/locations/21');
    expect(within(details).getByText('100 litres for the Balogun shop.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Expenses' }).getAttribute('href')).toMatch(/from=2026-11-01.*to=2026-11-30/);
    // Active and removed expenses alike: no `active` filter on the lookup.
    expect(api.calls('get', LIST)[0]!.query.has('active')).toBe(false);
  });

  it('renders a hostile name and description as text', async () => {
    renderPage('901', [{ ...DIESEL, name: HOSTILE_NAMES[0], description: HOSTILE_NAMES[2] }]);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(HOSTILE_NAMES[0]);
    expect(screen.getByText(HOSTILE_NAMES[2])).toBeInTheDocument();
    expectInertDom();
  });

  it("says 'not found' for an expense that isn't there", async () => {
    renderPage('902', [DIESEL]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Expense not found' })).toBeInTheDocument();
  });
});
