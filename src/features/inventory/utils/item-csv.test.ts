import { describe, expect, it } from 'vitest';
import { matchColumns, planImport, readImportFile, templateCsv, valuesOf } from '@/components/csv-import';
import { parseCsv } from '@/lib/csv';
import type { InventoryItem } from '../schemas/item';
import {
  ITEM_CSV_COLUMNS,
  ITEM_IMPORT_FIELDS,
  checkItemRow,
  itemKeys,
  itemRowKeys,
  itemTemplateExample,
  itemsToCsv,
} from './item-csv';

const LOCATION = 21;

const item = (id: number, fields: Partial<InventoryItem> = {}): InventoryItem => ({
  id,
  name: `Item ${id}`,
  tags: ['PCS'],
  currency: 'NGN',
  type: 'product',
  unit_price: '1500.00',
  cost_price: '900.00',
  user: 1,
  categories: [],
  image: null,
  images: [],
  description: null,
  barcode_number: null,
  quantity: 10,
  location: LOCATION,
  active: true,
  supplier: null,
  unit: null,
  is_published: false,
  low_stock_threshold: null,
  created_at: '2026-02-14T11:20:00Z',
  updated_at: '2026-02-14T11:20:00Z',
  ...fields,
});

/** A file read the way the import does, with the columns it matches by itself. */
async function readItemsCsv(text: string, existing: InventoryItem[] = []) {
  const file = await readImportFile(text);
  const mapping = matchColumns(file.headers, ITEM_IMPORT_FIELDS);
  const checked = file.rows.map((row) => ({
    line: row.line,
    check: checkItemRow(valuesOf(row.cells, mapping, ITEM_IMPORT_FIELDS), LOCATION),
  }));
  return {
    mapping,
    plan: planImport(checked, existing, { ofInput: itemRowKeys, ofExisting: itemKeys, nameOf: (i) => i.name }, file.problems),
  };
}

/** What an item's import body must say for the item to come back unchanged. */
const asInput = (i: InventoryItem) => ({
  type: i.type,
  name: i.name,
  tags: [i.tags[0]],
  unit_price: i.unit_price,
  cost_price: i.cost_price,
  quantity: i.type === 'service' ? 0 : i.quantity,
  barcode_number: i.barcode_number,
  description: i.description,
  categories: i.categories,
  location: LOCATION,
  low_stock_threshold: i.type === 'service' ? null : i.low_stock_threshold,
  supplier: null,
  active: true,
});

const UNITS = ['PCS', 'KG', 'CARTON', 'YARD', 'Bag of 50'];
const TRICKY = [
  'Okafor, "Big" Tote',
  '=HYPERLINK("http://evil.example","click")',
  '+234 phone case',
  '-10% promo pack',
  '@home slippers',
  "'Quoted' rice",
  'Line one\nline two',
  '<script>alert(1)</script>',
  'مرحبا 🎉👩🏽‍💻 Ọjà',
];

/** 1,000 varied items: services, prices with and without kobo, barcodes, categories, alerts, tricky names. */
function thousandItems(): InventoryItem[] {
  return Array.from({ length: 1000 }, (_, index) => {
    const id = index + 1;
    const service = id % 7 === 0;
    return item(id, {
      name: id <= TRICKY.length ? TRICKY[index]! : `Item ${id} ${UNITS[id % UNITS.length]}`,
      type: service ? 'service' : 'product',
      tags: [UNITS[id % UNITS.length]!],
      unit_price: `${(id * 137) % 1_000_000}.${String(id % 100).padStart(2, '0')}`,
      cost_price: id % 5 === 0 ? '0.00' : `${(id * 53) % 500_000}.50`,
      quantity: service ? 0 : (id * 31) % 5000,
      barcode_number: id % 3 === 0 ? `59012341${String(id).padStart(5, '0')}` : null,
      description: id % 4 === 0 ? `Description, with "quotes"; and = sign ${id}` : null,
      categories: id % 2 === 0 ? ['Bags', `Group ${id % 9}`] : [],
      low_stock_threshold: service || id % 6 === 0 ? null : id % 20,
    });
  });
}

describe('items CSV', () => {
  it('writes the documented columns, money as decimal strings', async () => {
    const text = await itemsToCsv([
      item(1, {
        name: 'Ankara tote',
        unit_price: '12500.00',
        cost_price: '8000.5',
        quantity: 24,
        tags: ['CARTON'],
        barcode_number: '5901234123457',
        categories: ['Bags', 'Fabric'],
        low_stock_threshold: 5,
        description: 'Lined',
      }),
    ]);
    const [head, row] = await parseCsv(text);
    expect(head!.fields).toEqual([...ITEM_CSV_COLUMNS]);
    expect(row!.fields).toEqual([
      'Ankara tote',
      'product',
      '24',
      'CARTON',
      '12500.00',
      '8000.50',
      '5901234123457',
      'Lined',
      'Bags; Fabric',
      '5',
    ]);
  });

  it('round-trips 1,000 items: export -> parse -> import plan changes nothing', async () => {
    const items = thousandItems();
    const { mapping, plan } = await readItemsCsv(await itemsToCsv(items));
    expect(mapping).toEqual([...ITEM_CSV_COLUMNS]);
    expect(plan.invalid).toEqual([]);
    expect(plan.rows).toHaveLength(1000);
    expect(plan.rows.filter((row) => row.duplicate !== null)).toEqual([]);
    expect(plan.rows.map((row) => row.input)).toEqual(items.map(asInput));
  });

  it('finds every exported item again as a duplicate when the same file is imported into the same stock', async () => {
    const items = thousandItems().slice(0, 50);
    const { plan } = await readItemsCsv(await itemsToCsv(items), items);
    expect(plan.rows.every((row) => row.duplicate?.of === 'existing')).toBe(true);
    expect(plan.rows.map((row) => row.duplicate?.of === 'existing' && row.duplicate.id)).toEqual(items.map((i) => i.id));
  });

  it('guards formulas with an apostrophe so a spreadsheet shows them as text, and reads them back exactly', async () => {
    const text = await itemsToCsv([item(1, { name: '=1+1', description: '@SUM(A1:A9)', barcode_number: '-5' })]);
    const [, row] = await parseCsv(text);
    expect(row!.fields[0]).toBe("'=1+1");
    expect(row!.fields[6]).toBe("'-5");
    expect(row!.fields[7]).toBe("'@SUM(A1:A9)");
    const { plan } = await readItemsCsv(text);
    expect(plan.rows[0]!.input).toMatchObject({ name: '=1+1', description: '@SUM(A1:A9)', barcode_number: '-5' });
  });

  it('lists bad rows with their line numbers and the form’s reasons, and keeps the good ones', async () => {
    const { plan } = await readItemsCsv(
      [
        'Product Name,Qty,Price,Cost,Type,Reorder level,SKU',
        'Rice 50kg,"1,200","85,000.00",70000,product,10,RICE50',
        ',5,100,50,product,,',
        'Beans,-3,100,50,product,,',
        'Garri,5,abc,50,product,,',
        'Oil,5,-100,50,,,',
        'Delivery,,2500,,service,,',
        'Yam,2.5,100,,product,,',
        'Soap,5,100,,gadget,,',
        'Salt,5,,,product,,',
        'Pepper,5,100,,product,,has space',
        '"Multi',
        'line",1,100,,product,,',
        'Too,few',
      ].join('\r\n'),
    );
    expect(plan.invalid).toEqual([
      { line: 3, message: 'Name is required' },
      { line: 4, message: 'Quantity must be a whole number of 0 or more' },
      { line: 5, message: 'Selling price: Enter a price like 1500 or 1500.50' },
      { line: 6, message: 'Selling price cannot be negative' },
      { line: 8, message: 'Quantity must be a whole number of 0 or more' },
      { line: 9, message: 'Type: write product or service, not “gadget”' },
      { line: 10, message: 'Selling price is required' },
      { line: 11, message: 'Barcode: A barcode has no spaces' },
      { line: 14, message: 'has 2 values, expected 7.' },
    ]);
    expect(plan.rows.map((row) => [row.line, row.input.name, row.input.quantity, row.input.unit_price])).toEqual([
      [2, 'Rice 50kg', 1200, '85000.00'],
      [7, 'Delivery', 0, '2500.00'],
      [12, 'Multi\r\nline', 1, '100.00'],
    ]);
    expect(plan.rows[0]!.input).toMatchObject({
      cost_price: '70000.00',
      low_stock_threshold: 10,
      barcode_number: 'RICE50',
      tags: ['PCS'],
    });
    expect(plan.rows[1]!.input).toMatchObject({ type: 'service', cost_price: '0.00', low_stock_threshold: null });
  });

  it('marks a repeated barcode or name (any case) in the file as a duplicate of the earlier row', async () => {
    const { plan } = await readItemsCsv(
      ['name,selling_price,barcode', 'Rice,100,111', 'Beans,100,111', 'RICE ,100,', 'Garri,100,'].join('\n'),
    );
    expect(plan.rows.map((row) => row.duplicate)).toEqual([
      null,
      { of: 'row', line: 2, field: 'barcode' },
      { of: 'row', line: 2, field: 'name' },
      null,
    ]);
  });

  it('offers a template whose example row imports cleanly', async () => {
    for (const currency of ['NGN', 'USD']) {
      const { plan } = await readItemsCsv(await templateCsv(ITEM_IMPORT_FIELDS, itemTemplateExample(currency)));
      expect(plan.invalid).toEqual([]);
      expect(plan.rows[0]!.input).toMatchObject({ categories: ['Bags', 'Fabric'], low_stock_threshold: 5, quantity: 24 });
    }
  });
});
