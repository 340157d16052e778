/**
 * The inventory item form (spec section 3, inventory form values: itemType, productName, quantity,
 * unit, sellingPrice, costPrice, barcode, itemImage, description, categories, location; active
 * true) and its mapping to the contract in one place, with the sums the confirmation shows:
 * margin and stock worth, in integer minor units, never floats.
 */
import * as v from 'valibot';
import type { BusinessSchemas } from '@/api/types';
import {
  FIELD_MESSAGES,
  fromNullable,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
  toNullable,
} from '@/lib/form-fields';
import type { PhoneCountry } from '@/lib/phone';
import { compareMoney, isValidMoney, normalizeMoney } from '@/lib/money';

export type InventoryItem = BusinessSchemas['InventoryItem'];
export type InventoryItemInput = BusinessSchemas['InventoryItemInput'];
type SupplierInput = BusinessSchemas['SupplierInput'];
export type ItemType = NonNullable<InventoryItemInput['type']>;

/** The unit every new item starts with (spec: unit defaults to PCS, from the tags list). */
export const DEFAULT_UNIT_TAG = 'PCS';

const MAX_WHOLE_DIGITS = 15;
const MAX_QUANTITY = 1_000_000;

/** A price that may be 0 (the contract's Money, never negative here). */
function price(label: string, required: boolean) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => !required || value !== '', `${label} is required`),
    v.check((value) => value === '' || !value.startsWith('-'), `${label} cannot be negative`),
    v.check((value) => value === '' || isValidMoney(value), `Enter a price like 1500 or 1500.50`),
    v.check(
      (value) => value === '' || !isValidMoney(value) || normalizeMoney(value).split('.')[0]!.length <= MAX_WHOLE_DIGITS,
      `${label} is too large`,
    ),
  );
}

/** A whole number of units, 0 or more ('' allowed where the field is optional). */
function wholeNumber(label: string, optional: boolean) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => optional || value !== '', `${label} is required`),
    v.check((value) => value === '' || /^\d+$/.test(value.replace(/,/g, '')), `${label} must be a whole number of 0 or more`),
    v.check((value) => value === '' || Number(value.replace(/,/g, '')) <= MAX_QUANTITY, `${label} must be at most 1,000,000`),
  );
}

export const itemSchema = v.object({
  itemType: v.picklist(['product', 'service'] as const),
  productName: requiredText('Name', 200),
  quantity: wholeNumber('Quantity', false),
  unit: v.pipe(v.string(), v.trim(), v.nonEmpty('Choose a unit'), v.maxLength(50, 'A unit has at most 50 characters')),
  sellingPrice: price('Selling price', true),
  costPrice: price('Cost price', false),
  barcode: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(64, 'A barcode has at most 64 characters'),
    v.check((value) => !/\s/.test(value), 'A barcode has no spaces'),
  ),
  description: optionalText('Description', 2000),
  categories: v.array(v.pipe(v.string(), v.trim(), v.maxLength(100, 'A category has at most 100 characters'))),
  location: v.pipe(v.string(), v.nonEmpty('Choose a location')),
  lowStockThreshold: wholeNumber('Low-stock alert', true),
  supplier: v.string(),
});

export type ItemValues = v.InferInput<typeof itemSchema>;

/** The form's values for a new item (spec defaults) or an existing one. */
export function toItemValues(item: InventoryItem | null, defaults: { location?: number } = {}): ItemValues {
  return {
    itemType: item?.type ?? 'product',
    productName: item?.name ?? '',
    quantity: String(item?.quantity ?? 0),
    unit: item?.tags[0] ?? DEFAULT_UNIT_TAG,
    sellingPrice: item ? normalizeMoney(item.unit_price) : '',
    costPrice: item ? normalizeMoney(item.cost_price) : '',
    barcode: fromNullable(item?.barcode_number),
    description: fromNullable(item?.description),
    categories: item?.categories ?? [],
    location: String(item?.location ?? defaults.location ?? ''),
    lowStockThreshold:
      item?.low_stock_threshold === null || item?.low_stock_threshold === undefined ? '' : String(item.low_stock_threshold),
    supplier: item?.supplier ? String(item.supplier) : '',
  };
}

const count = (value: string) => Number(value.replace(/,/g, '') || '0');

/** The body of POST (create) or PUT (edit); a service has no stock and no alert. */
export function toItemInput(values: ItemValues, supplier: number | null): InventoryItemInput {
  const service = values.itemType === 'service';
  return {
    type: values.itemType,
    name: values.productName.trim(),
    tags: [values.unit.trim()],
    unit_price: normalizeMoney(values.sellingPrice),
    cost_price: values.costPrice.trim() ? normalizeMoney(values.costPrice) : '0.00',
    quantity: service ? 0 : count(values.quantity),
    barcode_number: toNullable(values.barcode.trim()),
    description: toNullable(values.description.trim()),
    categories: [...new Set(values.categories.map((c) => c.trim()).filter(Boolean))],
    location: Number(values.location),
    low_stock_threshold: service || values.lowStockThreshold.trim() === '' ? null : count(values.lowStockThreshold),
    supplier,
    active: true,
  };
}

/** Selling below cost is allowed (clearance, a loss leader) but the form warns about it. */
export function belowCostWarning(values: Pick<ItemValues, 'sellingPrice' | 'costPrice'>): string | null {
  const { sellingPrice, costPrice } = values;
  if (!isValidMoney(sellingPrice.trim()) || !isValidMoney(costPrice.trim())) return null;
  return compareMoney(sellingPrice.trim(), costPrice.trim()) < 0
    ? 'The selling price is below the cost price: each sale loses money.'
    : null;
}

/**
 * The supplier part of the item form: none, an existing supplier (`supplier`, its id), or a new
 * one created with the item (supplierName, supplierNumber, supplierMail: spec form values).
 */
export const SUPPLIER_MODES = ['none', 'existing', 'new'] as const;
export type SupplierMode = (typeof SUPPLIER_MODES)[number];

const SUPPLIER_NAME_MAX = 200;

/** The first message `schema` gives `value`, or null when it is valid. */
function problemOf(schema: v.GenericSchema<string, unknown>, value: string): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? 'Check this field');
}

type SupplierDraft = {
  supplierMode: SupplierMode;
  supplier: string;
  supplierName: string;
  supplierNumber: string;
  supplierMail: string;
};

/** One rule on the new or chosen supplier, shown at `field`; only checked while `mode` is chosen. */
function supplierRule<T extends SupplierDraft>(
  mode: SupplierMode,
  field: 'supplier' | 'supplierName' | 'supplierNumber' | 'supplierMail',
  problem: (draft: SupplierDraft) => string | null,
) {
  return v.forward<T, v.PartialCheckIssue<T>, [typeof field]>(
    v.partialCheck(
      [['supplierMode'], [field]] as never,
      (input) => {
        const draft = input as unknown as SupplierDraft;
        return draft.supplierMode !== mode || problem(draft) === null;
      },
      (issue) => problem(issue.input as unknown as SupplierDraft) ?? 'Check this field',
    ) as never,
    [field] as never,
  );
}

const itemFormObject = v.object({
  ...itemSchema.entries,
  supplierMode: v.picklist(SUPPLIER_MODES),
  supplierName: v.string(),
  supplierNumber: v.string(),
  supplierMail: v.string(),
});
type ItemFormInput = v.InferInput<typeof itemFormObject>;

/** The whole item form for a business in `country` (the new supplier's phone is checked for it). */
export function itemFormSchema(country: PhoneCountry) {
  const phone = optionalPhone(country);
  return v.pipe(
    itemFormObject,
    supplierRule<ItemFormInput>('existing', 'supplier', (d) => (d.supplier === '' ? 'Choose a supplier' : null)),
    supplierRule<ItemFormInput>('new', 'supplierName', (d) =>
      d.supplierName.trim() === ''
        ? FIELD_MESSAGES.required('Supplier name')
        : d.supplierName.trim().length > SUPPLIER_NAME_MAX
          ? FIELD_MESSAGES.tooLong('Supplier name', SUPPLIER_NAME_MAX)
          : null,
    ),
    supplierRule<ItemFormInput>('new', 'supplierNumber', (d) => problemOf(phone, d.supplierNumber)),
    supplierRule<ItemFormInput>('new', 'supplierMail', (d) => problemOf(optionalEmail, d.supplierMail)),
  );
}

export type ItemFormValues = ItemValues & Omit<SupplierDraft, 'supplier'>;

/** The form's values: the item's (or a new item's defaults) and an empty new-supplier draft. */
export function itemFormValues(item: InventoryItem | null, defaults: { location?: number } = {}): ItemFormValues {
  const values = toItemValues(item, defaults);
  return {
    ...values,
    supplierMode: values.supplier ? 'existing' : 'none',
    supplierName: '',
    supplierNumber: '',
    supplierMail: '',
  };
}

/** The new supplier's body (name trimmed, phone in E.164, blanks as null). */
export function toNewSupplierInput(values: ItemFormValues, country: PhoneCountry): SupplierInput {
  return {
    name: values.supplierName.trim(),
    phone_number: toNullable(v.parse(optionalPhone(country), values.supplierNumber)),
    email: toNullable(v.parse(optionalEmail, values.supplierMail)),
    address: null,
    description: null,
  };
}

/** Server field names that differ from the form's (item create/update). */
export const ITEM_FIELD_MAP: Record<string, string> = {
  name: 'productName',
  type: 'itemType',
  tags: 'unit',
  unit: 'unit',
  unit_price: 'sellingPrice',
  cost_price: 'costPrice',
  barcode_number: 'barcode',
  low_stock_threshold: 'lowStockThreshold',
};

/** Server field names of the supplier create, as the item form's new-supplier fields. */
export const NEW_SUPPLIER_FIELD_MAP: Record<string, string> = {
  name: 'supplierName',
  phone_number: 'supplierNumber',
  email: 'supplierMail',
  address: 'supplierName',
  description: 'supplierName',
};

export { marginOf, publishProblem, quantityLabel, stockWorth, unitOf, withUnit } from '../utils/item-display';
