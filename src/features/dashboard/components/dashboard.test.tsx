import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessProvider, type Business, type Membership } from '@/features/business';
import { session } from '@/api/session';
import { Dashboard } from './dashboard';

const chart = vi.hoisted(() => ({ fails: false }));
vi.mock('./stat-chart', () => ({
  default: () => {
    if (chart.fails) throw new Error('Failed to fetch dynamically imported module');
    return <div data-testid="chart" />;
  },
}));

const BUSINESS = {
  id: 12,
  name: 'Adaeze Fabrics & Tailoring',
  category: { id: 3, name: 'Fashion & Apparel' },
  currency: 'NGN',
  email: 'hello@adaezefabrics.ng',
  phone_number: '+2348031234567',
  address: '14 Balogun Street',
  logo: null,
  owner: 1,
  locations: [],
  created_at: '2026-01-10T09:00:00Z',
} satisfies Business;

function membership(permissions: number[], isOwner = false): Membership {
  return { business_id: 12, member_id: isOwner ? null : 601, is_owner: isOwner, role: null, permissions };
}

const calls: string[] = [];

function answer(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function renderDashboard(member: Membership, month?: string, onMonthChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The cards link to where their figures come from: a router around them.
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <BusinessProvider value={{ businessId: 12, location: 21, business: BUSINESS, membership: member }}>
          <Dashboard month={month} onMonthChange={onMonthChange} />
        </BusinessProvider>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/b/12'] }),
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onMonthChange;
}

describe('Dashboard', () => {
  beforeEach(() => {
    calls.length = 0;
    // The getting-started checklist has its own tests (getting-started.test.tsx).
    localStorage.setItem('ledgerly.getting-started.12', 'dismissed');
    session.establish({
      id: 1,
      email: 'owner@ledgerly.ng',
      username: 'Adaeze Okafor',
      access_token: 'token',
      refresh_token: 'refresh',
      access_expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      account_type: 'business',
      is_verified: true,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        const url = new URL(request.url);
        calls.push(`${url.pathname}${url.search}`);
        if (url.pathname.endsWith('/tools/inventories/')) return answer({ count: 3, next: null, previous: null, results: [] });
        if (url.pathname.endsWith('total_expenses')) return answer({ detail: 'Something went wrong.' }, 500);
        if (url.pathname.endsWith('total_payroll_paid/')) {
          return answer({ currency: 'NGN', total: '0.00', month: null, breakdown: [{ period: '2026-11', amount: '0.00' }] });
        }
        if (url.pathname.endsWith('total_profits/')) {
          return answer({
            currency: 'NGN',
            total: '-1500.50',
            month: '2026-11',
            sales: '1000.00',
            expenses: '2500.50',
            breakdown: [
              { period: '2026-11-19', amount: '-1000.50' },
              { period: '2026-11-20', amount: '-500.00' },
            ],
          });
        }
        return answer({
          currency: 'NGN',
          total: '178700.00',
          month: '2026-11',
          breakdown: [
            { period: '2026-11-19', amount: '140000.00' },
            { period: '2026-11-20', amount: '38700.00' },
          ],
        });
      }),
    );
  });

  afterEach(() => {
    chart.fails = false;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    session.signOut('user');
  });

  it('shows each statistic the owner may see, in the business currency, for the chosen location and month', async () => {
    renderDashboard(membership([], true), '2026-11');
    const sales = await screen.findByRole('region', { name: 'Total sales' });
    expect(await within(sales).findByText('₦178,700.00')).toBeInTheDocument();
    expect(within(sales).getByText('Money received for sales · November 2026')).toBeInTheDocument();
    expect(within(sales).getByRole('table', { hidden: true })).toBeInTheDocument();
    // The chart comes once the main thread has been quiet for a second (a skeleton holds its place).
    expect(within(sales).queryByTestId('chart')).not.toBeInTheDocument();
    expect(await within(sales).findByTestId('chart', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'stat-totalSales',
      'stat-totalExpenses',
      'stat-totalProfits',
      'stat-totalInventoryWorth',
      'stat-totalPayrollPaid',
      'stat-low-stock',
    ]);
    // A negative profit reads as a loss, in the loss colour, and names what it subtracts.
    const profits = screen.getByRole('region', { name: 'Total profits' });
    const loss = await within(profits).findByText('₦1,500.50');
    expect(loss.parentElement).toHaveTextContent(/^Loss₦1,500.50$/);
    expect(loss.parentElement).toHaveClass('text-destructive');
    expect(within(profits).getByText(/^Expenses and payroll/)).toHaveTextContent('Expenses and payroll ₦2,500.50');
    expect(calls).toContain('/business/v1/12/tools/business_statistics/total_sales/?location=21&month=2026-11');
  });

  it('says what fills an empty card and links there when the member may do it', async () => {
    renderDashboard(membership([], true));
    const payroll = await screen.findByRole('region', { name: 'Payroll paid' });
    expect(await within(payroll).findByText(/^No payroll paid yet/)).toHaveTextContent('No payroll paid yet — set up payroll');
    expect(within(payroll).getByRole('link', { name: 'set up payroll' })).toHaveAttribute('href', '/b/12/payroll?location=21');
  });

  it('names the month of an empty card, and offers no link to a member who may not act', async () => {
    // Payroll History view (124) only: the figure, but not payroll's create permission.
    renderDashboard(membership([124]), '2026-11');
    const payroll = await screen.findByRole('region', { name: 'Payroll paid' });
    expect(await within(payroll).findByText('No payroll paid in November 2026')).toBeInTheDocument();
    expect(within(payroll).queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps the figures when a chart cannot load, and says so in its place', async () => {
    chart.fails = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    renderDashboard(membership([], true), '2026-11');
    const sales = await screen.findByRole('region', { name: 'Total sales' });
    expect(
      await within(sales).findByText("The chart couldn't load. Check your connection.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(sales).getByText('₦178,700.00')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Total profits' })).toBeInTheDocument();
  });

  it('shows a failing statistic its own error with Retry, the others unaffected', async () => {
    renderDashboard(membership([], true));
    const expenses = await screen.findByRole('region', { name: 'Total expenses' });
    expect(await within(expenses).findByRole('alert')).toHaveTextContent('Something went wrong.');
    const before = calls.filter((call) => call.includes('total_expenses')).length;
    await userEvent.setup().click(within(expenses).getByRole('button', { name: 'Retry' }));
    expect(calls.filter((call) => call.includes('total_expenses')).length).toBe(before + 1);
    expect(await within(screen.getByRole('region', { name: 'Total sales' })).findByText('₦178,700.00')).toBeInTheDocument();
  });

  it('shows a member only the statistics their view permissions allow (D8)', async () => {
    // Inventory view (108) and Payroll History view (124) only.
    renderDashboard(membership([108, 124]));
    expect(await screen.findByRole('region', { name: 'Inventory worth' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payroll paid' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total sales' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total profits' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.includes('total_sales'))).toBe(false);
    // Inventory view: the low-stock count, linking to the filtered list.
    const low = screen.getByRole('region', { name: 'Low stock' });
    expect(await within(low).findByText('3 items')).toBeInTheDocument();
    expect(within(low).getByRole('link', { name: 'See the low-stock items' })).toHaveAttribute(
      'href',
      '/b/12/inventory?location=21&low=true',
    );
  });

  it('shows no low-stock count to a member who may not view inventory', async () => {
    // Payroll History view (124) only.
    renderDashboard(membership([124]));
    expect(await screen.findByRole('region', { name: 'Payroll paid' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Low stock' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.includes('/tools/inventories/'))).toBe(false);
  });

  it('explains an empty dashboard to a member with no statistics', async () => {
    renderDashboard(membership([93]));
    expect(await screen.findByRole('heading', { name: 'No statistics for your role' })).toBeInTheDocument();
  });

  it('picks a month or the last 12 months', async () => {
    const onMonthChange = renderDashboard(membership([], true));
    const picker = await screen.findByRole('combobox', { name: 'Period' });
    expect(picker).toHaveValue('last-12');
    const user = userEvent.setup();
    const option = within(picker).getAllByRole('option')[1]!;
    await user.selectOptions(picker, option);
    expect(onMonthChange).toHaveBeenCalledWith(option.getAttribute('value'));
  });
});
