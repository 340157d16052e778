/**
 * '+ New category' inside the expense form's Category picker (issue 22, item 5): the category is
 * created in a small dialog over the form, chosen in the picker, focus back in it, and what the
 * user typed in the expense form is kept.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessProvider, type Membership } from '@/features/business';
import { MembershipProvider } from '@/lib/permissions';
import { session } from '@/api/session';
import { TEST_BUSINESS_WITH_SHOP, signInForTest } from '@/test/render';
import { ExpenseFormModal } from './expense-form-modal';

const OWNER: Membership = { business_id: 12, member_id: null, is_owner: true, role: null, permissions: [] };
/** Expenses: view and create; Expense categories: view only. */
const CLERK: Membership = { ...OWNER, is_owner: false, member_id: 5, permissions: [97, 100, 104] };

const requests: { method: string; path: string; body: unknown }[] = [];
let categoryAnswer: (body: Record<string, unknown>) => Response;
let categories: { id: number; name: string; description: null; active: boolean; created_at: string }[];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const SECOND_SHOP = { ...TEST_BUSINESS_WITH_SHOP.locations[0]!, id: 22, name: 'Lekki showroom' };

function renderForm(membership: Membership = OWNER, locations = TEST_BUSINESS_WITH_SHOP.locations) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSaved = vi.fn();
  const business = { ...TEST_BUSINESS_WITH_SHOP, id: 12, locations };
  render(
    <QueryClientProvider client={client}>
      <BusinessProvider value={{ businessId: 12, location: undefined, business, membership }}>
        <MembershipProvider membership={membership}>
          <ExpenseFormModal open onOpenChange={vi.fn()} onSaved={onSaved} />
        </MembershipProvider>
      </BusinessProvider>
    </QueryClientProvider>,
  );
  return { onSaved, dialog: screen.getByRole('dialog', { name: 'Record an expense' }) };
}

beforeEach(() => {
  requests.length = 0;
  categories = [{ id: 81, name: 'Utilities', description: null, active: true, created_at: '2026-01-10T09:10:00Z' }];
  categoryAnswer = (body) => {
    const created = { id: 90, description: null, active: true, created_at: '2026-11-24T09:00:00Z', name: String(body.name) };
    categories = [...categories, created];
    return json(created, 201);
  };
  signInForTest();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : ((await request.json()) as Record<string, unknown>);
      requests.push({ method: request.method, path: url.pathname, body });
      if (url.pathname.endsWith('/expense_categories/')) {
        return request.method === 'POST' ? categoryAnswer(body ?? {}) : json(categories);
      }
      return json(
        {
          id: 901,
          ...body,
          currency: 'NGN',
          active: true,
          created_at: '2026-11-24T09:00:00Z',
          category: { id: 90, name: 'Fuel' },
        },
        201,
      );
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

vi.setConfig({ testTimeout: 20_000 });

const posts = (suffix: string) => requests.filter((request) => request.method === 'POST' && request.path.endsWith(suffix));

async function fillOuter(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '45000');
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Diesel, 100 litres');
}

describe('the Category picker creates a category in place', () => {
  it('offers “+ New category” with what was typed, creates it, chooses it and keeps the form', async () => {
    const user = userEvent.setup();
    const { dialog, onSaved } = renderForm();
    await fillOuter(user, dialog);
    const picker = within(dialog).getByRole('combobox', { name: /Category/ });
    await user.type(picker, 'Fuel');
    await user.click(await screen.findByRole('option', { name: '+ New category “Fuel”' }));

    const nested = await screen.findByRole('dialog', { name: 'New expense category' });
    expect(within(nested).getByRole('textbox', { name: /Name/ })).toHaveValue('Fuel');
    await user.click(within(nested).getByRole('button', { name: 'Add category' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New expense category' })).not.toBeInTheDocument());
    await waitFor(() => expect(picker).toHaveValue('Fuel'));
    expect(picker).toHaveFocus();
    expect(posts('/expense_categories/')).toEqual([
      { method: 'POST', path: '/business/v1/12/tools/expense_categories/', body: { name: 'Fuel', description: null } },
    ]);
    // What was typed in the expense form is still there, and it saves with the new category.
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Diesel, 100 litres');
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue('45,000');
    await user.click(within(dialog).getByRole('button', { name: 'Record expense' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts('/expenses/')[0]?.body).toMatchObject({ name: 'Diesel, 100 litres', amount: '45000.00', category: 90 });
  });

  it('shows a failed create in the small form, keeps its input, and the expense form is untouched', async () => {
    const user = userEvent.setup();
    categoryAnswer = () => json({ detail: 'Invalid input.', name: ['An expense category with this name already exists.'] }, 400);
    const { dialog } = renderForm();
    await fillOuter(user, dialog);
    await user.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: '+ New category' }));
    const nested = await screen.findByRole('dialog', { name: 'New expense category' });
    await user.type(within(nested).getByRole('textbox', { name: /Name/ }), 'Utilities ');
    await user.click(within(nested).getByRole('button', { name: 'Add category' }));
    expect(await within(nested).findByText('An expense category with this name already exists.')).toBeInTheDocument();
    expect(within(nested).getByRole('textbox', { name: /Name/ })).toHaveValue('Utilities ');
    // The expense form behind the small one (hidden from the tree while that is open) is untouched.
    expect(within(dialog).getByRole('textbox', { name: /^Name/, hidden: true })).toHaveValue('Diesel, 100 litres');
    expect(within(dialog).getByRole('combobox', { name: /Category/, hidden: true })).toHaveValue('');
  });

  it('creates one category for a double click', async () => {
    const user = userEvent.setup();
    const { dialog } = renderForm();
    await user.type(within(dialog).getByRole('combobox', { name: /Category/ }), 'Generator');
    await user.click(await screen.findByRole('option', { name: '+ New category “Generator”' }));
    const nested = await screen.findByRole('dialog', { name: 'New expense category' });
    await user.dblClick(within(nested).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Category/ })).toHaveValue('Generator'));
    expect(posts('/expense_categories/')).toHaveLength(1);
  });

  it('offers no “+ New” to a role without Expense categories: create', async () => {
    const user = userEvent.setup();
    const { dialog } = renderForm(CLERK);
    await user.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    expect(await screen.findByRole('option', { name: 'Utilities' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /New category/ })).not.toBeInTheDocument();
  });

  it('the Location picker (two or more locations) offers “+ New location” with Locations: create only', async () => {
    const user = userEvent.setup();
    const both = [...TEST_BUSINESS_WITH_SHOP.locations, SECOND_SHOP];
    const { dialog } = renderForm(OWNER, both);
    await user.click(within(dialog).getByRole('combobox', { name: /Location/ }));
    await user.click(await screen.findByRole('option', { name: '+ New location' }));
    expect(await screen.findByRole('dialog', { name: 'Add a location' })).toBeInTheDocument();
  });

  it('the Location picker has no “+ New location” without Locations: create', async () => {
    const user = userEvent.setup();
    const both = [...TEST_BUSINESS_WITH_SHOP.locations, SECOND_SHOP];
    const { dialog } = renderForm(CLERK, both);
    await user.click(within(dialog).getByRole('combobox', { name: /Location/ }));
    expect(await screen.findByRole('option', { name: 'Lekki showroom' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /New location/ })).not.toBeInTheDocument();
  });
});
