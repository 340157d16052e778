import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import type { VaultPlace, VaultSearch } from './search';
import { LAYOUT_KEY, VaultBrowser } from './vault-browser';
import { STORAGE, aFile, aFolder } from './test-data';
import { stubVault } from './vault-stub';

vi.setConfig({ testTimeout: 20_000 });

// jsdom has no layout: a 600 px high list, as a browser's (the virtualizer renders what fits).
const LAYOUT_PROPS = ['clientHeight', 'offsetHeight', 'offsetWidth', 'scrollHeight'] as const;
const saved = LAYOUT_PROPS.map((name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const);
beforeEach(() => {
  const sizes = { clientHeight: 600, offsetHeight: 600, offsetWidth: 800, scrollHeight: 1_000_000 };
  for (const name of LAYOUT_PROPS)
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => sizes[name] });
});
afterEach(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else Reflect.deleteProperty(HTMLElement.prototype, name);
  }
});

const FOLDERS = [aFolder(12, 'Receipts'), aFolder(11, 'Contracts')];
const FILES = [
  aFile(101, 'b-invoice.pdf'),
  aFile(102, 'a-photo.jpg', { mimetype: 'image/jpeg', file_size: '3.00', file_size_unit: 'MB' }),
  aFile(103, 'c-notes.txt', { file_size: '20.00', file_size_unit: 'B' }),
];

function stubRoot(files = FILES, folders = FOLDERS) {
  return stubVault()
    .on('get', '/folders/', { status: 200, body: folders })
    .on('get', '/files/', { status: 200, body: files })
    .on('get', '/storage_usage/', { status: 200, body: STORAGE })
    .on('get', '/tags/', { status: 200, body: [{ id: 7, name: 'Tax', color: '#6B7280' }] });
}

function renderBrowser(place: VaultPlace = { kind: 'root' }, search: VaultSearch = {}) {
  const onOpenFile = vi.fn();
  const onSearchChange = vi.fn();
  const result = renderWithApp(
    <VaultBrowser place={place} search={search} onSearchChange={onSearchChange} onOpenFile={onOpenFile} />,
    {
      routerPath: '/vault',
    },
  );
  return { ...result, onOpenFile, onSearchChange };
}

const names = () =>
  within(screen.getByRole('grid'))
    .getAllByRole('row')
    .map((row) => row.querySelector('[title]')?.getAttribute('title'));
const row = (name: string) => screen.getAllByRole('row').find((r) => r.querySelector(`[title="${CSS.escape(name)}"]`))!;

describe('VaultBrowser', () => {
  it('lists folders first, then files, each by name; sorts and searches from the URL', async () => {
    stubRoot();
    renderBrowser();
    await screen.findByRole('grid', { name: 'All files' });
    expect(names()).toEqual(['Contracts', 'Receipts', 'a-photo.jpg', 'b-invoice.pdf', 'c-notes.txt']);
  });

  it('sorts by size, largest first, and filters by name', async () => {
    stubRoot();
    renderBrowser({ kind: 'root' }, { sort: '-size', q: 'o' });
    await screen.findByRole('grid');
    // 'o' matches Contracts, a-photo, b-invoice, c-notes (Receipts has none).
    expect(names()).toEqual(['Contracts', 'a-photo.jpg', 'b-invoice.pdf', 'c-notes.txt']);
  });

  it('selects with click, Ctrl-click, Shift-click and select all', async () => {
    stubRoot();
    const { user } = renderBrowser();
    await screen.findByRole('grid');
    await user.click(row('Contracts'));
    expect(row('Contracts')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Shift>}');
    await user.click(row('a-photo.jpg'));
    await user.keyboard('{/Shift}');
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.keyboard('{Control>}');
    await user.click(row('Receipts'));
    await user.keyboard('{/Control}');
    expect(row('Receipts')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(row('c-notes.txt'));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('5 selected')).toBeInTheDocument();
  });

  it('moves with the arrows, opens a file with Enter (with its siblings), and Delete asks before binning', async () => {
    const api = stubRoot().on('delete', '/file_uploads/{id}/', { status: 204 });
    const { user, onOpenFile } = renderBrowser();
    const grid = await screen.findByRole('grid');
    grid.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(grid.getAttribute('aria-activedescendant')).toBe(row('b-invoice.pdf').id);
    await user.keyboard('{Enter}');
    expect(onOpenFile).toHaveBeenCalledWith(expect.objectContaining({ id: 101 }), [
      expect.objectContaining({ id: 102 }),
      expect.objectContaining({ id: 101 }),
      expect.objectContaining({ id: 103 }),
    ]);
    await user.keyboard('{ArrowUp}'); // a-photo.jpg
    await user.keyboard(' ');
    expect(row('a-photo.jpg')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Delete}');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Move “a-photo.jpg” to the bin?');
    expect(api.calls('delete', '/file_uploads/{id}/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Move to bin' }));
    await waitFor(() => expect(api.calls('delete', '/file_uploads/{id}/')).toHaveLength(1));
    expect(api.calls('delete', '/file_uploads/{id}/')[0]!.params).toEqual({ id: '102' });
    expect(await screen.findByText('“a-photo.jpg” moved to the bin.')).toBeInTheDocument();
  });

  it('Delete with nothing selected asks about the active item', async () => {
    const api = stubRoot().on('delete', '/folders/{id}/', { status: 204 });
    const { user } = renderBrowser();
    const grid = await screen.findByRole('grid');
    grid.focus();
    await user.keyboard('{ArrowDown}{Delete}');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Move “Receipts” to the bin?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('delete', '/folders/{id}/')).toHaveLength(0);
  });

  it('favourites the selection, one call per item', async () => {
    const api = stubRoot()
      .on('patch', '/folders/{id}/', ({ params }) => ({
        status: 200,
        body: aFolder(Number(params.id), 'x', { is_starred: true }),
      }))
      .on('patch', '/file_uploads/{id}/', ({ params }) => ({
        status: 200,
        body: aFile(Number(params.id), 'x', { is_starred: true }),
      }));
    const { user } = renderBrowser();
    await screen.findByRole('grid');
    await user.click(row('Receipts'));
    await user.keyboard('{Control>}');
    await user.click(row('b-invoice.pdf'));
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('button', { name: 'Favourite' }));
    await waitFor(() => expect(api.calls('patch', '/file_uploads/{id}/')).toHaveLength(1));
    expect(api.calls('patch', '/folders/{id}/').map((c) => [c.params, c.body])).toEqual([[{ id: '12' }, { is_starred: true }]]);
    expect(api.calls('patch', '/file_uploads/{id}/').map((c) => [c.params, c.body])).toEqual([
      [{ id: '101' }, { is_starred: true }],
    ]);
    expect(await screen.findByText('2 items added to favourites.')).toBeInTheDocument();
  });

  it('remembers list or grid', async () => {
    stubRoot();
    localStorage.removeItem(LAYOUT_KEY);
    const { user } = renderBrowser();
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(screen.getByRole('grid')).toHaveAttribute('data-layout', 'grid');
    expect(localStorage.getItem(LAYOUT_KEY)).toBe('grid');
    localStorage.removeItem(LAYOUT_KEY);
  });

  it('shows the bin with restore, and empties it only after asking twice', async () => {
    const api = stubVault()
      .on('get', '/bins/', {
        status: 200,
        body: { files: [{ ...aFile(101, 'old.pdf', { is_deleted: true }), deleted_at: '2026-11-01T10:00:00Z' }], folders: [] },
      })
      .on('get', '/storage_usage/', { status: 200, body: STORAGE })
      .on('post', '/bins/retrieve_item/', { status: 200, body: { item_type: 'file', id: 101, detail: 'File restored.' } })
      .on('post', '/bins/empty/', { status: 200, body: { files: 1, folders: 0, detail: 'Bin emptied.' } });
    const { user } = renderBrowser({ kind: 'bin' });
    await screen.findByRole('grid', { name: 'Bin' });
    expect(row('old.pdf')).toHaveTextContent('Deleted 1 Nov 2026');
    await user.click(row('old.pdf'));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.calls('post', '/bins/retrieve_item/')).toHaveLength(1));
    expect(api.calls('post', '/bins/retrieve_item/')[0]!.body).toEqual({ item_type: 'file', id: 101 });

    await user.click(screen.getByRole('button', { name: 'Empty bin' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete for good' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I understand these files cannot be recovered' }));
    expect(api.calls('post', '/bins/empty/')).toHaveLength(0);
    await user.click(confirm);
    await waitFor(() => expect(api.calls('post', '/bins/empty/')).toHaveLength(1));
    expect(await screen.findByText('Bin emptied.')).toBeInTheDocument();
  });

  it('says why a place could not load and retries', async () => {
    const vault = stubRoot();
    // A 404 is not retried by the query client: the message shows at once.
    vault.api.failNext('get', '/files/' as never, { status: 404, body: { detail: 'The vault is not reachable.' } });
    const { user } = renderBrowser();
    expect(await screen.findByText('The vault is not reachable.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });

  it('shows a folder with its breadcrumb', async () => {
    stubVault()
      .on('get', '/folders/{id}/', {
        status: 200,
        body: {
          ...aFolder(13, 'Q3', { parent: 12 }),
          ancestors: [{ id: 12, name: 'Invoices' }],
          folders: [],
          files: [aFile(104, 'inv.pdf', { folder: 13, root: false })],
        },
      })
      .on('get', '/storage_usage/', { status: 200, body: STORAGE })
      .on('get', '/tags/', { status: 200, body: [] });
    renderBrowser({ kind: 'folder', id: 13 });
    expect(await screen.findByRole('heading', { name: 'Q3' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/vault/folders/12');
    expect(within(crumbs).getByRole('link', { name: 'Vault' })).toHaveAttribute('href', '/vault');
    expect(names()).toEqual(['inv.pdf']);
  });
});

describe('hostile names', () => {
  it.each(HOSTILE_NAMES)('%j is shown as text in the list, the breadcrumb and the title', async (text) => {
    stubVault()
      .on('get', '/folders/{id}/', {
        status: 200,
        body: {
          ...aFolder(13, text, { parent: 12 }),
          ancestors: [{ id: 12, name: text }],
          folders: [aFolder(14, text, { parent: 13 })],
          files: [aFile(104, text, { folder: 13, root: false })],
        },
      })
      .on('get', '/storage_usage/', { status: 200, body: STORAGE })
      .on('get', '/tags/', { status: 200, body: [] });
    renderBrowser({ kind: 'folder', id: 13 });
    await screen.findByRole('grid');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(text);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link')[1]!.textContent).toBe(text);
    expect(within(screen.getByRole('grid')).getAllByTitle(text)).toHaveLength(2);
    expectInertDom();
  });
});
