/**
 * Inventory items as CSV (issue 12, item 8): the same columns both ways, so a file the export
 * writes imports back unchanged.
 *
 * The columns, in the order a shop owner reads a stock sheet:
 *
 * | column            | holds                                                                  |
 * |-------------------|------------------------------------------------------------------------|
 * | `name`            | the item's name (required)                                             |
 * | `type`            | `product` (stocked goods, the default) or `service`                    |
 * | `quantity`        | units in stock, a whole number (0 for a service; blank reads as 0)     |
 * | `unit`            | the unit of sale, a tag name (`PCS`, `KG`, `CARTON`...; blank: `PCS`)  |
 * | `selling_price`   | price per unit, a decimal string (`1500.00`; `1,500` is read too)      |
 * | `cost_price`      | cost per unit, same format (blank: `0.00`)                             |
 * | `barcode`         | EAN/UPC or the shop's own code                                         |
 * | `description`     | free text                                                              |
 * | `categories`      | marketplace categories, separated by `;` (`Bags; Fabric`)              |
 * | `low_stock_alert` | warn at this quantity or fewer; blank for no alert                     |
 *
 * Left out on purpose: the location (an import adds items to the location chosen in the app, the
 * one the list shows, decision D5), the supplier (an id, meaningless in a spreadsheet), images and
 * the marketplace flag (publishing needs an image, which a CSV cannot carry).
 *
 * Money is written as the contract's decimal strings, never through a float. Values starting with
 * `=`, `+`, `-`, `@` are guarded against formula injection by `@/lib/csv` (and unguarded on import).
 * Every row is checked with the item form's own rules (`itemSchema`) and sent as the form sends it
 * (`toItemInput`). Two rows mean the same item when they share a barcode, or a name (any case).
 */
import * as v from 'valibot';
import type { ImportField, MatchKey, RowCheck } from '@/components/csv-import';
import { toCsv } from '@/lib/csv';
import {
  DEFAULT_UNIT_TAG,
  itemSchema,
  toItemInput,
  toItemValues,
  type InventoryItem,
  type InventoryItemInput,
  type ItemValues,
} from '../schemas/item';

/** The columns, in file order. */
export const ITEM_CSV_COLUMNS = [
  'name',
  'type',
  'quantity',
  'unit',
  'selling_price',
  'cost_price',
  'barcode',
  'description',
  'categories',
  'low_stock_alert',
] as const;
export type ItemCsvColumn = (typeof ITEM_CSV_COLUMNS)[number];

/** Categories in one cell: `Bags; Fabric`. */
export const CATEGORY_SEPARATOR = ';';

/** The fields an import fills, and the header names that mean them (for hand-made files). */
export const ITEM_IMPORT_FIELDS: readonly ImportField<ItemCsvColumn>[] = [
  {
    key: 'name',
    label: 'Name',
    required: true,
    synonyms: ['Item', 'Item name', 'Product', 'Product name', 'Service', 'Description of goods'],
  },
  { key: 'type', label: 'Type', synonyms: ['Item type', 'Product or service'] },
  { key: 'quantity', label: 'Quantity', synonyms: ['Qty', 'Stock', 'In stock', 'Quantity in stock', 'Units', 'Count'] },
  { key: 'unit', label: 'Unit', synonyms: ['UOM', 'Unit of measure', 'Unit of sale', 'Measure'] },
  {
    key: 'selling_price',
    label: 'Selling price',
    synonyms: ['Price', 'Unit price', 'Sale price', 'Sales price', 'Retail price', 'Selling'],
  },
  { key: 'cost_price', label: 'Cost price', synonyms: ['Cost', 'Unit cost', 'Buying price', 'Purchase price', 'Cost per unit'] },
  { key: 'barcode', label: 'Barcode', synonyms: ['Barcode number', 'EAN', 'UPC', 'GTIN', 'SKU', 'Code', 'Item code'] },
  { key: 'description', label: 'Description', synonyms: ['Details', 'Notes', 'About'] },
  { key: 'categories', label: 'Categories', synonyms: ['Category', 'Group', 'Groups'] },
  {
    key: 'low_stock_alert',
    label: 'Low-stock alert',
    synonyms: ['Low stock', 'Low stock threshold', 'Reorder level', 'Reorder point', 'Minimum stock', 'Min stock', 'Alert at'],
  },
];

const FIELD_LABELS: Record<keyof ItemValues, string> = {
  itemType: 'Type',
  productName: 'Name',
  quantity: 'Quantity',
  unit: 'Unit',
  sellingPrice: 'Selling price',
  costPrice: 'Cost price',
  barcode: 'Barcode',
  description: 'Description',
  categories: 'Categories',
  location: 'Location',
  lowStockThreshold: 'Low-stock alert',
  supplier: 'Supplier',
};

/** One item as the row the export writes (the form's own values, so the import reads it back the same). */
export function itemToRow(item: InventoryItem): Record<ItemCsvColumn, string> {
  const values = toItemValues(item);
  return {
    name: values.productName,
    type: values.itemType,
    quantity: item.type === 'service' ? '0' : values.quantity,
    unit: values.unit,
    selling_price: values.sellingPrice,
    cost_price: values.costPrice,
    barcode: values.barcode,
    description: values.description,
    categories: values.categories.join(`${CATEGORY_SEPARATOR} `),
    low_stock_alert: values.lowStockThreshold,
  };
}

/** The items as a CSV file (header, then one line per item). Loads Papa Parse on first use. */
export function itemsToCsv(items: readonly InventoryItem[]): Promise<string> {
  return toCsv(
    ITEM_CSV_COLUMNS,
    items.map((item) => {
      const row = itemToRow(item);
      return ITEM_CSV_COLUMNS.map((column) => row[column]);
    }),
  );
}

/** The template's example row, priced in the business's currency's usual sizes. */
export function itemTemplateExample(currency: string): Record<ItemCsvColumn, string> {
  const naira = currency === 'NGN';
  return {
    name: naira ? 'Ankara tote bag' : 'Canvas tote bag',
    type: 'product',
    quantity: '24',
    unit: DEFAULT_UNIT_TAG,
    selling_price: naira ? '12500.00' : '24.00',
    cost_price: naira ? '8000.00' : '11.50',
    barcode: '5901234123457',
    description: 'Lined, with an inner zip pocket',
    categories: 'Bags; Fabric',
    low_stock_alert: '5',
  };
}

const TYPES: Record<string, ItemValues['itemType']> = {
  '': 'product',
  product: 'product',
  products: 'product',
  goods: 'product',
  service: 'service',
  services: 'service',
};

/** '1,500.50' -> '1500.50' (thousands separators as spreadsheets write them); anything else as written. */
function withoutGrouping(value: string): string {
  const trimmed = value.trim();
  return /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed;
}

function reasonOf(issues: v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const key = issue.path?.[0]?.key;
      const label = typeof key === 'string' && key in FIELD_LABELS ? FIELD_LABELS[key as keyof ItemValues] : null;
      return label && !issue.message.startsWith(label) ? `${label}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/**
 * One row of an items file checked with the item form's rules, as the body the form would send.
 * `location` is where the import adds items (the location chosen in the app).
 */
export function checkItemRow(values: Record<ItemCsvColumn, string>, location: number): RowCheck<InventoryItemInput> {
  const typeCell = values.type.trim().toLowerCase();
  const itemType = TYPES[typeCell];
  if (!itemType) return { ok: false, reason: `Type: write product or service, not “${values.type.trim()}”` };
  const form: ItemValues = {
    itemType,
    productName: values.name,
    quantity: itemType === 'service' || values.quantity.trim() === '' ? '0' : withoutGrouping(values.quantity),
    unit: values.unit.trim() || DEFAULT_UNIT_TAG,
    sellingPrice: withoutGrouping(values.selling_price),
    costPrice: withoutGrouping(values.cost_price),
    barcode: values.barcode,
    description: values.description,
    categories: values.categories
      .split(CATEGORY_SEPARATOR)
      .map((category) => category.trim())
      .filter(Boolean),
    location: String(location),
    lowStockThreshold: withoutGrouping(values.low_stock_alert),
    supplier: '',
  };
  const result = v.safeParse(itemSchema, form);
  if (!result.success) return { ok: false, reason: reasonOf(result.issues) };
  return { ok: true, input: toItemInput(result.output, null) };
}

const nameKey = (name: string): MatchKey => ({ field: 'name', value: name.trim().toLocaleLowerCase() });

/** What makes an imported row the same item: its barcode, or its name (any case). */
export function itemRowKeys(input: InventoryItemInput): MatchKey[] {
  return [...(input.barcode_number ? [{ field: 'barcode', value: input.barcode_number }] : []), nameKey(input.name)];
}

/** The same for an existing item. */
export function itemKeys(item: InventoryItem): MatchKey[] {
  return [...(item.barcode_number?.trim() ? [{ field: 'barcode', value: item.barcode_number.trim() }] : []), nameKey(item.name)];
}
