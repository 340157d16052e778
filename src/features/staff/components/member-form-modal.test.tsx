import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessProvider, type Business, type BusinessLocation } from '@/features/business';
import { session } from '@/api/session';
import type { Member } from '../schemas/member.schema';
import { MemberFormModal } from './member-form-modal';
import { signInForTest } from '@/test/render';

const location = (id: number, name: string, active = true): BusinessLocation => ({
  id,
  name,
  address: 'Lagos',
  phone_number: '+2348031234567',
  active,
  created_at: '2026-01-10T09:00:00Z',
});

const BUSINESS = {
  id: 12,
  name: 'Adaeze Fabrics',
  category: { id: 3, name: 'Fashion' },
  currency: 'NGN',
  email: 'hello@adaeze.ng',
  phone_number: '+2348031234567',
  address: '14 Balogun Street',
  logo: null,
  owner: 1,
  locations: [location(21, 'Balogun Market Shop'), location(22, 'Lekki Showroom'), location(23, 'Old Yaba Store', false)],
  created_at: '2026-01-10T09:00:00Z',
} satisfies Business;

const ROLES = [
  { id: 71, name: 'Sales attendant', description: null, permissions: [93, 96], active: true, created_at: '2026-01-15T10:00:00Z' },
  { id: 72, name: 'Store manager', description: null, permissions: [96], active: true, created_at: '2026-01-15T10:00:00Z' },
];

const MEMBER: Member = {
  id: 601,
  first_name: 'Tunde',
  last_name: 'Bakare',
  phone_number: null,
  email: 'tunde@adaeze.ng',
  locations: [{ id: 21, name: 'Balogun Market Shop' }],
  role: { id: 71, name: 'Sales attendant' },
  active: true,
  created_at: '2026-01-16T09:00:00Z',
  updated_at: '2026-06-01T12:00:00Z',
  profile_image: null,
};

const requests: { method: string; path: string; body: unknown }[] = [];
let reply: (body: Record<string, unknown>) => Response;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderForm(member?: Member) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <BusinessProvider
        value={{
          businessId: 12,
          location: undefined,
          business: BUSINESS,
          membership: { business_id: 12, member_id: null, is_owner: true, role: null, permissions: [] },
        }}
      >
        <MemberFormModal open onOpenChange={onOpenChange} member={member} onSaved={onSaved} />
      </BusinessProvider>
    </QueryClientProvider>,
  );
  return { onSaved, onOpenChange, dialog: screen.getByRole('dialog') };
}

beforeEach(() => {
  requests.length = 0;
  reply = (body) => json({ ...MEMBER, ...body, id: 610, locations: [], role: null }, 201);
  signInForTest();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (request.method === 'GET' && url.pathname.endsWith('/tools/roles/')) return json(ROLES);
      const body = request.method === 'GET' ? undefined : ((await request.json()) as Record<string, unknown>);
      requests.push({ method: request.method, path: url.pathname, body });
      return reply(body ?? {});
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

// Form journeys: jsdom needs longer than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('MemberFormModal', () => {
  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const { dialog } = renderForm();
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Choose at least one location')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /First name/ })).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('checks the email and phone formats', async () => {
    const user = userEvent.setup();
    const { dialog } = renderForm();
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'tunde@');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone number/ }), '0803');
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));
    expect(await within(dialog).findByText('Enter a valid email address, like name@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid Nigerian phone number, e.g. 0803 123 4567')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('offers the active locations only, and adds a member with locations and a role', async () => {
    const user = userEvent.setup();
    const { dialog, onSaved, onOpenChange } = renderForm();
    const group = within(dialog).getByRole('group', { name: /Locations/ });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(group).queryByRole('checkbox', { name: /Old Yaba Store/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Funke');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Adeyemi');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'funke@adaeze.ng');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone number/ }), '+234 805 123 4567');
    await user.click(within(group).getByRole('checkbox', { name: 'Lekki Showroom' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Balogun Market Shop' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Store manager' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/business/v1/12/tools/members/',
        body: {
          first_name: 'Funke',
          last_name: 'Adeyemi',
          email: 'funke@adaeze.ng',
          phone_number: '+2348051234567',
          locations: [22, 21],
          role: 72,
        },
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('edits with PUT, from the member: no phone is null, no role is null', async () => {
    const user = userEvent.setup();
    reply = (body) => json({ ...MEMBER, ...body, locations: MEMBER.locations, role: null });
    const { dialog, onSaved } = renderForm(MEMBER);
    expect(within(dialog).getByRole('heading', { name: 'Edit Tunde Bakare' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Balogun Market Shop' })).toBeChecked();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Role/ })).toHaveValue('Sales attendant'));
    await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'No role (no permissions)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests[0]).toEqual({
      method: 'PUT',
      path: '/business/v1/12/tools/members/601',
      body: {
        first_name: 'Tunde',
        last_name: 'Bakare',
        email: 'tunde@adaeze.ng',
        phone_number: null,
        locations: [21],
        role: null,
      },
    });
  });

  it("shows the server's field errors at their fields and keeps the input", async () => {
    const user = userEvent.setup();
    reply = () => json({ email: ['A staff member with this email already exists.'] }, 400);
    const { dialog, onSaved } = renderForm(MEMBER);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('A staff member with this email already exists.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: /First name/ })).toHaveValue('Tunde');
    expect(onSaved).not.toHaveBeenCalled();
    // Editing the field clears its server error.
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'x');
    expect(within(dialog).queryByText('A staff member with this email already exists.')).not.toBeInTheDocument();
  });
});
