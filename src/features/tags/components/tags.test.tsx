import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessProvider, type Membership } from '@/features/business';
import type { ListSearch, ListSearchPatch } from '@/lib/list-search';
import { MembershipProvider } from '@/lib/permissions';
import { session } from '@/api/session';
import type { Tag } from '../schemas/tag.schema';
import { TagFormModal } from './tag-form-modal';
import { TagPicker } from './tag-select';
import { TagsList } from './tags-list';
import { TEST_BUSINESS, TEST_OWNER } from '@/test/fixtures';
import { signInForTest } from '@/test/render';

const BUSINESS = TEST_BUSINESS;
const OWNER = TEST_OWNER;

let tags: Tag[];
const item = (id: number, name: string, itemTags: string[]) => ({
  id,
  name,
  tags: itemTags,
  currency: 'NGN',
  type: 'product',
  unit_price: '15000.00',
  cost_price: '9500.00',
  user: 1,
  categories: [],
  image: null,
  images: [],
  description: null,
  barcode_number: null,
  quantity: 4,
  location: 21,
  active: true,
  supplier: null,
  unit: null,
  is_published: false,
  created_at: '2026-01-10T09:00:00Z',
  updated_at: '2026-01-10T09:00:00Z',
});
const requests: { method: string; url: string; body: unknown }[] = [];
let reply: ((request: Request, body: Record<string, unknown> | undefined) => Response) | undefined;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function Providers({ membership = OWNER, children }: { membership?: Membership; children: React.ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <BusinessProvider value={{ businessId: 12, location: 21, business: BUSINESS, membership }}>
        <MembershipProvider membership={membership}>{children}</MembershipProvider>
      </BusinessProvider>
    </QueryClientProvider>
  );
}

/** The tags page with its URL state kept in memory, as the route keeps it in the URL. */
function TagsPage({ initial = {} }: { initial?: ListSearch & { tag?: string } }) {
  const [state, setState] = useState(initial);
  return (
    <TagsList
      search={{ search: state.search, page: state.page }}
      onSearchChange={(patch: ListSearchPatch) => setState((prev) => ({ ...prev, ...patch }))}
      tag={state.tag}
      onTagChange={(tag) => setState((prev) => ({ ...prev, tag }))}
    />
  );
}

beforeEach(() => {
  requests.length = 0;
  reply = undefined;
  tags = [
    { id: 31, name: 'PCS' },
    { id: 32, name: 'Yards' },
    ...Array.from({ length: 23 }, (_, i) => ({ id: 40 + i, name: `Bundle ${String(i + 1).padStart(2, '0')}` })),
  ];
  signInForTest();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : ((await request.json()) as Record<string, unknown>);
      requests.push({ method: request.method, url: `${url.pathname}${url.search}`, body });
      if (reply) return reply(request, body);
      if (url.pathname.endsWith('/tools/tags/')) {
        if (request.method === 'POST') {
          const created = { id: 99, name: String(body?.name) };
          tags.push(created);
          return json(created, 201);
        }
        return json(tags);
      }
      if (url.pathname.endsWith('/tools/inventories/')) {
        return json({
          count: 3,
          next: null,
          previous: null,
          results: [item(1, 'Ankara fabric', ['PCS', 'Yards']), item(2, 'Yardstick', ['PCS']), item(3, 'Lace', ['yards'])],
        });
      }
      return json({ detail: 'Not found.' }, 404);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

// Journeys through several dialogs and lists: jsdom needs longer than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('TagFormModal', () => {
  function renderForm() {
    const onSaved = vi.fn();
    render(
      <Providers>
        <TagFormModal open onOpenChange={vi.fn()} onSaved={onSaved} />
      </Providers>,
    );
    return { onSaved, dialog: screen.getByRole('dialog') };
  }

  it('says a name is required, and at most 50 characters', async () => {
    const user = userEvent.setup();
    const { dialog } = renderForm();
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    expect(await within(dialog).findByText('Tag name is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: /Tag name/ }));
    await user.paste('x'.repeat(51));
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    expect(await within(dialog).findByText('Tag name must be at most 50 characters')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's 'already in use' at the field and keeps the input", async () => {
    const user = userEvent.setup();
    reply = () => json({ name: ['This name is already in use.'] }, 400);
    const { dialog, onSaved } = renderForm();
    await user.type(within(dialog).getByRole('textbox', { name: /Tag name/ }), 'yards');
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    expect(await within(dialog).findByText('This name is already in use.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Tag name/ })).toHaveValue('yards');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('creates a trimmed tag', async () => {
    const user = userEvent.setup();
    const { dialog, onSaved } = renderForm();
    await user.type(within(dialog).getByRole('textbox', { name: /Tag name/ }), '  Bolt  ');
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 99, name: 'Bolt' }));
    expect(requests).toEqual([{ method: 'POST', url: '/business/v1/12/tools/tags/', body: { name: 'Bolt' } }]);
  });
});

describe('TagsList', () => {
  it('pages and searches the whole list in the browser, by name, with one call', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <TagsPage />
      </Providers>,
    );
    const table = await screen.findByRole('table', { name: 'Tags' });
    expect(await within(table).findByText('Bundle 01')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 25')).toBeInTheDocument();
    expect(screen.getByText('25 tags')).toBeInTheDocument();
    // No Active/Removed lists: tags can't be removed.
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(table).findByText('Yards')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search tags' }), 'yard');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('1 tag found')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.startsWith('/business/v1/12/tools/tags/'))).toHaveLength(1);
  });

  it('a new tag is in the list at once (no reload)', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <TagsPage initial={{ search: 'Bolt' }} />
      </Providers>,
    );
    expect(await screen.findByText('No tags match “Bolt”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New tag' }));
    // The form's code loads when it first opens (decision 0036's addendum).
    const dialog = await screen.findByRole('dialog', { name: 'New tag' });
    await user.type(within(dialog).getByRole('textbox', { name: /Tag name/ }), 'Bolt');
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    expect(await within(screen.getByRole('table', { name: 'Tags' })).findByText('Bolt')).toBeInTheDocument();
  });

  it('shows the items carrying the tag chosen in the TagSelect (exact tag, any case)', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <TagsPage />
      </Providers>,
    );
    const section = await screen.findByRole('region', { name: 'Items with a tag' });
    await user.click(within(section).getByRole('combobox', { name: 'Tag' }));
    await user.click(await screen.findByRole('option', { name: 'Yards' }));
    const items = await within(section).findByRole('table', { name: 'Items tagged Yards' });
    expect(await within(items).findByText('Ankara fabric')).toBeInTheDocument();
    expect(within(items).getByText('Lace')).toBeInTheDocument();
    expect(within(items).queryByText('Yardstick')).not.toBeInTheDocument();
    expect(
      requests.some(
        (r) => r.url.includes('/tools/inventories/?') && r.url.includes('search=Yards') && r.url.includes('location=21'),
      ),
    ).toBe(true);
  });

  it("a row's action chooses its tag", async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <TagsPage initial={{ search: 'pcs' }} />
      </Providers>,
    );
    // The table re-renders once after its first paint (it measures itself), which may close a
    // menu opened just before: open it until it stays open.
    await waitFor(
      async () => {
        if (!screen.queryByRole('menu')) await user.click(screen.getByRole('button', { name: 'Actions for PCS' }));
        expect(screen.getByRole('menu')).toBeInTheDocument();
      },
      { timeout: 5000 },
    );
    await user.click(screen.getByRole('menuitem', { name: 'Show items with this tag' }));
    const section = screen.getByRole('region', { name: 'Items with a tag' });
    expect(within(section).getByRole('combobox', { name: 'Tag' })).toHaveValue('PCS');
    const items = await within(section).findByRole('table', { name: 'Items tagged PCS' });
    expect(await within(items).findByText('Yardstick')).toBeInTheDocument();
  });

  it('without inventory view or tag create: no items, no create button, the reason shown', async () => {
    const clerk: Membership = { ...OWNER, is_owner: false, member_id: 601, permissions: [140] };
    render(
      <Providers membership={clerk}>
        <TagsPage />
      </Providers>,
    );
    expect(await screen.findByText(/You need permission to view inventory/)).toBeInTheDocument();
    expect(await screen.findByText('Bundle 01')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New tag' })).not.toBeInTheDocument();
    expect(screen.getByText("You don't have permission to add tags.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('/tools/inventories/'))).toBe(false);
  });
});

describe('TagPicker', () => {
  it('adds tags from the list and removes them from their chips', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Picker() {
      const [value, setValue] = useState<string[]>(['PCS']);
      return (
        <TagPicker
          aria-label="Tags"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(
      <Providers>
        <Picker />
      </Providers>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    expect(screen.queryByRole('option', { name: 'PCS' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Yards' }));
    expect(onChange).toHaveBeenLastCalledWith(['PCS', 'Yards']);
    await user.click(screen.getByRole('button', { name: 'Remove tag PCS' }));
    expect(onChange).toHaveBeenLastCalledWith(['Yards']);
  });
});
