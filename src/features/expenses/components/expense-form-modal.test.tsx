import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessProvider, type Business, type Membership } from '@/features/business';
import { MembershipProvider } from '@/lib/permissions';
import { session } from '@/api/session';
import type { Expense } from '../schemas/expense.schema';
import { ExpenseFormModal } from './expense-form-modal';
import { signInForTest } from '@/test/render';

const LOCATION = { id: 21, name: 'Balogun shop', address: '14 Balogun Street', phone_number: '+2348031234567', active: true };
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
  locations: [LOCATION as Business['locations'][number]],
  created_at: '2026-01-10T09:00:00Z',
} satisfies Business;
const OWNER: Membership = { business_id: 12, member_id: null, is_owner: true, role: null, permissions: [] };

const EXPENSE: Expense = {
  id: 901,
  amount: '45000.00',
  name: 'Diesel for generator',
  expense_date: '2026-11-18',
  category: { id: 81, name: 'Utilities' },
  description: null,
  currency: 'NGN',
  location: 21,
  active: true,
  created_at: '2026-11-18T16:20:00Z',
};

const requests: { method: string; path: string; body: unknown }[] = [];
let answer: (method: string, path: string, body: unknown) => Response;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderForm(expense?: Expense, membership: Membership = OWNER) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <BusinessProvider value={{ businessId: 12, location: undefined, business: BUSINESS, membership }}>
        <MembershipProvider membership={membership}>
          <ExpenseFormModal open onOpenChange={vi.fn()} expense={expense} onSaved={onSaved} />
        </MembershipProvider>
      </BusinessProvider>
    </QueryClientProvider>,
  );
  return { onSaved, dialog: screen.getByRole('dialog') };
}

beforeEach(() => {
  requests.length = 0;
  answer = (method, path, body) => {
    if (path.endsWith('/expense_categories/')) {
      return json([
        { id: 81, name: 'Utilities', description: null, active: true, created_at: '2026-01-10T09:10:00Z' },
        { id: 82, name: 'Transport', description: null, active: true, created_at: '2026-01-10T09:11:00Z' },
      ]);
    }
    return json({ ...EXPENSE, ...(body as object), category: { id: 82, name: 'Transport' } }, method === 'POST' ? 201 : 200);
  };
  signInForTest();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : await request.json();
      requests.push({ method: request.method, path: `${url.pathname}${url.search}`, body });
      return answer(request.method, url.pathname, body);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

vi.setConfig({ testTimeout: 15_000 });

const writes = () => requests.filter((request) => request.method !== 'GET');

describe('ExpenseFormModal', () => {
  it('says what is missing', async () => {
    const user = userEvent.setup();
    const { dialog } = renderForm();
    await user.click(within(dialog).getByRole('button', { name: 'Record expense' }));
    expect(await within(dialog).findByText('Amount is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a category')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveFocus();
    // A second try checks again: a zero amount is refused with its own message.
    await user.keyboard('0');
    await user.click(within(dialog).getByRole('button', { name: 'Record expense' }));
    expect(await within(dialog).findByText('Amount must be more than zero')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('refuses a zero amount, a long name and a date that does not exist', async () => {
    const user = userEvent.setup();
    const { dialog } = renderForm();
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '0');
    await user.click(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.paste('x'.repeat(201));
    await user.clear(within(dialog).getByLabelText(/^Date/));
    await user.click(within(dialog).getByRole('button', { name: 'Record expense' }));
    expect(await within(dialog).findByText('Amount must be more than zero')).toBeInTheDocument();
    expect(within(dialog).getByText('Name must be at most 200 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
    // Fixing the amount clears its message at the next try.
    await user.clear(within(dialog).getByRole('textbox', { name: /Amount/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '0.01');
    await user.click(within(dialog).getByRole('button', { name: 'Record expense' }));
    await waitFor(() => expect(within(dialog).queryByText('Amount must be more than zero')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);
  });

  it('records an expense today at the only location, amounts as decimal strings', async () => {
    const user = userEvent.setup();
    const { dialog, onSaved } = renderForm();
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '12500.5');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), '  Dispatch rider  ');
    const category = within(dialog).getByRole('combobox', { name: /Category/ });
    await user.type(category, 'Trans');
    await user.click(await screen.findByRole('option', { name: 'Transport' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record expense' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/business/v1/12/tools/expenses/',
        body: { amount: '12500.50', name: 'Dispatch rider', expense_date: iso, category: 82, location: 21, description: null },
      },
    ]);
  });

  it('edits with PATCH and shows the server’s field errors at the fields, keeping the input', async () => {
    const user = userEvent.setup();
    answer = (_method, path) =>
      path.endsWith('/expense_categories/')
        ? json([{ id: 81, name: 'Utilities', description: null, active: true, created_at: '2026-01-10T09:10:00Z' }])
        : json({ detail: 'Invalid input.', category: ['This expense category has been removed.'] }, 400);
    const { dialog, onSaved } = renderForm(EXPENSE);
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Diesel for generator');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Diesel, 100 litres');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('This expense category has been removed.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Diesel, 100 litres');
    expect(onSaved).not.toHaveBeenCalled();
    expect(writes()[0]).toMatchObject({ method: 'PATCH', path: '/business/v1/12/tools/expenses/901/' });
  });

  it('says why the category list is missing for a role without Expense Category view', async () => {
    const { dialog } = renderForm(undefined, { ...OWNER, is_owner: false, member_id: 5, permissions: [97, 100] });
    expect(within(dialog).getByText(/Your role can't list expense categories/)).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((request) => request.path.includes('expense_categories'))).toEqual([]));
  });
});
