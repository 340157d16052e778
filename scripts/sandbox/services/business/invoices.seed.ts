/**
 * The demo businesses' invoices in every state, with the receipts that put them there (debtors
 * follow from them). README magic value: the first customer without an email owes on an overdue
 * invoice.
 */
import { toMinor, fromMinor } from '../../money';
import { nextNumber, totalsOf } from './invoices';
import { at, day, type BusinessSeed, type DemoBusinessId } from './seeding';
import type { BusinessRow, InvoiceRow } from './store';

interface InvoicesSeed {
  vat: string[];
  paymentMethods: ('cash' | 'transfer' | 'card' | 'pos')[];
  /** Units per product line: usually `small`, a `bulk` share of lines are bulk orders (aso-ebi, party trays). */
  quantities: { small: [number, number]; bulk: [number, number]; bulkShare: number };
  /** Invoices per target state. */
  invoices: Record<'paid' | 'partially_paid' | 'unpaid' | 'overdue' | 'draft' | 'cancelled', number>;
  invoiceTitles: string[];
}

type InvoiceTarget = keyof InvoicesSeed['invoices'];

/**
 * What each demo business prints on its invoices (issue 13): tax number, default VAT and terms,
 * and the account customers pay into (the naira business only: the bank list is Nigerian).
 */
const INVOICE_DETAILS: Record<DemoBusinessId, Partial<BusinessRow>> = {
  12: {
    tax_number: '12345678-0001',
    default_vat: '7.5',
    default_payment_terms: 14,
    _bank: { bank_code: '058', account_number: '0123456789', account_name: 'Adaeze Fabrics and Tailoring' },
  },
  15: { tax_number: '74-1234567', default_vat: '8.25', default_payment_terms: 30, _bank: null },
};
const TARGETS: InvoiceTarget[] = ['paid', 'partially_paid', 'unpaid', 'overdue', 'draft', 'cancelled'];

export const INVOICES: Record<DemoBusinessId, InvoicesSeed> = {
  12: {
    vat: ['0', '0', '7.5'],
    paymentMethods: ['transfer', 'transfer', 'pos', 'cash'],
    quantities: { small: [1, 4], bulk: [6, 24], bulkShare: 0.3 },
    invoices: { paid: 62, partially_paid: 8, unpaid: 8, overdue: 9, draft: 5, cancelled: 6 },
    invoiceTitles: [
      'Wedding outfits for the family',
      'Aso-ebi for the wedding party',
      'Owambe lace order',
      'Church choir robes fabric',
      'Bridal lace and gele',
      'Traditional wedding George set',
      'Office senator suits',
      'Naming ceremony outfits',
      'Birthday kaftan order',
      'Boutique restock',
      'Alterations and fittings',
      'Agbada for the chieftaincy',
    ],
  },
  15: {
    vat: ['0', '8.25'],
    paymentMethods: ['card', 'card', 'cash', 'transfer'],
    quantities: { small: [4, 12], bulk: [15, 50], bulkShare: 0.4 },
    invoices: { paid: 140, partially_paid: 5, unpaid: 5, overdue: 5, draft: 3, cancelled: 4 },
    invoiceTitles: [
      'Birthday party trays',
      'Church fellowship catering',
      'Office lunch',
      'Graduation party',
      'Weekly meal prep',
      'Wedding reception small chops',
      'Game day order',
    ],
  },
};

/** Sale and due dates (days ago; negative is ahead of SEED_NOW) of an invoice in `target` state. */
function datesFor(seed: BusinessSeed, target: InvoiceTarget): { sale: number; due: number | null } {
  const { r } = seed;
  const sale = {
    paid: () => r.int(3, 340),
    partially_paid: () => r.int(2, 12),
    unpaid: () => r.int(0, 8),
    overdue: () => r.int(35, 200),
    draft: () => r.int(0, 6),
    cancelled: () => r.int(15, 300),
  }[target]();
  if (target === 'unpaid') return { sale, due: r.next() < 0.25 ? null : sale - 21 };
  return { sale, due: sale - (target === 'partially_paid' ? 30 : 14) };
}

export function seedInvoices(seed: BusinessSeed): void {
  const { items } = seed;
  const { store, r } = seed;
  const spec = INVOICES[seed.id];
  store.businesses.update(seed.id, INVOICE_DETAILS[seed.id]);
  const customers = store.customers.where((c) => c._business === seed.id && c.active);
  const sellable = items.filter((i) => i.active && (i.type === 'service' || i.quantity > 0));
  const plan = TARGETS.flatMap((target) =>
    Array.from({ length: spec.invoices[target] }, () => ({ target, ...datesFor(seed, target) })),
  ).sort((a, b) => b.sale - a.sale);
  // README magic value: the first customer without an email owes on an overdue invoice, so an
  // email reminder is refused (400) while an SMS goes out.
  let noEmail = customers.find((c) => c.email === null && c.phone_number !== null);
  for (const { target, sale, due } of plan) {
    const buyer = target === 'overdue' && noEmail ? noEmail : r.pick(customers);
    if (buyer === noEmail) noEmail = undefined;
    const location = r.next() < 0.55 ? seed.locations[0]! : r.pick(seed.locations);
    const local = sellable.filter((i) => i.location === location);
    const here = (local.length > 0 ? local : sellable).flatMap((item) =>
      Array.from({ length: seed.weights.get(item.id) ?? 1 }, () => item),
    );
    const picked = [...new Set(Array.from({ length: r.int(1, 3) }, () => r.pick(here)))];
    const lines = picked.map((item) => {
      const { small, bulk, bulkShare } = spec.quantities;
      const [lo, hi] = r.next() < bulkShare ? bulk : small;
      const quantity = item.type === 'service' ? 1 : r.int(lo, hi);
      const total = fromMinor(toMinor(item.unit_price) * BigInt(quantity));
      return {
        id: store.next('invoiceLine'),
        inventory: item.id,
        name: item.name,
        quantity,
        unit_price: item.unit_price,
        total,
      };
    });
    const gross = lines.reduce((sum, l) => sum + toMinor(l.total), 0n);
    const discount = r.next() < 0.25 ? fromMinor(((gross * 5n) / 100n / seed.step) * seed.step) : '0.00';
    const seller = seed.members.filter((m) => m.active && m.at.includes(location));
    const created = at(sale, 540 + r.int(0, 480));
    const row = store.invoices.insert({
      number: nextNumber(store, store.businesses.get(seed.id)!, 'invoice'),
      title: r.pick(spec.invoiceTitles),
      _customer: buyer.id,
      _currency: seed.currency,
      items: lines,
      _member: seller.length > 0 && r.next() < 0.6 ? r.pick(seller).id : null,
      discount,
      vat: r.pick(spec.vat),
      sale_date: day(sale),
      due_date: due === null ? null : day(due),
      file: null,
      attachment: null,
      _share: null,
      note: r.next() < 0.3 ? 'Thank you for your patronage.' : null,
      location,
      created_at: created,
      updated_at: created,
      _status: target === 'draft' ? 'draft' : target === 'cancelled' ? 'cancelled' : 'issued',
      _stockTaken: target !== 'draft' && target !== 'cancelled',
      _business: seed.id,
    });
    payments(seed, row, target, sale);
  }
}

/** The receipts that put an invoice in its target state. */
function payments(seed: BusinessSeed, row: InvoiceRow, target: InvoiceTarget, sale: number): void {
  const { r, store } = seed;
  const due = toMinor(totalsOf(row, []).total_amount_due);
  const part = () => {
    const share = (due * BigInt(r.int(30, 70))) / 100n;
    const rounded = (share / seed.step) * seed.step;
    return rounded > 0n && rounded < due ? rounded : due / 2n;
  };
  let amounts: bigint[] = [];
  if (target === 'paid') {
    const first = r.next() < 0.35 ? part() : due;
    amounts = first === due ? [due] : [first, due - first];
  } else if (target === 'partially_paid' || (target === 'overdue' && r.next() < 0.5)) {
    amounts = [part()];
  }
  let when = sale;
  amounts.forEach((amount, i) => {
    when = Math.max(0, when - (i === 0 ? r.int(0, 3) : r.int(2, 10)));
    const receipt = store.receipts.insert({
      number: nextNumber(store, store.businesses.get(seed.id)!, 'receipt'),
      invoice: row.id,
      invoice_number: row.number,
      amount: fromMinor(amount),
      change: '0.00',
      currency: row._currency,
      payment_method: r.pick(INVOICES[seed.id].paymentMethods),
      date: day(when),
      reference: r.next() < 0.7 ? `TRF-${day(when).replaceAll('-', '')}-${row.id}${i}` : null,
      location: row.location,
      created_at: at(when, 600 + r.int(0, 400)),
      _customer: row._customer,
      _business: seed.id,
    });
    store.invoices.update(row.id, { updated_at: receipt.created_at });
  });
}
