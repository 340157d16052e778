import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessProvider } from '@/features/business';
import type { ListSearch } from '@/lib/list-search';
import { MembershipProvider } from '@/lib/permissions';
import { session } from '@/api/session';
import type { Supplier } from '../api/suppliers.queries';
import { SupplierFormModal } from './supplier-form-modal';
import { SupplierPicker } from './supplier-picker';
import { SuppliersPage } from './suppliers-page';
import { TEST_BUSINESS, TEST_OWNER } from '@/test/fixtures';
import { TestRouter, signInForTest } from '@/test/render';

const BUSINESS = TEST_BUSINESS;
const OWNER = TEST_OWNER;

const supplier = (id: number, fields: Partial<Supplier> = {}): Supplier => ({
  id,
  name: `Supplier ${id}`,
  address: null,
  phone_number: null,
  email: null,
  description: null,
  active: true,
  created_at: '2026-01-12T09:30:00Z',
  ...fields,
});

let suppliers: Supplier[];
const requests: { method: string; url: string; body: unknown }[] = [];
let reply: ((request: Request) => Response | undefined) | undefined;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function backend(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body =
    request.method === 'GET' || request.method === 'DELETE' ? undefined : ((await request.json()) as Partial<Supplier>);
  requests.push({ method: request.method, url: `${url.pathname}${url.search}`, body });
  const custom = reply?.(request);
  if (custom) return custom;
  const match = /\/business\/v1\/12\/tools\/suppliers\/(\d+)?$/.exec(url.pathname);
  if (!match) return json({ detail: 'Not found.' }, 404);
  const id = match[1] ? Number(match[1]) : undefined;
  if (id === undefined && request.method === 'GET') {
    const active = url.searchParams.get('active');
    const rows = suppliers.filter((s) => active === null || String(s.active) === active);
    if (url.searchParams.get('page') === 'all') return json({ count: rows.length, next: null, previous: null, results: rows });
    return json({ count: rows.length, next: null, previous: null, results: rows.slice(0, 10) });
  }
  if (id === undefined && request.method === 'POST') {
    const created = supplier(100 + suppliers.length, body);
    suppliers.push(created);
    return json(created, 201);
  }
  const index = suppliers.findIndex((s) => s.id === id);
  if (index < 0) return json({ detail: 'Not found.' }, 404);
  if (request.method === 'DELETE') {
    suppliers.splice(index, 1);
    return new Response(null, { status: 204 });
  }
  suppliers[index] = { ...suppliers[index]!, ...body };
  return json(suppliers[index]);
}

function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <BusinessProvider value={{ businessId: 12, location: 21, business: BUSINESS, membership: OWNER }}>
        <MembershipProvider membership={OWNER}>{children}</MembershipProvider>
      </BusinessProvider>
    </QueryClientProvider>
  );
}

function Page({ initial = {} }: { initial?: ListSearch }) {
  const [search, setSearch] = useState<ListSearch>(initial);
  return (
    <TestRouter>
      <SuppliersPage search={search} onSearchChange={(patch) => setSearch((prev) => ({ ...prev, ...patch }))} />
    </TestRouter>
  );
}

beforeEach(() => {
  requests.length = 0;
  reply = undefined;
  suppliers = [
    supplier(401, { name: 'Kano Textiles Ltd', phone_number: '+2348061112233', email: 'sales@kanotextiles.ng' }),
    supplier(402, { name: 'Houston Fabric Wholesale', address: '8100 Harwin Dr, Houston' }),
    supplier(403, { name: 'Aba Shoe Makers' }),
  ];
  signInForTest();
  vi.stubGlobal('fetch', vi.fn(backend));
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

vi.setConfig({ testTimeout: 20_000 });

const writes = () => requests.filter((r) => r.method !== 'GET');

describe('SupplierFormModal', () => {
  function renderForm(props: { supplier?: Supplier } = {}) {
    const onSaved = vi.fn();
    render(
      <Providers>
        <SupplierFormModal open onOpenChange={vi.fn()} onSaved={onSaved} {...props} />
      </Providers>,
    );
    const dialog = screen.getByRole('dialog');
    return { onSaved, dialog, field: (name: RegExp) => within(dialog).getByRole('textbox', { name }) };
  }

  it('says the name is required and checks every field', async () => {
    const user = userEvent.setup();
    const { dialog, field } = renderForm();
    await user.click(within(dialog).getByRole('button', { name: 'Add supplier' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();

    await user.type(field(/Name/), 'Kano Textiles');
    await user.type(field(/Phone/), '+0123');
    await user.type(field(/Email/), 'sales@');
    await user.click(field(/Address/));
    await user.paste('a'.repeat(501));
    await user.click(field(/Notes/));
    await user.paste('n'.repeat(2001));
    await user.click(within(dialog).getByRole('button', { name: 'Add supplier' }));
    expect(await within(dialog).findByText('Enter a valid Nigerian phone number, e.g. 0803 123 4567')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address, like name@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Address must be at most 500 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Description must be at most 2000 characters')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it('adds a supplier: trimmed, blanks as null', async () => {
    const user = userEvent.setup();
    const { dialog, field, onSaved } = renderForm();
    await user.type(field(/Name/), ' Lagos Lace Co ');
    await user.type(field(/Phone/), '+1 713 555 0142');
    await user.type(field(/Notes/), 'Lace, weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Add supplier' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/business/v1/12/tools/suppliers/?location=21',
        body: { name: 'Lagos Lace Co', address: null, phone_number: '+17135550142', email: null, description: 'Lace, weekly' },
      },
    ]);
  });

  it("shows the server's field errors at the fields and keeps the input", async () => {
    const user = userEvent.setup();
    reply = (request) =>
      request.method === 'PUT' ? json({ email: ['This email is already used by a supplier.'] }, 400) : undefined;
    const { dialog, field, onSaved } = renderForm({ supplier: suppliers[0]! });
    expect(field(/Name/)).toHaveValue('Kano Textiles Ltd');
    await user.clear(field(/Email/));
    await user.type(field(/Email/), 'orders@houstonfabric.us');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('This email is already used by a supplier.')).toBeInTheDocument();
    expect(field(/Email/)).toHaveValue('orders@houstonfabric.us');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('SuppliersPage', () => {
  it('lists suppliers and removes one after asking', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <Page />
      </Providers>,
    );
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    expect(await within(table).findByText('Kano Textiles Ltd')).toBeInTheDocument();
    expect(screen.getByText('3 suppliers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Aba Shoe Makers' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove “Aba Shoe Makers”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(table).queryByText('Aba Shoe Makers')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      { method: 'PATCH', url: '/business/v1/12/tools/suppliers/403?location=21', body: { active: false } },
    ]);
  });
});

describe('SupplierPicker', () => {
  it('loads every active supplier once (page=all) and searches them in the browser', async () => {
    const user = userEvent.setup();
    suppliers.push(supplier(404, { name: 'Old Supplier', active: false }));
    const onChange = vi.fn();
    render(
      <Providers>
        <SupplierPicker aria-label="Supplier" value="" onChange={onChange} />
      </Providers>,
    );
    const box = screen.getByRole('combobox', { name: 'Supplier' });
    await user.type(box, 'kano');
    await user.click(await screen.findByRole('option', { name: 'Kano Textiles Ltd' }));
    expect(onChange).toHaveBeenCalledWith('401', expect.objectContaining({ name: 'Kano Textiles Ltd' }));
    await user.type(box, 'o');
    expect(await screen.findByRole('option', { name: 'Houston Fabric Wholesale' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Old Supplier' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'GET').map((r) => r.url)).toEqual([
      '/business/v1/12/tools/suppliers/?location=21&active=true&page=all',
    ]);
  });
});
