import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessProvider, type Business, type Membership } from '@/features/business';
import type { ListSearch, ListSearchPatch } from '@/lib/list-search';
import { MembershipProvider } from '@/lib/permissions';
import { session } from '@/api/session';
import type { Member } from '../schemas/member.schema';
import { StaffList } from './staff-list';
import { StaffPicker } from './staff-picker';
import { TestRouter } from '@/test/render';

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
  locations: [],
  created_at: '2026-01-10T09:00:00Z',
} satisfies Business;

const member = (id: number, first: string, last: string, active = true): Member => ({
  id,
  first_name: first,
  last_name: last,
  phone_number: null,
  email: `${first.toLowerCase()}@adaeze.ng`,
  locations: [{ id: 21, name: 'Balogun Market Shop' }],
  role: { id: 72, name: 'Store manager' },
  active,
  created_at: '2026-01-16T09:00:00Z',
  updated_at: '2026-06-01T12:00:00Z',
  profile_image: null,
});

const requests: string[] = [];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function Providers({ membership, children }: { membership: Membership; children: React.ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <BusinessProvider value={{ businessId: 12, location: undefined, business: BUSINESS, membership }}>
        <MembershipProvider membership={membership}>{children}</MembershipProvider>
      </BusinessProvider>
    </QueryClientProvider>
  );
}

function StaffPage() {
  const [search, setSearch] = useState<ListSearch>({});
  return (
    <TestRouter>
      <StaffList search={search} onSearchChange={(patch: ListSearchPatch) => setSearch((prev) => ({ ...prev, ...patch }))} />
    </TestRouter>
  );
}

/** Opens a row's kebab menu once the table has settled (it re-renders after measuring itself). */
async function openActions(user: ReturnType<typeof userEvent.setup>, name: string) {
  await waitFor(
    async () => {
      if (!screen.queryByRole('menu')) await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
      expect(screen.getByRole('menu')).toBeInTheDocument();
    },
    { timeout: 5000 },
  );
  return screen.getByRole('menu');
}

beforeEach(() => {
  requests.length = 0;
  session.establish({
    id: 7,
    email: 'funke@adaeze.ng',
    username: 'Funke Adeyemi',
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
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      const active = url.searchParams.get('active') !== 'false';
      const rows = active
        ? [member(601, 'Funke', 'Adeyemi'), member(602, 'Tunde', 'Bakare')]
        : [member(603, 'Chidi', 'Okafor', false)];
      const search = url.searchParams.get('search')?.toLowerCase();
      const results = search ? rows.filter((row) => `${row.first_name} ${row.last_name}`.toLowerCase().includes(search)) : rows;
      return Promise.resolve(json({ count: results.length, next: null, previous: null, results }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

vi.setConfig({ testTimeout: 20_000 });

describe('StaffList', () => {
  it("says 'Deactivate' and 'Reactivate', and a member can't deactivate themselves", async () => {
    const user = userEvent.setup();
    // Funke (member 601) manages staff: view, create, edit and remove.
    render(
      <Providers membership={{ business_id: 12, member_id: 601, is_owner: false, role: null, permissions: [141, 142, 143, 144] }}>
        <StaffPage />
      </Providers>,
    );
    const table = await screen.findByRole('table', { name: 'Staff members' });
    expect(await within(table).findByText('Tunde Bakare')).toBeInTheDocument();
    expect(within(table).getAllByText('Store manager')).toHaveLength(2);

    let menu = await openActions(user, 'Funke Adeyemi');
    const self = within(menu).getByRole('menuitem', { name: /Deactivate/ });
    expect(self).toHaveAttribute('data-disabled');
    expect(self).toHaveTextContent("You can't deactivate yourself.");
    await user.keyboard('{Escape}');

    menu = await openActions(user, 'Tunde Bakare');
    expect(within(menu).getByRole('menuitem', { name: 'Deactivate' })).not.toHaveAttribute('data-disabled');
    await user.click(within(menu).getByRole('menuitem', { name: 'Deactivate' }));
    expect(await screen.findByRole('alertdialog', { name: 'Deactivate “Tunde Bakare”?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('tab', { name: /Removed/ }));
    const removed = await screen.findByRole('table', { name: 'Removed staff members' });
    expect(await within(removed).findByText('Chidi Okafor')).toBeInTheDocument();
    menu = await openActions(user, 'Chidi Okafor');
    expect(within(menu).getByRole('menuitem', { name: 'Reactivate' })).toBeInTheDocument();
    expect(requests).toContain('GET /business/v1/12/tools/members/?active=false');
  });

  it('without staff create or edit: no Add button (the reason instead) and Edit disabled with its reason', async () => {
    const user = userEvent.setup();
    render(
      <Providers membership={{ business_id: 12, member_id: 650, is_owner: false, role: null, permissions: [144] }}>
        <StaffPage />
      </Providers>,
    );
    expect(await screen.findByText("You don't have permission to add staff members.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add staff member' })).not.toBeInTheDocument();
    const menu = await openActions(user, 'Funke Adeyemi');
    const edit = within(menu).getByRole('menuitem', { name: /Edit/ });
    expect(edit).toHaveAttribute('data-disabled');
    expect(edit).toHaveTextContent("You don't have permission to edit staff members.");
  });
});

describe('StaffPicker', () => {
  it("searches the business's active staff on the server, every match in one answer", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Providers membership={{ business_id: 12, member_id: null, is_owner: true, role: null, permissions: [] }}>
        <StaffPicker aria-label="Staff member" value="" onChange={onChange} />
      </Providers>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Staff member' }), 'tun');
    await user.click(await screen.findByRole('option', { name: 'Tunde Bakare' }));
    expect(onChange).toHaveBeenCalledWith('602', expect.objectContaining({ label: 'Tunde Bakare' }));
    expect(requests).toContain('GET /business/v1/12/tools/members/?active=true&page=all&search=tun');
  });
});
