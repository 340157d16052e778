import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/api/session';
import type { ExpenseCategory } from '../schemas/expense-category.schema';
import { ExpenseCategoryFormModal } from './expense-category-form-modal';
import { signInForTest } from '@/test/render';

const CATEGORY: ExpenseCategory = {
  id: 81,
  name: 'Utilities',
  description: 'Power and water.',
  active: true,
  created_at: '2026-01-10T09:10:00Z',
};

const requests: { method: string; path: string; body: unknown }[] = [];
let reply: () => Response;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderForm(category?: ExpenseCategory) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ExpenseCategoryFormModal open onOpenChange={vi.fn()} businessId={12} category={category} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { onSaved, dialog: screen.getByRole('dialog') };
}

beforeEach(() => {
  requests.length = 0;
  reply = () => json({ ...CATEGORY, id: 90 }, 201);
  signInForTest();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
      return reply();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

describe('ExpenseCategoryFormModal', () => {
  it('requires a name and limits both fields', async () => {
    const user = userEvent.setup();
    const { dialog } = renderForm();
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), '   ');
    await user.click(within(dialog).getByRole('textbox', { name: /Description/ }));
    await user.paste('d'.repeat(1001));
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(await within(dialog).findByText('Description must be at most 1000 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.paste('n'.repeat(121));
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(await within(dialog).findByText('Name must be at most 120 characters')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('creates with the trimmed name and no description as null', async () => {
    const user = userEvent.setup();
    const { dialog, onSaved } = renderForm();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), '  Transport  ');
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests).toEqual([
      { method: 'POST', path: '/business/v1/12/tools/expense_categories/', body: { name: 'Transport', description: null } },
    ]);
  });

  it('replaces with PUT, and shows a refused name at the field with the input kept', async () => {
    const user = userEvent.setup();
    reply = () => json({ detail: 'Invalid input.', name: ['This name is already in use.'] }, 400);
    const { dialog, onSaved } = renderForm(CATEGORY);
    expect(within(dialog).getByRole('textbox', { name: /Description/ })).toHaveValue('Power and water.');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Transport');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('This name is already in use.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Transport');
    expect(onSaved).not.toHaveBeenCalled();
    expect(requests[0]).toEqual({
      method: 'PUT',
      path: '/business/v1/12/tools/expense_categories/81',
      body: { name: 'Transport', description: 'Power and water.' },
    });
  });
});
