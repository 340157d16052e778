import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessProvider, type Membership } from '@/features/business';
import type { ListSearch, ListSearchPatch } from '@/lib/list-search';
import { MembershipProvider } from '@/lib/permissions';
import { session } from '@/api/session';
import type { Customer } from '../api/customers.queries';
import { CustomerFormModal } from './customer-form-modal';
import { CustomerPicker } from './customer-picker';
import { CustomersPage } from './customers-page';
import { TEST_BUSINESS, TEST_OWNER } from '@/test/fixtures';
import { TestRouter, signInForTest } from '@/test/render';

const BUSINESS = TEST_BUSINESS;
const OWNER = TEST_OWNER;
/** Customers view only (96). */
const VIEWER: Membership = { business_id: 12, member_id: 7, is_owner: false, role: { id: 3, name: 'Viewer' }, permissions: [96] };

const customer = (id: number, fields: Partial<Customer> = {}): Customer => ({
  id,
  name: `Customer ${String(id).padStart(2, '0')}`,
  type: 'individual',
  email: null,
  phone_number: null,
  active: true,
  created_at: '2026-02-14T11:20:00Z',
  ...fields,
});

let customers: Customer[];
let withInvoices: Set<number>;
let hold: Promise<void> | undefined;
let holdRemoved: Promise<void> | undefined;
const requests: { method: string; url: string; body: unknown }[] = [];
let reply: ((request: Request, body: Record<string, unknown> | undefined) => Response | undefined) | undefined;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The customers calls of the contract, over `customers` (10 a page, like the sandbox). */
async function backend(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body =
    request.method === 'GET' || request.method === 'DELETE' ? undefined : ((await request.json()) as Record<string, unknown>);
  requests.push({ method: request.method, url: `${url.pathname}${url.search}`, body });
  if (hold) await hold;
  if (holdRemoved && url.searchParams.get('active') === 'false') await holdRemoved;
  const custom = reply?.(request, body);
  if (custom) return custom;
  const match = /\/business\/v1\/12\/tools\/customers\/(\d+)?$/.exec(url.pathname);
  if (!match) return json({ detail: 'Not found.' }, 404);
  const id = match[1] ? Number(match[1]) : undefined;
  if (id === undefined && request.method === 'GET') {
    const active = url.searchParams.get('active');
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const page = Number(url.searchParams.get('page') ?? 1);
    const rows = customers.filter(
      (c) => (active === null || String(c.active) === active) && (!search || c.name.toLowerCase().includes(search)),
    );
    const results = rows.slice((page - 1) * 10, page * 10);
    return json({
      count: rows.length,
      next: page * 10 < rows.length ? `${url.origin}?page=${page + 1}` : null,
      previous: null,
      results,
    });
  }
  if (id === undefined && request.method === 'POST') {
    const created = customer(100 + customers.length, body);
    customers.push(created);
    return json(created, 201);
  }
  const index = customers.findIndex((c) => c.id === id);
  if (index < 0) return json({ detail: 'Not found.' }, 404);
  if (request.method === 'DELETE') {
    if (id !== undefined && withInvoices.has(id))
      return json({ detail: 'This customer has invoices and cannot be deleted. Remove it instead.' }, 400);
    customers.splice(index, 1);
    return new Response(null, { status: 204 });
  }
  customers[index] = { ...customers[index]!, ...(body as Partial<Customer>) };
  return json(customers[index]);
}

function Providers({ membership = OWNER, children }: { membership?: Membership; children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <BusinessProvider value={{ businessId: 12, location: 21, business: BUSINESS, membership }}>
        <MembershipProvider membership={membership}>{children}</MembershipProvider>
      </BusinessProvider>
    </QueryClientProvider>
  );
}

/** The page with its URL state in memory (the route keeps it in the URL). */
function Page({ initial = {}, onSearch }: { initial?: ListSearch; onSearch?: (patch: ListSearchPatch) => void }) {
  const [search, setSearch] = useState<ListSearch>(initial);
  return (
    <TestRouter>
      <CustomersPage
        search={search}
        onSearchChange={(patch) => {
          onSearch?.(patch);
          setSearch((prev) => ({ ...prev, ...patch }));
        }}
      />
    </TestRouter>
  );
}

beforeEach(() => {
  requests.length = 0;
  reply = undefined;
  hold = undefined;
  holdRemoved = undefined;
  withInvoices = new Set([3]);
  customers = Array.from({ length: 23 }, (_, i) => customer(i + 1));
  customers.push(customer(40, { name: 'Old Client', active: false }));
  signInForTest();
  vi.stubGlobal('fetch', vi.fn(backend));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.signOut();
});

vi.setConfig({ testTimeout: 20_000 });

const posts = () => requests.filter((r) => r.method !== 'GET');

describe('CustomerFormModal', () => {
  function renderForm(props: { customer?: Customer } = {}) {
    const onSaved = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <Providers>
        <CustomerFormModal open onOpenChange={onOpenChange} onSaved={onSaved} {...props} />
      </Providers>,
    );
    const dialog = screen.getByRole('dialog');
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    return { onSaved, onOpenChange, dialog, field };
  }

  it('says the name is required, and checks the email and phone formats', async () => {
    const user = userEvent.setup();
    const { dialog, field } = renderForm();
    await user.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(field(/Name/)).toHaveFocus();

    await user.type(field(/Name/), 'x'.repeat(201));
    await user.type(field(/Email/), 'chidi@');
    await user.type(field(/Phone/), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(await within(dialog).findByText('Name must be at most 200 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address, like name@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid Nigerian phone number, e.g. 0803 123 4567')).toBeInTheDocument();
    expect(field(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('adds a customer: trimmed, blanks as null, Nigerian or international phone', async () => {
    const user = userEvent.setup();
    const { dialog, field, onSaved, onOpenChange } = renderForm();
    await user.type(field(/Name/), '  Grace Boutique Ltd ');
    await user.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Business' }));
    await user.type(field(/Phone/), '0802 345 6789');
    await user.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/business/v1/12/tools/customers/?location=21',
        body: { name: 'Grace Boutique Ltd', type: 'business', email: null, phone_number: '+2348023456789' },
      },
    ]);
  });

  it("shows the server's field errors at the fields and keeps the input", async () => {
    const user = userEvent.setup();
    reply = () => json({ phone_number: ['This phone number belongs to another customer.'], detail: 'Invalid input.' }, 400);
    const { dialog, field, onSaved } = renderForm();
    await user.type(field(/Name/), 'Chidi Okafor');
    await user.type(field(/Email/), 'chidi@example.com');
    await user.type(field(/Phone/), '+2348091234567');
    await user.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(await within(dialog).findByText('This phone number belongs to another customer.')).toBeInTheDocument();
    expect(field(/Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Name/)).toHaveValue('Chidi Okafor');
    expect(field(/Email/)).toHaveValue('chidi@example.com');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('makes the submit button busy (aria-disabled) while saving: a second press saves nothing', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    const { dialog, field, onSaved } = renderForm();
    await user.type(field(/Name/), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    // Busy, not disabled (aria-disabled keeps the keyboard focus on it): a second press saves nothing.
    const submit = within(dialog).getByRole('button', { name: 'Add customer' });
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    await user.click(submit);
    act(() => release());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('edits with PUT, starting from the customer', async () => {
    const user = userEvent.setup();
    const { dialog, field, onSaved } = renderForm({ customer: customers[0]! });
    expect(within(dialog).getByRole('heading', { name: 'Edit customer' })).toBeInTheDocument();
    expect(field(/Name/)).toHaveValue('Customer 01');
    await user.type(field(/Email/), 'one@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts()[0]).toMatchObject({
      method: 'PUT',
      url: '/business/v1/12/tools/customers/1?location=21',
      body: { name: 'Customer 01', type: 'individual', email: 'one@example.com', phone_number: null },
    });
  });
});

describe('CustomersPage', () => {
  it('shows the first page with counts, and pages through the URL state', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(
      <Providers>
        <Page onSearch={onSearch} />
      </Providers>,
    );
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(await within(table).findByText('Customer 01')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument();
    expect(screen.getByText('23 customers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onSearch).toHaveBeenLastCalledWith({ page: 2 });
    expect(await within(table).findByText('Customer 11')).toBeInTheDocument();
    expect(screen.getByText('Showing 11–20 of 23')).toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe('/business/v1/12/tools/customers/?location=21&active=true&page=2');
  });

  it('searches after a 300 ms pause and resets the page', async () => {
    const onSearch = vi.fn();
    render(
      <Providers>
        <Page initial={{ page: 2 }} onSearch={onSearch} />
      </Providers>,
    );
    await screen.findByText('Customer 11');
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    fireEvent.change(box, { target: { value: 'Customer 2' } });
    act(() => vi.advanceTimersByTime(250));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60));
    expect(onSearch).toHaveBeenCalledWith({ search: 'Customer 2', page: undefined });
    vi.useRealTimers();
    expect(await screen.findByText('4 customers found')).toBeInTheDocument();
  });

  it('offers the create action in the empty state, and says when a search finds nothing', async () => {
    const user = userEvent.setup();
    customers = [];
    render(
      <Providers>
        <Page />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { name: 'No customers yet' })).toBeInTheDocument();
    const emptyState = screen.getByRole('heading', { name: 'No customers yet' }).parentElement!;
    await user.click(within(emptyState).getByRole('button', { name: 'Add customer' }));
    expect(await screen.findByRole('dialog', { name: 'Add customer' })).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    reply = () => (fail ? json({ detail: 'The server is having a moment.' }, 500) : undefined);
    render(
      <Providers>
        <Page />
      </Providers>,
    );
    expect(await screen.findByText('The server is having a moment.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Customer 01')).toBeInTheDocument();
  });

  it('removes with a confirmation, and restores from the Removed list', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <Page />
      </Providers>,
    );
    await user.click(await screen.findByRole('button', { name: 'Actions for Customer 02' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove “Customer 02”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts()).toEqual([{ method: 'PATCH', url: '/business/v1/12/tools/customers/2?location=21', body: { active: false } }]);
    await waitFor(() => expect(screen.queryByText('Customer 02')).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Removed' }));
    const table = await screen.findByRole('table', { name: 'Removed customers' });
    expect(await within(table).findByText('Customer 02')).toBeInTheDocument();
    expect(within(table).queryByText('Customer 01')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Customer 02' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Restore' }));
    await waitFor(() => expect(within(table).queryByText('Customer 02')).not.toBeInTheDocument());
    expect(posts().at(-1)).toEqual({
      method: 'PATCH',
      url: '/business/v1/12/tools/customers/2?location=21',
      body: { active: true },
    });
  });

  it("never shows one tab's rows under the other while it loads", async () => {
    const user = userEvent.setup();
    let release!: () => void;
    holdRemoved = new Promise((resolve) => (release = resolve));
    render(
      <Providers>
        <Page />
      </Providers>,
    );
    await screen.findByText('Customer 01');
    await user.click(screen.getByRole('tab', { name: 'Removed' }));
    const table = await screen.findByRole('table', { name: 'Removed customers' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).queryByText('Customer 01')).not.toBeInTheDocument();
    act(() => release());
    expect(await within(table).findByText('Old Client')).toBeInTheDocument();
    expect(within(table).queryByText('Customer 01')).not.toBeInTheDocument();
  });

  it("asks twice before deleting for good, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    customers[2] = { ...customers[2]!, active: false };
    render(
      <Providers>
        <Page initial={{ tab: 'removed' }} />
      </Providers>,
    );
    await user.click(await screen.findByRole('button', { name: 'Actions for Customer 03' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete for good' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Customer 03” for good?' });
    const button = within(confirm).getByRole('button', { name: 'Delete for good' });
    expect(button).toBeDisabled();
    await user.click(within(confirm).getByRole('checkbox', { name: 'I understand it is gone for good' }));
    await user.click(button);
    expect(
      await within(confirm).findByText('This customer has invoices and cannot be deleted. Remove it instead.'),
    ).toBeInTheDocument();
    expect(customers.some((c) => c.id === 3)).toBe(true);
  });

  it('hides what a viewer may not do, and says why', async () => {
    const user = userEvent.setup();
    render(
      <Providers membership={VIEWER}>
        <Page />
      </Providers>,
    );
    await screen.findByText('Customer 01');
    expect(screen.queryByRole('button', { name: 'Add customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    expect(screen.getByText("You don't have permission to add customers.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Customer 01' }));
    const edit = await screen.findByRole('menuitem', { name: /Edit/ });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(edit).toHaveTextContent("You don't have permission to edit customers.");
    // Viewing stays open to a viewer: it leads to the customer's page (its own tests).
    expect(screen.getByRole('menuitem', { name: 'View' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('renders hostile names as text', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    customers = [customer(1, { name: hostile })];
    render(
      <Providers>
        <Page />
      </Providers>,
    );
    expect(await screen.findByText(hostile)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('CustomerPicker', () => {
  it('searches active customers on the server and gives the chosen customer', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Picker() {
      const [value, setValue] = useState('');
      return (
        <CustomerPicker
          aria-label="Customer"
          value={value}
          onChange={(next, row) => {
            setValue(next);
            onChange(next, row);
          }}
        />
      );
    }
    render(
      <Providers>
        <Picker />
      </Providers>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'Customer 1');
    await user.click(await screen.findByRole('option', { name: 'Customer 12' }));
    expect(onChange).toHaveBeenCalledWith('12', expect.objectContaining({ id: 12, name: 'Customer 12' }));
    expect(requests.at(-1)?.url).toBe('/business/v1/12/tools/customers/?location=21&active=true&search=Customer%201');
  });
});
