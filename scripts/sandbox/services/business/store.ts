/**
 * The business service's data: one table per resource, every row tagged with its business
 * (`_business`). Rows are stored in their answer shape where the contract allows it; references
 * that answer as `{id, name}` are stored as ids (`_category`, `_role`, ...) and rendered by the
 * resource's view. Debtors, invoice totals and statistics are never stored: they are computed.
 */
import type { components } from '../../../../src/api/generated/business';
import { Table, TableStore, defineStore } from '../../table';

export type Schemas = components['schemas'];

interface Owned {
  _business: number;
}

export interface BusinessRow {
  id: number;
  name: string;
  _category: number;
  currency: string;
  email: string;
  phone_number: string;
  address: string;
  logo: string | null;
  owner: number;
  created_at: string;
  // Sales (issue 13, decision 0018): invoice details and the per-business number sequences.
  tax_number?: string | null;
  default_vat?: string;
  default_payment_terms?: Schemas['Business']['default_payment_terms'] & number;
  _bank?: Omit<Schemas['BankAccount'], 'bank_name'> | null;
  /** The last invoice and receipt numbers given (never reused). */
  _invoiceSeq?: number;
  _receiptSeq?: number;
}

export type LocationRow = Schemas['Location'] & Owned;
export type CustomerRow = Schemas['Customer'] & Owned;
export type SupplierRow = Schemas['Supplier'] & Owned;
export type RoleRow = Schemas['Role'] & Owned;
export type TagRow = Schemas['Tag'] & Owned;
export type ExpenseCategoryRow = Schemas['ExpenseCategory'] & Owned;
export type InventoryRow = Schemas['InventoryItem'] & Owned;
/** A recorded stock change (designed); `_key`/`_fingerprint` answer a repeated Idempotency-Key. */
export type AdjustmentRow = Schemas['InventoryAdjustment'] & Owned & { _key: string | null; _fingerprint: string };

export type MemberRow = Omit<Schemas['Member'], 'locations' | 'role'> & Owned & { _locations: number[]; _role: number | null };
export type ExpenseRow = Omit<Schemas['Expense'], 'category'> & Owned & { _category: number };
/** Payroll (issue 14): `paid_this_month`, `paid_this_year` and `last_paid_on` are computed from the payments, not stored. */
export type PayrollRow = Omit<Schemas['Payroll'], 'staff' | 'paid_this_month' | 'paid_this_year' | 'last_paid_on'> &
  Owned & { _staff: number };

/** A payroll payment; its staff member and location are the payroll entry's. */
export interface PayrollHistoryRow extends Owned {
  id: number;
  payroll: number;
  amount: string;
  currency: string;
  date: string;
  description: string | null;
  created_at: string;
  /** Issue 14: a repeated Idempotency-Key answers the first payment. */
  _key?: string | null;
  _fingerprint?: string;
}

/** Issued invoices' states follow their payments and due date (see invoices.ts). */
export type InvoiceStatus = 'draft' | 'issued' | 'cancelled';

export interface InvoiceRow extends Owned {
  id: number;
  title: string;
  _customer: number;
  _currency: string;
  items: Schemas['InvoiceItem'][];
  _member: number | null;
  discount: string;
  vat: string;
  sale_date: string;
  due_date: string | null;
  file: string | null;
  note: string | null;
  location: number;
  created_at: string;
  updated_at: string;
  _status: InvoiceStatus;
  /** True while the invoice holds stock (issued and not cancelled). */
  _stockTaken: boolean;
  // Sales (issue 13, decision 0018)
  number: string;
  attachment: Schemas['InvoiceAttachment'] | null;
  /** The live customer link, or null. */
  _share: { token: string; created_at: string } | null;
  /** The Idempotency-Key it was raised under and its body's hash: a repeat answers it (issue 13). */
  _key?: string | null;
  _fingerprint?: string;
}

/** `_key`/`_fingerprint` answer a repeated Idempotency-Key (issue 13). */
export type ReceiptRow = Omit<Schemas['Receipt'], 'customer'> &
  Owned & { _customer: number; _key?: string | null; _fingerprint?: string };

export interface ReminderRow extends Owned {
  id: number;
  _customer: number;
  channel: 'email' | 'sms';
  message: string | null;
  sent_at: string;
}

/** Designed order fields (issue 18) are derived when served; `_history` holds the moves made through the API. */
export type OrderRow = Omit<Schemas['Order'], 'delivery_fee' | 'payment_status' | 'tracking_note' | 'status_history' | 'payout'> &
  Owned & { _history?: Schemas['OrderStatusChange'][]; _payout?: number };
/** Gross, fees, net and orders (issue 18) are computed from the orders the payout settles when served. */
export type PayoutRow = Omit<Schemas['Payout'], 'gross' | 'fees' | 'net' | 'orders'> & Owned;
export type AffiliateRow = Omit<Schemas['Affiliate'], 'total_sales'> & Owned;
export type DisputeRow = Omit<Schemas['Dispute'], 'order_number'> & Owned;
export type DisputeMessageRow = Schemas['DisputeMessage'] & Owned & { _dispute: number };
export type DeliveryFeeRow = Schemas['DeliveryFee'] & Owned;

export interface AffiliateProductRow extends Owned {
  id: number;
  _affiliate: number;
  _item: number;
  commission_rate: string;
  units_sold: number;
}

export class BusinessStore extends TableStore {
  businesses = new Table<BusinessRow>('businesses', 12);
  locations = new Table<LocationRow>('locations', 21);
  customers = new Table<CustomerRow>('customers', 301);
  suppliers = new Table<SupplierRow>('suppliers', 401);
  roles = new Table<RoleRow>('roles', 71);
  members = new Table<MemberRow>('members', 601);
  tags = new Table<TagRow>('tags', 1);
  expenseCategories = new Table<ExpenseCategoryRow>('expenseCategories', 51);
  expenses = new Table<ExpenseRow>('expenses', 1001);
  inventory = new Table<InventoryRow>('inventory', 2001);
  adjustments = new Table<AdjustmentRow>('adjustments', 1);
  invoices = new Table<InvoiceRow>('invoices', 5001);
  receipts = new Table<ReceiptRow>('receipts', 7001);
  reminders = new Table<ReminderRow>('reminders', 1);
  payrolls = new Table<PayrollRow>('payrolls', 801);
  payrollHistories = new Table<PayrollHistoryRow>('payrollHistories', 9001);
  orders = new Table<OrderRow>('orders', 3001);
  payouts = new Table<PayoutRow>('payouts', 3501);
  affiliates = new Table<AffiliateRow>('affiliates', 41);
  affiliateProducts = new Table<AffiliateProductRow>('affiliateProducts', 1);
  disputes = new Table<DisputeRow>('disputes', 91);
  disputeMessages = new Table<DisputeMessageRow>('disputeMessages', 1);
  deliveryFees = new Table<DeliveryFeeRow>('deliveryFees', 11);
  /** Ids for inventory images, invoice lines and uploaded files (images live inside their item). */
  counters = { image: 1, invoiceLine: 1, upload: 1 };

  next(counter: keyof BusinessStore['counters']): number {
    return this.counters[counter]++;
  }
}

export const STORE_KEY = 'business';

export const storeOf = defineStore(STORE_KEY, () => new BusinessStore());

/** The rows of one business in a table. */
export function rowsOf<T extends { id: number; _business: number }>(table: Table<T>, business: number): T[] {
  return table.where((row) => row._business === business);
}
