import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  belowCostWarning,
  itemFormSchema,
  itemFormValues,
  itemSchema,
  marginOf,
  publishProblem,
  stockWorth,
  toItemInput,
  toItemValues,
  toNewSupplierInput,
  type ItemFormValues,
  type ItemValues,
} from './item';

const valid = (changes: Partial<ItemValues> = {}): ItemValues => ({
  ...toItemValues(null, { location: 21 }),
  productName: 'Ankara fabric',
  sellingPrice: '15000',
  costPrice: '9500',
  quantity: '48',
  ...changes,
});

const errorsOf = (values: ItemValues): Record<string, string> => {
  const result = v.safeParse(itemSchema, values);
  return result.success ? {} : Object.fromEntries(result.issues.map((i) => [String(i.path?.[0]?.key), i.message]));
};

describe('the item form', () => {
  it('starts as the spec says: a product, quantity 0, unit PCS, at the given location', () => {
    expect(toItemValues(null, { location: 21 })).toMatchObject({
      itemType: 'product',
      quantity: '0',
      unit: 'PCS',
      location: '21',
      lowStockThreshold: '',
    });
  });

  it('requires a name and a selling price, refuses negative prices and fractional quantities', () => {
    expect(errorsOf(valid({ productName: '  ', sellingPrice: '' }))).toEqual({
      productName: 'Name is required',
      sellingPrice: 'Selling price is required',
    });
    expect(errorsOf(valid({ costPrice: '-5' }))).toEqual({ costPrice: 'Cost price cannot be negative' });
    expect(errorsOf(valid({ sellingPrice: '12.345' }))).toEqual({ sellingPrice: 'Enter a price like 1500 or 1500.50' });
    expect(errorsOf(valid({ quantity: '2.5' }))).toEqual({ quantity: 'Quantity must be a whole number of 0 or more' });
    expect(errorsOf(valid({ quantity: '-1' }))).toEqual({ quantity: 'Quantity must be a whole number of 0 or more' });
    expect(errorsOf(valid({ barcode: '615 110' }))).toEqual({ barcode: 'A barcode has no spaces' });
    expect(errorsOf(valid())).toEqual({});
  });

  it('sends decimal strings, the unit as the tag, and no stock for a service', () => {
    expect(toItemInput(valid({ costPrice: '', lowStockThreshold: '5', categories: [' Fabrics ', 'Fabrics', ''] }), 401)).toEqual({
      type: 'product',
      name: 'Ankara fabric',
      tags: ['PCS'],
      unit_price: '15000.00',
      cost_price: '0.00',
      quantity: 48,
      barcode_number: null,
      description: null,
      categories: ['Fabrics'],
      location: 21,
      low_stock_threshold: 5,
      supplier: 401,
      active: true,
    });
    expect(toItemInput(valid({ itemType: 'service', lowStockThreshold: '5' }), null)).toMatchObject({
      quantity: 0,
      low_stock_threshold: null,
    });
  });

  it('warns, without refusing, when selling below cost', () => {
    expect(belowCostWarning({ sellingPrice: '900', costPrice: '1000' })).toMatch(/below the cost price/);
    expect(belowCostWarning({ sellingPrice: '1000', costPrice: '1000' })).toBeNull();
    expect(errorsOf(valid({ sellingPrice: '900', costPrice: '1000' }))).toEqual({});
  });

  it('computes margin and stock worth in whole kobo', () => {
    expect(marginOf('15000.00', '9500.00')).toEqual({ amount: '5500.00', percent: '36.7%' });
    expect(marginOf('0.30', '0.10')).toEqual({ amount: '0.20', percent: '66.7%' });
    expect(marginOf('900', '1000')).toEqual({ amount: '-100.00', percent: '−11.1%' });
    expect(marginOf('0', '10')).toEqual({ amount: '-10.00', percent: null });
    expect(stockWorth({ cost_price: '0.10', quantity: 3, type: 'product' })).toBe('0.30');
    expect(stockWorth({ cost_price: '999999999999.99', quantity: 1_000_000, type: 'product' })).toBe('999999999999990000.00');
  });

  it('names what blocks publishing', () => {
    expect(publishProblem({ name: 'A', unit_price: '0.00', images: [] })).toBe('Add a selling price before publishing.');
    expect(publishProblem({ name: 'A', unit_price: '1.00', images: [] })).toBe('Add an image before publishing.');
    expect(publishProblem({ name: 'A', unit_price: '1.00', images: [{ id: 1, image: 'http://x/a.png' }] })).toBeNull();
  });
});

describe('itemFormSchema (the item with its supplier)', () => {
  const form = (changes: Partial<ItemFormValues> = {}): ItemFormValues => ({
    ...itemFormValues(null, { location: 21 }),
    productName: 'Ankara fabric',
    sellingPrice: '15000',
    quantity: '4',
    ...changes,
  });
  const problems = (values: ItemFormValues): Record<string, string> => {
    const result = v.safeParse(itemFormSchema('NG'), values);
    if (result.success) return {};
    return Object.fromEntries(result.issues.map((issue): [string, string] => [String(v.getDotPath(issue)), issue.message]));
  };

  it("starts with no supplier, or the item's supplier chosen", () => {
    expect(itemFormValues(null).supplierMode).toBe('none');
    expect(problems(form())).toEqual({});
  });

  it('checks a new supplier only while "New supplier" is chosen', () => {
    const draft = { supplierName: '', supplierNumber: '12', supplierMail: 'nope' };
    expect(problems(form({ supplierMode: 'none', ...draft }))).toEqual({});
    const found = problems(form({ supplierMode: 'new', ...draft }));
    expect(found.supplierName).toBe('Supplier name is required');
    expect(found.supplierMail).toBe('Enter a valid email address, like name@example.com');
    expect(found.supplierNumber).toMatch(/phone number/);
    expect(problems(form({ supplierMode: 'new', supplierName: 'x'.repeat(201) })).supplierName).toMatch(/at most 200/);
  });

  it('asks for a supplier when "Existing supplier" is chosen without one', () => {
    expect(problems(form({ supplierMode: 'existing', supplier: '' }))).toEqual({ supplier: 'Choose a supplier' });
    expect(problems(form({ supplierMode: 'existing', supplier: '41' }))).toEqual({});
  });

  it('sends the new supplier trimmed, the phone in E.164, blanks as null', () => {
    const values = form({
      supplierMode: 'new',
      supplierName: '  Aba Textiles ',
      supplierNumber: '0803 123 4567',
      supplierMail: '',
    });
    expect(toNewSupplierInput(values, 'NG')).toEqual({
      name: 'Aba Textiles',
      phone_number: '+2348031234567',
      email: null,
      address: null,
      description: null,
    });
  });
});
