/**
 * The invoice form (issue 13, item 3): its values, the checks run before the confirmation and the
 * mapping to the contract's InvoiceInput / InvoicePatch. Money stays decimal strings and the sums
 * come from src/lib/invoice-totals.ts (integer minor units, never floats).
 */
import * as v from 'valibot';
import type { BusinessSchemas } from '@/api/types';
import { optionalText, requiredText } from '@/lib/form-fields';
import { discountProblem, invoiceTotalsOrNull, vatProblem, type InvoiceTotals, type TotalsLine } from '@/lib/invoice-totals';
import { isValidMoney, normalizeMoney } from '@/lib/money';
import { isDateString, isPaymentTerms, type PaymentTerms } from '@/lib/payment-terms';

export type Invoice = BusinessSchemas['Invoice'];
export type InvoiceInput = BusinessSchemas['InvoiceInput'];
export type InvoicePatch = BusinessSchemas['InvoicePatch'];
type InventoryItem = BusinessSchemas['InventoryItem'];

/** The 10 MB limit of an invoice's attachment (decision 0018), checked at the field. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TOO_BIG = 'The file is larger than 10 MB.';

/** What a line of the form knows about its item (shown beside it; a service has no stock). */
export interface LineItemInfo {
  name: string;
  /** Units left at the item's location; null for a service. */
  stock: number | null;
}

export interface InvoiceLineValues {
  /** The inventory item's id ('' until one is picked). */
  inventory: string;
  quantity: string;
  unitPrice: string;
  item: LineItemInfo | null;
}

/** 'custom' when the due date was picked by hand. */
export type TermsChoice = `${PaymentTerms}` | 'custom';

export interface InvoiceFormValues {
  title: string;
  customer: string;
  location: string;
  saleDate: string;
  terms: TermsChoice;
  dueDate: string;
  currency: string;
  lines: InvoiceLineValues[];
  discount: string;
  vat: string;
  note: string;
}

const MAX_QUANTITY = 1_000_000;

/** A line from an inventory item: its price and stock (a service: no stock). */
export function lineFromItem(item: InventoryItem, quantity = 1): InvoiceLineValues {
  return {
    inventory: String(item.id),
    quantity: String(quantity),
    unitPrice: item.unit_price,
    item: { name: item.name, stock: item.type === 'service' ? null : item.quantity },
  };
}

export const emptyLine = (): InvoiceLineValues => ({ inventory: '', quantity: '1', unitPrice: '', item: null });

/** The form's starting values: an invoice to edit, else the business's defaults. */
export function invoiceFormValues(
  invoice: Invoice | null,
  defaults: { location: string; today: string; currency: string; vat: string; terms: number; lines?: InvoiceLineValues[] },
): InvoiceFormValues {
  if (invoice) {
    const terms = invoice.due_date ? termsChoiceFor(invoice.sale_date, invoice.due_date) : 'custom';
    return {
      title: invoice.title,
      customer: String(invoice.customer.id),
      location: String(invoice.location ?? defaults.location),
      saleDate: invoice.sale_date,
      terms,
      dueDate: invoice.due_date ?? '',
      currency: invoice.currency.code,
      lines: invoice.items.map((line) => ({
        inventory: String(line.inventory),
        quantity: String(line.quantity),
        unitPrice: line.unit_price,
        item: { name: line.name, stock: null },
      })),
      discount: invoice.discount,
      vat: invoice.vat,
      note: invoice.note ?? '',
    };
  }
  const terms: PaymentTerms = isPaymentTerms(defaults.terms) ? defaults.terms : 0;
  return {
    title: '',
    customer: '',
    location: defaults.location,
    saleDate: defaults.today,
    terms: `${terms}`,
    dueDate: addDaysSafe(defaults.today, terms),
    currency: defaults.currency,
    lines: defaults.lines?.length ? defaults.lines : [emptyLine()],
    discount: '0',
    vat: defaults.vat || '0',
    note: '',
  };
}

function termsChoiceFor(saleDate: string, dueDate: string): TermsChoice {
  for (const days of [0, 7, 14, 30, 60] as const) if (addDaysSafe(saleDate, days) === dueDate) return `${days}`;
  return 'custom';
}

/** saleDate + days, or '' while the sale date is not a date. */
export function addDaysSafe(saleDate: string, days: number): string {
  if (!isDateString(saleDate)) return '';
  const [y, m, d] = saleDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The quantity as a whole number, or NaN. */
export const quantityOf = (text: string): number => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The lines as the money maths reads them (only lines with an item). */
export const totalsLines = (lines: readonly InvoiceLineValues[]): TotalsLine[] =>
  lines
    .filter((line) => line.inventory)
    .map((line) => ({ quantity: quantityOf(line.quantity), unit_price: line.unitPrice.trim() }));

/** The live totals: null while something is half-typed or out of range. */
export function liveTotals(values: Pick<InvoiceFormValues, 'lines' | 'discount' | 'vat'>): InvoiceTotals | null {
  const lines = totalsLines(values.lines);
  if (lines.length === 0) return null;
  return invoiceTotalsOrNull({ lines, discount: values.discount.trim() || '0', vat: values.vat.trim() || '0' });
}

/** What is wrong with a line's quantity (over the stock left included), or null. */
export function quantityProblem(line: InvoiceLineValues): string | null {
  const quantity = quantityOf(line.quantity);
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return 'Enter a whole number from 1.';
  if (line.item && line.item.stock !== null && quantity > line.item.stock) return `Only ${line.item.stock} left.`;
  return null;
}

export function unitPriceProblem(price: string): string | null {
  const text = price.trim();
  if (text === '') return 'Price is required';
  if (text.startsWith('-') || !isValidMoney(text)) return 'Enter a price like 1500 or 1500.50';
  return null;
}

const line = v.object({
  inventory: v.pipe(v.string(), v.nonEmpty('Choose an item')),
  quantity: v.string(),
  unitPrice: v.pipe(
    v.string(),
    v.check((value) => unitPriceProblem(value) === null, 'Enter a price like 1500 or 1500.50'),
  ),
  item: v.nullable(v.object({ name: v.string(), stock: v.nullable(v.number()) })),
});

/** The checks before the confirmation (the sandbox's messages where it has them). */
export const invoiceFormSchema = v.pipe(
  v.object({
    title: requiredText('Title', 200),
    customer: v.pipe(v.string(), v.nonEmpty('Choose a customer')),
    location: v.string(),
    saleDate: v.pipe(v.string(), v.check(isDateString, 'Enter the sale date')),
    terms: v.picklist(['0', '7', '14', '30', '60', 'custom'] as const),
    dueDate: v.string(),
    currency: v.pipe(v.string(), v.nonEmpty('Choose a currency')),
    lines: v.pipe(v.array(line), v.minLength(1, 'Add at least one item')),
    discount: v.string(),
    vat: v.string(),
    note: optionalText('Notes', 2000),
  }),
  v.forward(
    v.check((values) => values.dueDate === '' || isDateString(values.dueDate), 'Enter a date like 2026-12-31'),
    ['dueDate'],
  ),
  v.forward(
    v.check(
      (values) => values.dueDate === '' || values.dueDate >= values.saleDate,
      'The due date cannot be before the sale date.',
    ),
    ['dueDate'],
  ),
  v.forward(
    v.check((values) => vatProblem(values.vat.trim() || '0') === null, vatProblem('x') ?? ''),
    ['vat'],
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const values = dataset.value;
    values.lines.forEach((entry, index) => {
      const problem = quantityProblem(entry);
      if (problem) addIssue({ message: problem, path: linePath(values.lines, index, 'quantity') });
    });
    const lines = totalsLines(values.lines);
    if (lines.every((l) => Number.isSafeInteger(l.quantity) && isValidMoney(l.unit_price))) {
      const problem = discountProblem(lines, values.discount.trim() || '0');
      if (problem) addIssue({ message: problem, path: keyPath(values, 'discount') });
    } else if (!isValidMoney(values.discount.trim() || '0')) {
      addIssue({ message: 'Enter an amount of at least 0, with at most 2 decimals.', path: keyPath(values, 'discount') });
    }
  }),
);

// valibot issue paths for rawCheck (what v.forward builds for a key).
function keyPath(values: InvoiceFormValues, key: keyof InvoiceFormValues) {
  return [{ type: 'object', origin: 'value', input: values, key, value: values[key] }] as unknown as [v.ObjectPathItem];
}
function linePath(lines: InvoiceLineValues[], index: number, key: keyof InvoiceLineValues) {
  const entry = lines[index]!;
  return [
    { type: 'object', origin: 'value', input: { lines }, key: 'lines', value: lines },
    { type: 'array', origin: 'value', input: lines, key: index, value: entry },
    { type: 'object', origin: 'value', input: entry, key, value: entry[key] },
  ] as unknown as [v.ObjectPathItem, v.ArrayPathItem, v.ObjectPathItem];
}

/** The body of createInvoice; `draft` keeps the stock and the payments for later. */
export function toInvoiceInput(values: InvoiceFormValues, { draft }: { draft: boolean }): InvoiceInput {
  const input: InvoiceInput = {
    title: values.title.trim(),
    customer: Number(values.customer),
    sale_date: values.saleDate,
    due_date: values.dueDate || null,
    currency: values.currency,
    items: values.lines.map((l) => ({
      inventory: Number(l.inventory),
      quantity: quantityOf(l.quantity),
      unit_price: normalizeMoney(l.unitPrice.trim()),
    })),
    discount: normalizeMoney(values.discount.trim() || '0'),
    vat: values.vat.trim() || '0',
    state: draft ? 'draft' : 'unpaid',
    note: values.note.trim() || null,
  };
  if (values.location) input.location = Number(values.location);
  return input;
}

/** The body of patchInvoice (every field the form edits; a draft issued with 'Save' becomes unpaid). */
export function toInvoicePatch(values: InvoiceFormValues, invoice: Invoice, { draft }: { draft: boolean }): InvoicePatch {
  const { location: _location, state, ...rest } = toInvoiceInput(values, { draft });
  const patch: InvoicePatch = { ...rest };
  if (invoice.state === 'draft' && state === 'unpaid') patch.state = 'unpaid';
  return patch;
}

/** Server field names as the form's (a line's fields at `items.N.*`). */
export function invoiceFieldMap(lineCount: number): Record<string, string> {
  const map: Record<string, string> = {
    sale_date: 'saleDate',
    due_date: 'dueDate',
    note: 'note',
    customer: 'customer',
  };
  for (let index = 0; index < lineCount; index += 1) {
    map[`items.${index}.quantity`] = `lines[${index}].quantity`;
    map[`items.${index}.unit_price`] = `lines[${index}].unitPrice`;
    map[`items.${index}.inventory`] = `lines[${index}].inventory`;
  }
  return map;
}
