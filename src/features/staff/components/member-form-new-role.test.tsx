/**
 * '+ New role' inside the staff form's Role picker (issue 22, items 5 and 6): the role editor opens
 * over the form, a template's name starts from that template, and the new role is chosen.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessProvider, type Membership } from '@/features/business';
import { MembershipProvider, ROLE_TEMPLATES } from '@/lib/permissions';
import { session } from '@/api/session';
import { TEST_BUSINESS_WITH_SHOP, signInForTest } from '@/test/render';
import { MemberFormModal } from './member-form-modal';

const OWNER: Membership = { business_id: 12, member_id: null, is_owner: true, role: null, permissions: [] };
/** Staff: view and create, not edit (so not roles). */
const HR: Membership = { ...OWNER, is_owner: false, member_id: 5, permissions: [141, 144] };

let roles: { id: number; name: string; description: string | null; permissions: number[]; active: boolean; created_at: string }[];
const requests: { method: string; path: string; body: unknown }[] = [];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderForm(membership: Membership = OWNER) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSaved = vi.fn();
  const business = { ...TEST_BUSINESS_WITH_SHOP, id: 12 };
  render(
    <QueryClientProvider client={client}>
      <BusinessProvider value={{ businessId: 12, location: undefined, business, membership }}>
        <MembershipProvider membership={membership}>
          <MemberFormModal open onOpenChange={vi.fn()} onSaved={onSaved} />
        </MembershipProvider>
      </BusinessProvider>
    </QueryClientProvider>,
  );
  return { onSaved, dialog: screen.getByRole('dialog', { name: 'Add a staff member' }) };
}

beforeEach(() => {
  requests.length = 0;
  roles = [];
  signInForTest();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : ((await request.json()) as Record<string, unknown>);
      requests.push({ method: request.method, path: url.pathname, body });
      if (url.pathname.endsWith('/tools/roles/')) {
        if (request.method === 'GET') return json(roles);
        const role = {
          id: 80,
          description: null,
          active: true,
          created_at: '2026-11-24T09:00:00Z',
          ...(body as object),
        } as (typeof roles)[number];
        roles = [...roles, role];
        return json(role, 201);
      }
      return json({ id: 610, ...body, locations: [], role: { id: 80, name: 'Cashier' }, active: true }, 201);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

vi.setConfig({ testTimeout: 20_000 });

describe('the Role picker creates a role in place', () => {
  it('“+ New role “Cashier”” opens the editor on the Cashier template, then chooses the new role', async () => {
    const user = userEvent.setup();
    const { dialog, onSaved } = renderForm();
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Funke');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Adeyemi');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'funke@adaeze.ng');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Balogun shop' }));

    const picker = within(dialog).getByRole('combobox', { name: /Role/ });
    await user.click(picker);
    // 'No role' is still there, and no longer the only choice.
    expect(await screen.findByRole('option', { name: 'No role (no permissions)' })).toBeInTheDocument();
    await user.type(picker, 'cashier');
    await user.click(await screen.findByRole('option', { name: '+ New role “cashier”' }));

    const editor = await screen.findByRole('dialog', { name: 'Create a role' });
    expect(within(editor).getByRole('textbox', { name: /Role name/ })).toHaveValue('Cashier');
    expect(within(editor).getByRole('button', { name: 'Cashier' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(editor).getByRole('checkbox', { name: 'Invoices: create' })).toBeChecked();
    await user.click(within(editor).getByRole('button', { name: 'Create role' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create a role' })).not.toBeInTheDocument());
    await waitFor(() => expect(picker).toHaveValue('Cashier'));
    expect(picker).toHaveFocus();
    const cashier = ROLE_TEMPLATES.find((template) => template.name === 'Cashier')!;
    expect(requests.find((request) => request.method === 'POST' && request.path.endsWith('/roles/'))?.body).toEqual({
      name: 'Cashier',
      description: cashier.description,
      permissions: [...cashier.permissions],
    });
    expect(within(dialog).getByRole('textbox', { name: /First name/ })).toHaveValue('Funke');

    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests.find((request) => request.method === 'POST' && request.path.endsWith('/members/'))?.body).toMatchObject({
      first_name: 'Funke',
      role: 80,
    });
  });

  it('offers no “+ New role” to a member who may add staff but not change roles', async () => {
    const user = userEvent.setup();
    const { dialog } = renderForm(HR);
    await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    expect(await screen.findByRole('option', { name: 'No role (no permissions)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /New role/ })).not.toBeInTheDocument();
  });
});
