import { useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { anInventoryItem } from '@/test/fixtures';
import { expectInertDom, renderWithApp } from '@/test/render';
import { installFakeScrollLayout } from '@/test/scroll-layout';
import type { InventorySearch } from '../../search';
import { FullInventoryPage } from './full-inventory-page';
import { FULL_LIST_VIRTUAL_FROM, preloadFullListVirtual } from './full-list-grid';
import { forgetPositions } from './scroll-memory';

const LIST = '/business/v1/{businessId}/tools/inventories/';
const TAGS = '/business/v1/{businessId}/tools/tags/';

type Item = BusinessSchemas['InventoryItem'];

const item = anInventoryItem;

function Path() {
  return <output data-testid="path">{useRouterState({ select: (state) => state.location.pathname })}</output>;
}

function Harness({ initial = { view: 'all' } }: { initial?: InventorySearch }) {
  const [search, setSearch] = useState<InventorySearch>(initial);
  return (
    <>
      <output data-testid="url">{JSON.stringify(search)}</output>
      <Path />
      <FullInventoryPage search={search} onSearchChange={(patch) => setSearch((prev) => ({ ...prev, ...patch }))} />
    </>
  );
}

function stub(results: Item[]) {
  return stubApi()
    .on('get', LIST, { status: 200, body: { count: results.length, next: null, previous: null, results } })
    .on('get', TAGS, { status: 200, body: [{ id: 1, name: 'Fabric' }] });
}

const many = (count: number) => Array.from({ length: count }, (_, index) => item(count - index));
const grid = () => screen.getByRole('grid', { name: 'All items' });
const renderedRows = () =>
  within(grid())
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
const activeRow = () => document.getElementById(grid().getAttribute('aria-activedescendant') ?? '');
const urlState = () => JSON.parse(screen.getByTestId('url').textContent ?? '{}') as Record<string, unknown>;

installFakeScrollLayout();
beforeEach(() => forgetPositions());

// The virtualizer's code (on demand in the app) is in before the long lists render.
beforeAll(() => preloadFullListVirtual());

describe('FullInventoryPage', () => {
  it('draws every row of a list of a hundred, without the virtualizer; a longer one virtualised', async () => {
    stub(many(FULL_LIST_VIRTUAL_FROM - 1));
    const short = renderWithApp(<Harness />, { routerPath: '/' });
    expect(await screen.findByText('100 items')).toBeInTheDocument();
    expect(grid()).not.toHaveAttribute('data-windowed');
    expect(renderedRows()).toHaveLength(100);
    short.unmount();

    stub(many(FULL_LIST_VIRTUAL_FROM));
    renderWithApp(<Harness />, { routerPath: '/' });
    expect(await screen.findByText('101 items')).toBeInTheDocument();
    expect(grid()).toHaveAttribute('data-windowed', 'true');
    expect(renderedRows().length).toBeLessThanOrEqual(30);
  });

  it('asks once for every item and keeps only a screenful of rows in the page', async () => {
    const api = stub(many(2000));
    renderWithApp(<Harness />, { routerPath: '/' });
    expect(await screen.findByText('2,000 items')).toBeInTheDocument();
    const calls = api.calls('get', LIST);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get('page_size')).toBe('9999');
    expect(calls[0]!.query.get('active')).toBe('true');
    expect(grid()).toHaveAttribute('aria-rowcount', '2001');
    const rows = renderedRows();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThanOrEqual(60);
    expect(rows[0]).toHaveTextContent('Item 2000');
    expect(rows[0]).toHaveTextContent('₦1,500.00');
    // Stock worth: 10 x ₦1,000.
    expect(rows[0]).toHaveTextContent('₦10,000.00');
  });

  it('searches and filters in the browser, with the count of the whole list', async () => {
    const api = stub([
      item(3, { name: 'Swiss lace', tags: ['Fabric'], quantity: 2, low_stock_threshold: 5 }),
      item(2, { name: 'Tailoring', type: 'service', quantity: 0 }),
      item(1, { name: 'Ankara', barcode_number: '5901234123457' }),
    ]);
    const { user } = renderWithApp(<Harness />, { routerPath: '/' });
    await screen.findByText('3 items');
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), '1234123{Enter}');
    await waitFor(() => expect(renderedRows()).toHaveLength(1));
    expect(renderedRows()[0]).toHaveTextContent('Ankara');
    expect(screen.getByText('1 item of 3')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search items' }));
    await user.keyboard('{Enter}');
    // The filters are behind their button (their code loads on demand): closed until pressed.
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Stock' })).not.toBeInTheDocument();
    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Stock' }), 'low');
    await waitFor(() => expect(renderedRows()).toHaveLength(1));
    expect(renderedRows()[0]).toHaveTextContent('Swiss lace');
    expect(renderedRows()[0]).toHaveTextContent('Low stock');
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'service');
    await waitFor(() => expect(renderedRows()).toHaveLength(1));
    expect(renderedRows()[0]).toHaveTextContent('Tailoring');
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'nothing like it{Enter}');
    expect(await screen.findByText('No items match “nothing like it”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(renderedRows()).toHaveLength(3));
    // Never a second call: all of it ran in the browser.
    expect(api.calls('get', LIST)).toHaveLength(1);
  });

  it('sorts by a column header, ascending then descending, with aria-sort', async () => {
    stub([
      item(1, { name: 'Cheap', unit_price: '900.50' }),
      item(2, { name: 'Dear', unit_price: '25000' }),
      item(3, { name: 'Mid', unit_price: '9000' }),
    ]);
    const { user } = renderWithApp(<Harness />, { routerPath: '/' });
    await screen.findByText('3 items');
    const header = () => screen.getByRole('columnheader', { name: /Selling price/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header()).getByRole('button'));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    expect(urlState().sort).toBe('price');
    const names = () => renderedRows().map((row) => within(row).getByRole('link').textContent);
    expect(names()).toEqual(['Cheap', 'Mid', 'Dear']);
    await user.click(within(header()).getByRole('button'));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Dear', 'Mid', 'Cheap']);
    await user.click(within(header()).getByRole('button'));
    expect(header()).toHaveAttribute('aria-sort', 'none');
    expect(urlState().sort).toBeUndefined();
    expect(names()).toEqual(['Cheap', 'Dear', 'Mid']);
  });

  it('moves between rows by keyboard and opens the active one with Enter', async () => {
    stub(many(2000));
    const { user } = renderWithApp(<Harness />, { routerPath: '/' });
    await screen.findByText('2,000 items');
    grid().focus();
    expect(activeRow()).toHaveTextContent('Item 2000');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(activeRow()).toHaveTextContent('Item 1999');
    await user.keyboard('{End}');
    await waitFor(() => expect(activeRow()).toHaveTextContent('Item 0001'));
    expect(activeRow()).toHaveAttribute('aria-rowindex', '2001');
    expect(renderedRows().length).toBeLessThanOrEqual(60);
    await user.keyboard('{Home}');
    await waitFor(() => expect(activeRow()).toHaveTextContent('Item 2000'));
    await user.keyboard('{PageDown}');
    // 600 px less the header, 56 px rows: nine rows a page.
    await waitFor(() => expect(activeRow()).toHaveTextContent('Item 1991'));
    await user.keyboard('{PageUp}{ArrowUp}');
    expect(activeRow()).toHaveTextContent('Item 2000');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/b/12/inventory/1999'));
  });

  it('comes back to the row it was left at', async () => {
    stub(many(2000));
    const first = renderWithApp(<Harness />, { routerPath: '/' });
    await screen.findByText('2,000 items');
    grid().focus();
    await first.user.keyboard('{End}');
    await waitFor(() => expect(activeRow()).toHaveTextContent('Item 0001'));
    fireEvent.scroll(grid(), { target: { scrollTop: 1999 * 56 } });
    first.unmount();

    stub(many(2000));
    renderWithApp(<Harness />, { routerPath: '/' });
    await screen.findByText('2,000 items');
    expect(activeRow()).toHaveTextContent('Item 0001');
    expect(renderedRows().some((row) => row.textContent?.includes('Item 0001'))).toBe(true);
    expect(renderedRows().some((row) => row.textContent?.includes('Item 2000'))).toBe(false);
  });

  it('shows cards on a phone, still virtualised, with a sort picker', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })),
    );
    stub(many(500));
    const { user } = renderWithApp(<Harness />, { routerPath: '/' });
    await screen.findByText('500 items');
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    const cards = document.querySelectorAll('[data-slot="full-list-card"]');
    expect(cards.length).toBeGreaterThan(3);
    expect(cards.length).toBeLessThanOrEqual(60);
    expect(cards[0]).toHaveTextContent('Item 0500');
    expect(cards[0]).toHaveTextContent('₦1,500.00');
    expect(cards[0]).toHaveTextContent('10 piece');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    await waitFor(() => expect(document.querySelector('[data-slot="full-list-card"]')).toHaveTextContent('Item 0001'));
  });

  it('renders hostile names as text', async () => {
    stub(HOSTILE_NAMES.map((name, index) => item(index + 1, { name })));
    const { container } = renderWithApp(<Harness />, { routerPath: '/' });
    await screen.findByText(`${HOSTILE_NAMES.length} items`);
    expect(renderedRows().length).toBe(HOSTILE_NAMES.length);
    expectInertDom(container);
  });

  it('says when the list cannot load, and Retry asks again', async () => {
    const api = stub(many(3)).failNext('get', LIST, { status: 403, body: { detail: 'You may not see the inventory.' } });
    const { user } = renderWithApp(<Harness />, { routerPath: '/' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You may not see the inventory.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 items')).toBeInTheDocument();
    expect(api.calls('get', LIST)).toHaveLength(2);
  });
});
