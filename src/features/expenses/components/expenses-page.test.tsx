import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessProvider, type Business, type Membership } from '@/features/business';
import { MembershipProvider } from '@/lib/permissions';
import { session } from '@/api/session';
import type { Expense } from '../schemas/expense.schema';
import type { ExpensesSearch } from '../utils/expense-range';
import { ExpensesPage } from './expenses-page';
import { TestRouter, signInForTest } from '@/test/render';

const BUSINESS = {
  id: 12,
  name: 'Adire Lagos',
  category: { id: 3, name: 'Fashion' },
  currency: 'NGN',
  email: 'hello@adire.ng',
  phone_number: '+2348031234567',
  address: '14 Balogun Street',
  logo: null,
  owner: 1,
  locations: [],
  created_at: '2026-01-10T09:00:00Z',
} satisfies Business;

const OWNER: Membership = { business_id: 12, member_id: null, is_owner: true, role: null, permissions: [] };
/** Expense view and edit (100, 98), no create or remove. */
const CLERK: Membership = {
  business_id: 12,
  member_id: 7,
  is_owner: false,
  role: { id: 3, name: 'Clerk' },
  permissions: [98, 100],
};

const expense = (id: number, amount: string, date: string, fields: Partial<Expense> = {}): Expense => ({
  id,
  amount,
  name: `Expense ${id}`,
  expense_date: date,
  category: { id: 81, name: 'Utilities' },
  description: null,
  currency: 'NGN',
  location: 21,
  active: true,
  created_at: `${date}T10:00:00Z`,
  ...fields,
});

const EXPENSES = [
  expense(1, '45000.00', '2026-11-18', { name: 'Diesel' }),
  expense(2, '12500.50', '2026-11-19', { name: 'Dispatch rider', category: { id: 82, name: 'Transport' } }),
  expense(3, '0.10', '2026-11-20', { name: 'Card fee', currency: 'USD' }),
  expense(4, '0.20', '2026-10-01', { name: 'Old card fee', currency: 'USD' }),
];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function Harness({ initial }: { initial: ExpensesSearch }) {
  const [search, setSearch] = useState(initial);
  return <ExpensesPage search={search} onSearchChange={(patch) => setSearch((prev) => ({ ...prev, ...patch }))} />;
}

function renderPage(membership: Membership = OWNER, initial: Partial<ExpensesSearch> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BusinessProvider value={{ businessId: 12, location: undefined, business: BUSINESS, membership }}>
        <MembershipProvider membership={membership}>
          <TestRouter>
            <Harness
              initial={{ search: undefined, page: undefined, tab: undefined, from: undefined, to: undefined, ...initial }}
            />
          </TestRouter>
        </MembershipProvider>
      </BusinessProvider>
    </QueryClientProvider>,
  );
}

const totals = () => screen.getByRole('region', { name: 'Totals' });

beforeEach(() => {
  signInForTest();
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const active = new URL(request.url).searchParams.get('active');
      return Promise.resolve(json(EXPENSES.filter((row) => String(row.active) === active)));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

describe('ExpensesPage', () => {
  it('totals every expense in view per currency, the business currency first', async () => {
    renderPage();
    expect(await screen.findByRole('cell', { name: 'Diesel' })).toBeInTheDocument();
    expect(screen.getByText('4 expenses')).toBeInTheDocument();
    expect(within(totals()).getByText('Total of 4 expenses')).toBeInTheDocument();
    expect(
      within(totals())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['₦57,500.50', '$0.30']);
  });

  it('filters by a date range, and the totals follow', async () => {
    renderPage(OWNER, { from: '2026-11-19', to: '2026-11-30' });
    expect(await screen.findByRole('cell', { name: 'Dispatch rider' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Diesel' })).not.toBeInTheDocument();
    expect(within(totals()).getByText('Total of 2 expenses from 19 Nov 2026 to 30 Nov 2026')).toBeInTheDocument();
    expect(
      within(totals())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['₦12,500.50', '$0.10']);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    expect(await screen.findByRole('heading', { name: 'The dates are the wrong way round' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Totals' })).not.toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear dates' })[0]!);
    expect(await screen.findByRole('cell', { name: 'Old card fee' })).toBeInTheDocument();
    expect(within(totals()).getByText('Total of 4 expenses')).toBeInTheDocument();
  });

  it('offers only what the role allows: no create, remove disabled with the reason', async () => {
    const user = userEvent.setup();
    renderPage(CLERK);
    expect(await screen.findByRole('cell', { name: 'Diesel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record expense' })).not.toBeInTheDocument();
    expect(screen.getByText("You don't have permission to add expenses.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Diesel' }));
    // The row menu's code loads on first use (decision 0036's addendum).
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).not.toHaveAttribute('aria-disabled');
    const remove = screen.getByRole('menuitem', { name: /Remove/ });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveTextContent("You don't have permission to remove expenses.");
  });
});
