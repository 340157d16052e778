import { describe, expect, it } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { filterItems, indexItems, isLowStock, nextSort, parseSort, sortItems, viewOf, worthOf } from './full-list';

type InventoryItem = BusinessSchemas['InventoryItem'];

let nextId = 1;
function item(patch: Partial<InventoryItem> = {}): InventoryItem {
  const id = nextId++;
  return {
    id,
    name: `Item ${id}`,
    tags: [],
    currency: 'NGN',
    type: 'product',
    unit_price: '1000.00',
    cost_price: '600.00',
    user: 1,
    categories: [],
    image: null,
    images: [],
    description: null,
    barcode_number: null,
    quantity: 10,
    location: 21,
    active: true,
    supplier: null,
    unit: 'piece',
    is_published: false,
    low_stock_threshold: null,
    created_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-01T09:00:00Z',
    ...patch,
  };
}

const names = (rows: { item: InventoryItem }[]) => rows.map((row) => row.item.name);

describe('the full list in the browser', () => {
  const lace = item({ name: 'Swiss lace', tags: ['Fabric'], barcode_number: '5901234123457', unit_price: '25000', quantity: 4 });
  const aso = item({ name: 'Aso oke', tags: ['fabric', 'Premium'], unit_price: '9000.50', quantity: 2, low_stock_threshold: 5 });
  const tailoring = item({ name: 'Tailoring', type: 'service', unit_price: '15000', quantity: 0, is_published: true });
  const ankara = item({
    name: 'ankara print',
    description: 'Wax print from Aba',
    unit_price: '9000.5',
    quantity: 30,
    cost_price: '0.10',
  });
  const all = indexItems([lace, aso, tailoring, ankara]);

  it('searches name, barcode, description and tags, ignoring case and spaces around the text', () => {
    expect(names(filterItems(all, { search: '  LACE ' }))).toEqual(['Swiss lace']);
    expect(names(filterItems(all, { search: '123412' }))).toEqual(['Swiss lace']);
    expect(names(filterItems(all, { search: 'aba' }))).toEqual(['ankara print']);
    expect(names(filterItems(all, { search: 'premium' }))).toEqual(['Aso oke']);
    expect(filterItems(all, { search: 'nothing like this' })).toEqual([]);
  });

  it('does not match across two fields', () => {
    // 'Swiss lace' then 'fabric' (its tag): 'lace fabric' is no text of the item.
    expect(filterItems(all, { search: 'lacefabric' })).toEqual([]);
    expect(filterItems(all, { search: 'lace\nfabric' })).toEqual([]);
  });

  it('treats hostile text as text', () => {
    const hostile = indexItems([item({ name: '<img src=x onerror=alert(1)>' }), item({ name: '.*' })]);
    expect(names(filterItems(hostile, { search: '<img' }))).toEqual(['<img src=x onerror=alert(1)>']);
    expect(names(filterItems(hostile, { search: '.*' }))).toEqual(['.*']);
    expect(filterItems(hostile, { search: '(' })).toHaveLength(1);
  });

  it('applies the type, published, low stock and tag filters like the server', () => {
    expect(names(filterItems(all, { type: 'service' }))).toEqual(['Tailoring']);
    expect(names(filterItems(all, { type: 'product' }))).toEqual(['Swiss lace', 'Aso oke', 'ankara print']);
    expect(names(filterItems(all, { published: true }))).toEqual(['Tailoring']);
    expect(names(filterItems(all, { published: false }))).toHaveLength(3);
    expect(names(filterItems(all, { low: true }))).toEqual(['Aso oke']);
    expect(names(filterItems(all, { tag: 'FABRIC' }))).toEqual(['Swiss lace', 'Aso oke']);
    expect(names(filterItems(all, { tag: 'fab' }))).toEqual([]);
    expect(names(filterItems(all, { tag: 'fabric', search: 'aso' }))).toEqual(['Aso oke']);
  });

  it('low stock is at or below the threshold, for products with one only', () => {
    expect(isLowStock({ type: 'product', quantity: 5, low_stock_threshold: 5 })).toBe(true);
    expect(isLowStock({ type: 'product', quantity: 6, low_stock_threshold: 5 })).toBe(false);
    expect(isLowStock({ type: 'product', quantity: 0, low_stock_threshold: null })).toBe(false);
    expect(isLowStock({ type: 'service', quantity: 0, low_stock_threshold: 5 })).toBe(false);
  });

  it('stock worth is cost x quantity in minor units (never a float), services none', () => {
    expect(worthOf({ type: 'product', cost_price: '0.10', quantity: 3 })).toBe(30n);
    expect(worthOf({ type: 'product', cost_price: '600.00', quantity: 10 })).toBe(600000n);
    expect(worthOf({ type: 'service', cost_price: '600.00', quantity: 10 })).toBe(0n);
  });

  it('sorts by name (ignoring case), quantity, price and worth, both ways; ties keep the server order', () => {
    expect(names(sortItems(all, 'name'))).toEqual(['ankara print', 'Aso oke', 'Swiss lace', 'Tailoring']);
    expect(names(sortItems(all, '-name'))).toEqual(['Tailoring', 'Swiss lace', 'Aso oke', 'ankara print']);
    expect(names(sortItems(all, 'quantity'))).toEqual(['Tailoring', 'Aso oke', 'Swiss lace', 'ankara print']);
    // 9000.50 and 9000.5 are the same price: the server's order between them stays.
    expect(names(sortItems(all, 'price'))).toEqual(['Aso oke', 'ankara print', 'Tailoring', 'Swiss lace']);
    expect(names(sortItems(all, '-price'))).toEqual(['Swiss lace', 'Tailoring', 'Aso oke', 'ankara print']);
    // Worth: lace 4 x 600, aso 2 x 600, tailoring none, ankara 30 x 0.10.
    expect(names(sortItems(all, '-worth'))).toEqual(['Swiss lace', 'Aso oke', 'ankara print', 'Tailoring']);
    expect(names(sortItems(all, undefined))).toEqual(names(all));
  });

  it('never changes the indexed list it is given', () => {
    const before = names(all);
    viewOf(all, { sort: '-name', search: 'a' });
    expect(names(all)).toEqual(before);
  });

  it('cycles a header: ascending, descending, then the server order', () => {
    expect(nextSort(undefined, 'price')).toBe('price');
    expect(nextSort('price', 'price')).toBe('-price');
    expect(nextSort('-price', 'price')).toBeUndefined();
    expect(nextSort('-price', 'name')).toBe('name');
    expect(parseSort('-worth')).toEqual({ key: 'worth', direction: 'desc' });
    expect(parseSort(undefined)).toBeNull();
  });

  it('searches 9,999 items well within 50 ms', () => {
    const many = indexItems(
      Array.from({ length: 9_999 }, (_, index) =>
        item({
          name: `Product ${index} ${['lace', 'aso oke', 'ankara', 'george'][index % 4]}`,
          barcode_number: String(5_900_000_000_000 + index),
          tags: index % 3 === 0 ? ['fabric'] : [],
          description: index % 5 === 0 ? 'Imported from Accra' : null,
        }),
      ),
    );
    const timings: number[] = [];
    let found = 0;
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      found = viewOf(many, { search: 'george', tag: 'fabric', sort: 'name' }).length;
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    expect(found).toBe(833);
    expect(timings[2]).toBeLessThan(50);
  });
});
