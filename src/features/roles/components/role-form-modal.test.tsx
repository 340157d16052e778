import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
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

function renderForm(role?: Role) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <RoleFormModal open onOpenChange={onOpenChange} businessId={12} role={role} onSaved={onSaved} />
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

  it('is a table with row and column headers and labelled checkboxes', () => {
    const { dialog } = renderForm();
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Resource', 'View', 'Create', 'Edit', 'Remove', 'All']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(14);
    expect(within(table).getAllByRole('switch')).toHaveLength(14);
    expect(within(table).getAllByRole('checkbox')).toHaveLength(14 * 5 + 4);
    // A resource that is not in the role has its actions switched off.
    expect(within(table).getByRole('checkbox', { name: 'Customers: create' })).toBeDisabled();
  });

  it('creates a role with the chosen permissions, by keyboard', async () => {
    const user = userEvent.setup();
    const { dialog, onSaved, onOpenChange } = renderForm();
    await user.type(within(dialog).getByRole('textbox', { name: /Role name/ }), '  Cashier  ');
    // Customers: switched on (all four off), then create and view.
    within(dialog).getByRole('switch', { name: 'Customers' }).focus();
    await user.keyboard(' ');
    expect(within(dialog).getByRole('switch', { name: 'Customers' })).toBeChecked();
    within(dialog).getByRole('checkbox', { name: 'Customers: view' }).focus();
    await user.keyboard(' ');
    await user.tab();
    expect(within(dialog).getByRole('checkbox', { name: 'Customers: create' })).toHaveFocus();
    await user.keyboard(' ');
    // The column 'all' for view.
    await user.click(within(dialog).getByRole('checkbox', { name: 'View: all resources' }));
    // Debtors: all, then the debtors switch off again removes its ids.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Debtors: all' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Debtors' }));
    expect(within(dialog).getByText(/14 of 56 permissions chosen/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/business/v1/12/tools/roles/',
        body: {
          name: 'Cashier',
          description: null,
          permissions: [93, 96, 100, 104, 108, 112, 116, 120, 124, 128, 132, 136, 140, 144],
        },
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
    expect(within(dialog).getByRole('checkbox', { name: 'Customers: all' })).toHaveAttribute('aria-checked', 'mixed');
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
    await user.click(within(dialog).getByRole('switch', { name: 'Tag' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tag: create' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await within(dialog).findByText('This name is already in use.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Role name/ })).toHaveValue('Store manager');
    expect(within(dialog).getByRole('checkbox', { name: 'Tag: create' })).toBeChecked();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
