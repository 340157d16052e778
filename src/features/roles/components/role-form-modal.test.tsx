import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/api/session';
import type { Role } from '../schemas/role-form';
import { RoleFormModal } from './role-form-modal';
import { signInForTest } from '@/test/render';

const ROLE: Role = {
  id: 71,
  name: 'Sales attendant',
  description: 'Records sales.',
  permissions: [93, 96, 132],
  active: true,
  created_at: '2026-01-15T10:00:00Z',
};

const requests: { method: string; path: string; body: unknown }[] = [];
let reply: (body: Record<string, unknown>) => Response;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderForm(role?: Role, initialName?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <RoleFormModal open onOpenChange={onOpenChange} businessId={12} role={role} onSaved={onSaved} initialName={initialName} />
    </QueryClientProvider>,
  );
  return { onSaved, onOpenChange, dialog: screen.getByRole('dialog') };
}

beforeEach(() => {
  requests.length = 0;
  reply = (body) => json({ ...ROLE, ...body, id: 80 }, 201);
  signInForTest();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const body = request.method === 'GET' ? undefined : ((await request.json()) as Record<string, unknown>);
      requests.push({ method: request.method, path: new URL(request.url).pathname, body });
      return reply(body ?? {});
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

// The matrix has 88 controls: jsdom needs a little longer than the default 5 s per journey.
vi.setConfig({ testTimeout: 20_000 });

describe('RoleFormModal', () => {
  it('says what is missing: the name and at least one permission', async () => {
    const user = userEvent.setup();
    const { dialog } = renderForm();
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await within(dialog).findByText('Role name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Give the role at least one permission')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Role name/ })).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('limits the name and the description', async () => {
    const user = userEvent.setup();
    const { dialog } = renderForm();
    await user.click(within(dialog).getByRole('textbox', { name: /Role name/ }));
    await user.paste('x'.repeat(101));
    await user.click(within(dialog).getByRole('textbox', { name: /Description/ }));
    await user.paste('y'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await within(dialog).findByText('Role name must be at most 100 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Description must be at most 500 characters')).toBeInTheDocument();
  });

  it('has one row per resource, named as the menu names it, with four labelled toggles', () => {
    const { dialog } = renderForm();
    const list = within(dialog).getByRole('list', { name: 'Permissions by resource' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(14);
    expect(within(list).getAllByRole('switch')).toHaveLength(14);
    expect(within(list).getAllByRole('checkbox')).toHaveLength(14 * 4);
    // The menu's names, not the spec's.
    for (const name of ['Expenses', 'Invoices', 'Tags', 'Expense categories', 'Receipts']) {
      expect(within(list).getByRole('switch', { name })).toBeInTheDocument();
    }
    expect(within(list).queryByRole('switch', { name: 'Invoicing' })).not.toBeInTheDocument();
    // Each toggle shows its action as text beside the box (a phone shows the four under the name).
    const invoices = rows.find((row) => row.dataset.resource === 'invoicing')!;
    expect(
      within(invoices)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['View', 'Create', 'Edit', 'Remove']);
    expect(within(invoices).getByRole('checkbox', { name: 'Invoices: create' })).toBeEnabled();
  });

  it('switching a resource on turns on View; Create turns on View; View off turns everything off', async () => {
    const user = userEvent.setup();
    const { dialog } = renderForm();
    await user.click(within(dialog).getByRole('switch', { name: 'Customers' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Customers: view' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Customers: create' })).not.toBeChecked();

    // Clicking the toggle's text works too (the whole 44 px box is the target).
    await user.click(within(dialog).getByText('Create', { selector: 'li[data-resource=expense] span' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Expenses: create' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Expenses: view' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Expenses' })).toBeChecked();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Customers: edit' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Customers: view' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Customers: edit' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Customers' })).not.toBeChecked();
    expect(within(dialog).getByText(/2 of 56 permissions chosen/)).toBeInTheDocument();
  });

  it('starts from a template: its name, description and permissions, still editable', async () => {
    const user = userEvent.setup();
    const { dialog, onSaved } = renderForm();
    await user.click(within(dialog).getByRole('button', { name: 'Cashier' }));
    expect(within(dialog).getByRole('button', { name: 'Cashier' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('textbox', { name: /Role name/ })).toHaveValue('Cashier');
    expect(within(dialog).getByRole('checkbox', { name: 'Invoices: create' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Inventory: view' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Inventory: edit' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Expenses' })).not.toBeChecked();

    // Another template replaces the permissions but not a name the user typed.
    await user.clear(within(dialog).getByRole('textbox', { name: /Role name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Role name/ }), 'Books');
    await user.click(within(dialog).getByRole('button', { name: 'Accountant' }));
    expect(within(dialog).getByRole('textbox', { name: /Role name/ })).toHaveValue('Books');
    expect(within(dialog).getByRole('checkbox', { name: 'Invoices: create' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Payroll: create' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Payroll: remove' }));

    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = (requests[0]?.body as { permissions: number[] }).permissions;
    expect(sent).toContain(117);
    expect(sent).not.toContain(119);
    expect(sent).not.toContain(109);
  });

  it('a name given from a picker starts from its template, or stays a plain name', () => {
    const { dialog } = renderForm(undefined, ' cashier ');
    expect(within(dialog).getByRole('textbox', { name: /Role name/ })).toHaveValue('Cashier');
    expect(within(dialog).getByRole('checkbox', { name: 'Receipts: create' })).toBeChecked();
    cleanup();
    const other = renderForm(undefined, 'Night guard');
    expect(within(other.dialog).getByRole('textbox', { name: /Role name/ })).toHaveValue('Night guard');
    expect(within(other.dialog).getByText(/0 of 56 permissions chosen/)).toBeInTheDocument();
  });

  it('From scratch clears a template', async () => {
    const user = userEvent.setup();
    const { dialog } = renderForm();
    await user.click(within(dialog).getByRole('button', { name: 'Manager' }));
    expect(within(dialog).getByText(/of 56 permissions chosen/).textContent).not.toMatch(/ 0 of 56/);
    await user.click(within(dialog).getByRole('button', { name: 'From scratch' }));
    expect(within(dialog).getByText(/0 of 56 permissions chosen/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'From scratch' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('creates a role with the chosen permissions, by keyboard', async () => {
    const user = userEvent.setup();
    const { dialog, onSaved, onOpenChange } = renderForm();
    await user.type(within(dialog).getByRole('textbox', { name: /Role name/ }), '  Till  ');
    within(dialog).getByRole('switch', { name: 'Customers' }).focus();
    await user.keyboard(' ');
    expect(within(dialog).getByRole('switch', { name: 'Customers' })).toBeChecked();
    await user.tab();
    expect(within(dialog).getByRole('checkbox', { name: 'Customers: view' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('checkbox', { name: 'Customers: create' })).toHaveFocus();
    await user.keyboard(' ');
    within(dialog).getByRole('checkbox', { name: 'Debtors: view' }).focus();
    await user.keyboard(' ');
    expect(within(dialog).getByText(/3 of 56 permissions chosen/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/business/v1/12/tools/roles/',
        body: { name: 'Till', description: null, permissions: [93, 96, 148] },
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('opens a saved role with its flags and replaces it with PUT', async () => {
    const user = userEvent.setup();
    reply = (body) => json({ ...ROLE, ...body });
    const { dialog, onSaved } = renderForm(ROLE);
    expect(within(dialog).getByRole('textbox', { name: /Role name/ })).toHaveValue('Sales attendant');
    expect(within(dialog).getByRole('checkbox', { name: 'Customers: create' })).toBeChecked();
    // Editing offers no templates (they are for a new role).
    expect(within(dialog).queryByRole('button', { name: 'Cashier' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Sales: view' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Staff' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Customers: create' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests[0]).toEqual({
      method: 'PUT',
      path: '/business/v1/12/tools/roles/71',
      body: { name: 'Sales attendant', description: 'Records sales.', permissions: [96, 132] },
    });
  });

  it('shows the server’s field errors at the fields and keeps the input', async () => {
    const user = userEvent.setup();
    reply = () => json({ detail: 'Invalid input.', name: ['This name is already in use.'] }, 400);
    const { dialog, onSaved } = renderForm();
    await user.type(within(dialog).getByRole('textbox', { name: /Role name/ }), 'Store manager');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tags: create' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await within(dialog).findByText('This name is already in use.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Role name/ })).toHaveValue('Store manager');
    expect(within(dialog).getByRole('checkbox', { name: 'Tags: create' })).toBeChecked();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
