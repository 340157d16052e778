/**
 * Seeds the demo businesses of seed-data.ts, deterministically (fixed clock SEED_NOW, seeded
 * PRNG): locations, customers, suppliers, roles, staff (three of them with sign-ins), expense
 * categories and a year of expenses, 200+ inventory items, invoices in every state with their
 * receipts (debtors follow from them), payroll with monthly payments, and the marketplace.
 */
import { fromMinor, toMinor } from '../../money';
import { DEMO_PASSWORD } from '../../auth';
import type { SandboxState } from '../../state';
import { SEED_NOW, daysAgo, iso, isoDate, rng } from '../../table';
import { DEFAULT_TAG } from './businesses';
import { totalsOf } from './invoices';
import { DEMO_MEMBER_LOGINS, HOUSTON, LAGOS, type BusinessSpec } from './seed-data';
import { storeOf, type BusinessStore, type InventoryRow, type InvoiceRow, type OrderRow } from './store';

type Rng = ReturnType<typeof rng>;
type InvoiceTarget = keyof BusinessSpec['invoices'];
const TARGETS: InvoiceTarget[] = ['paid', 'partially_paid', 'unpaid', 'overdue', 'draft', 'cancelled'];

const DEMO_OWNER_EMAIL = 'owner@ledgerly.ng';
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A whole-unit or decimal amount of the seed data as money ('8.5' -> '8.50'). */
const money = (amount: number): string => fromMinor(BigInt(Math.round(amount * 100)));
/** A random amount between two whole-unit bounds, in steps (minor units). */
const between = (r: Rng, min: number, max: number, step: bigint): string => {
  const lo = BigInt(Math.round(min * 100)) / step;
  const hi = BigInt(Math.round(max * 100)) / step;
  return fromMinor(BigInt(r.int(Number(lo), Number(hi))) * step);
};
const at = (days: number, minutes = 0) => iso(new Date(daysAgo(days).getTime() + minutes * 60_000));
const day = (days: number) => isoDate(daysAgo(days));

/** The sign-ins of the Lagos business's cashier, manager and accountant (README: demo logins). */
function seedMemberLogins(state: SandboxState) {
  for (const login of DEMO_MEMBER_LOGINS) {
    if (state.auth.users.get(login.id) || state.auth.findByEmail(login.email)) continue;
    state.auth.users.insert({
      ...login,
      username: `${login.first_name} ${login.last_name}`,
      account_type: 'business',
      is_verified: true,
      _password: state.auth.hashPassword(DEMO_PASSWORD),
      created_at: iso(SEED_NOW),
    });
  }
}

class BusinessSeeder {
  private readonly locations: number[] = [];
  private readonly roles = new Map<string, number>();
  private readonly members: { id: number; at: number[]; active: boolean; pay: string; created: number }[] = [];
  private readonly categories = new Map<string, number>();
  private readonly step: bigint;

  constructor(
    private readonly store: BusinessStore,
    private readonly spec: BusinessSpec,
    private readonly owner: number,
    private readonly r: Rng,
  ) {
    this.step = spec.currency === 'NGN' ? 50_000n : 1n;
  }

  private get id() {
    return this.spec.id;
  }

  /** Days ago, never before the business existed. */
  private since(days: number) {
    return Math.min(days, this.spec.createdDaysAgo);
  }

  run() {
    this.business();
    this.people();
    this.expenses();
    const items = this.inventory();
    this.invoices(items);
    this.payroll();
    this.marketplace();
  }

  private business() {
    const { spec, store } = this;
    store.businesses.insert({
      id: spec.id,
      name: spec.name,
      _category: spec.category,
      currency: spec.currency,
      email: spec.email,
      phone_number: spec.phone,
      address: spec.address,
      logo: null,
      owner: this.owner,
      created_at: at(spec.createdDaysAgo),
    });
    spec.locations.forEach((l, i) => {
      const row = store.locations.insert({
        id: l.id,
        name: l.name,
        address: l.address,
        phone_number: l.phone,
        active: true,
        created_at: at(spec.createdDaysAgo - i * 45),
        _business: this.id,
      });
      this.locations.push(row.id);
    });
    for (const name of [DEFAULT_TAG, ...spec.tags]) store.tags.insert({ name, _business: this.id });
  }

  private people() {
    const { spec, store, r } = this;
    spec.customers.forEach(([name, type, email, phone], i) => {
      const active = !spec.removed.customers.includes(name);
      store.customers.insert({
        name,
        type,
        email,
        phone_number: phone,
        active,
        created_at: at(this.since(360 - i * 11), r.int(0, 600)),
        _business: this.id,
      });
    });
    spec.suppliers.forEach(([name, address, phone, email, description], i) => {
      const active = !spec.removed.suppliers.includes(name);
      store.suppliers.insert({
        name,
        address,
        phone_number: phone,
        email,
        description,
        active,
        created_at: at(this.since(370 - i * 20)),
        _business: this.id,
      });
    });
    spec.roles.forEach((role, i) => {
      const row = store.roles.insert({
        ...role,
        permissions: [...role.permissions].sort((a, b) => a - b),
        active: true,
        created_at: at(this.since(365 - i)),
        _business: this.id,
      });
      this.roles.set(role.name, row.id);
    });
    spec.staff.forEach((s, i) => {
      const created = this.since(350 - i * 25);
      const row = store.members.insert({
        first_name: s.first,
        last_name: s.last,
        email: s.email,
        phone_number: s.phone,
        _locations: s.at.map((index) => this.locations[index]!),
        _role: s.role === null ? null : (this.roles.get(s.role) ?? null),
        active: s.active ?? true,
        profile_image: null,
        created_at: at(created),
        updated_at: at(s.active === false ? 120 : created),
        _business: this.id,
      });
      this.members.push({ id: row.id, at: row._locations, active: row.active, pay: s.pay, created });
    });
  }

  private expenses() {
    const { spec, store, r } = this;
    spec.categories.forEach(([name, description], i) => {
      const active = !spec.removed.categories.includes(name);
      const row = store.expenseCategories.insert({
        name,
        description,
        active,
        created_at: at(this.since(365 - i)),
        _business: this.id,
      });
      this.categories.set(name, row.id);
    });
    let count = 0;
    for (const e of spec.expenses) {
      for (let d = r.int(0, e.every - 1); d < 360; d += e.every) {
        count += 1;
        store.expenses.insert({
          name: e.name,
          amount: between(r, e.min, e.max, this.step),
          expense_date: day(d),
          _category: this.categories.get(e.category)!,
          description: null,
          currency: spec.currency,
          location: this.locations[e.at]!,
          active: count % 17 !== 0,
          created_at: at(d, 600 + r.int(0, 300)),
          _business: this.id,
        });
      }
    }
  }

  /** How often each item is sold (ProductSpec.weight). */
  private readonly weights = new Map<number, number>();

  private inventory(): InventoryRow[] {
    const { spec, store, r } = this;
    const suppliers = store.suppliers.where((s) => s._business === this.id && s.active);
    const items: InventoryRow[] = [];
    for (const product of spec.products) {
      const type = product.type ?? 'product';
      for (const variant of product.variants ?? [null]) {
        for (const index of product.at) {
          const created = r.int(15, this.since(360));
          const stocked = type === 'product';
          const row = store.inventory.insert({
            name: variant ? `${product.name} - ${variant}` : product.name,
            type,
            tags: product.tags ?? [DEFAULT_TAG],
            currency: spec.currency,
            unit_price: money(product.price),
            cost_price: money(product.cost),
            user: this.owner,
            categories: product.categories,
            image: null,
            images: [],
            description: null,
            barcode_number: stocked ? `6151${String(r.int(0, 99_999_999)).padStart(9, '0')}` : null,
            quantity: stocked ? (r.next() < 0.07 ? 0 : r.int(2, 60)) : 0,
            location: this.locations[index]!,
            active: r.next() > 0.03,
            supplier: stocked && suppliers.length > 0 ? r.pick(suppliers).id : null,
            unit: product.unit,
            is_published: false,
            created_at: at(created),
            updated_at: at(r.int(1, created)),
            _business: this.id,
          });
          items.push(row);
          this.weights.set(row.id, product.weight ?? 1);
        }
      }
    }
    // A fifth of the stocked, active products are on the marketplace.
    items
      .filter((i) => i.active && i.type === 'product' && i.quantity > 0)
      .forEach((item, n) => {
        if (n % 5 === 0) store.inventory.update(item.id, { is_published: true });
      });
    return items.map((i) => store.inventory.get(i.id)!);
  }

  /** Sale and due dates (days ago; negative is ahead of SEED_NOW) of an invoice in `target` state. */
  private datesFor(target: InvoiceTarget): { sale: number; due: number | null } {
    const { r } = this;
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

  private invoices(items: InventoryRow[]) {
    const { spec, store, r } = this;
    const customers = store.customers.where((c) => c._business === this.id && c.active);
    const sellable = items.filter((i) => i.active && (i.type === 'service' || i.quantity > 0));
    const plan = TARGETS.flatMap((target) =>
      Array.from({ length: spec.invoices[target] }, () => ({ target, ...this.datesFor(target) })),
    ).sort((a, b) => b.sale - a.sale);
    // README magic value: the first customer without an email owes on an overdue invoice, so an
    // email reminder is refused (400) while an SMS goes out.
    let noEmail = customers.find((c) => c.email === null && c.phone_number !== null);
    for (const { target, sale, due } of plan) {
      const buyer = target === 'overdue' && noEmail ? noEmail : r.pick(customers);
      if (buyer === noEmail) noEmail = undefined;
      const location = r.next() < 0.55 ? this.locations[0]! : r.pick(this.locations);
      const local = sellable.filter((i) => i.location === location);
      const here = (local.length > 0 ? local : sellable).flatMap((item) =>
        Array.from({ length: this.weights.get(item.id) ?? 1 }, () => item),
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
      const discount = r.next() < 0.25 ? fromMinor(((gross * 5n) / 100n / this.step) * this.step) : '0.00';
      const seller = this.members.filter((m) => m.active && m.at.includes(location));
      const created = at(sale, 540 + r.int(0, 480));
      const row = store.invoices.insert({
        title: r.pick(spec.invoiceTitles),
        _customer: buyer.id,
        _currency: spec.currency,
        items: lines,
        _member: seller.length > 0 && r.next() < 0.6 ? r.pick(seller).id : null,
        discount,
        vat: r.pick(spec.vat),
        sale_date: day(sale),
        due_date: due === null ? null : day(due),
        file: null,
        note: r.next() < 0.3 ? 'Thank you for your patronage.' : null,
        location,
        created_at: created,
        updated_at: created,
        _status: target === 'draft' ? 'draft' : target === 'cancelled' ? 'cancelled' : 'issued',
        _stockTaken: target !== 'draft' && target !== 'cancelled',
        _business: this.id,
      });
      this.payments(row, target, sale);
    }
  }

  /** The receipts that put an invoice in its target state. */
  private payments(row: InvoiceRow, target: InvoiceTarget, sale: number) {
    const { r, store } = this;
    const due = toMinor(totalsOf(row, []).total_amount_due);
    const part = () => {
      const share = (due * BigInt(r.int(30, 70))) / 100n;
      const rounded = (share / this.step) * this.step;
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
        invoice: row.id,
        amount: fromMinor(amount),
        currency: row._currency,
        payment_method: r.pick(this.spec.paymentMethods),
        date: day(when),
        reference: r.next() < 0.7 ? `TRF-${day(when).replaceAll('-', '')}-${row.id}${i}` : null,
        location: row.location,
        created_at: at(when, 600 + r.int(0, 400)),
        _customer: row._customer,
        _business: this.id,
      });
      store.invoices.update(row.id, { updated_at: receipt.created_at });
    });
  }

  /** Monthly pay on the 25th of each month since the member started (removed members: until June). */
  private payroll() {
    const { store, spec, r } = this;
    const year = SEED_NOW.getUTCFullYear();
    for (const m of this.members) {
      const payroll = store.payrolls.insert({
        _staff: m.id,
        amount: money(Number(m.pay)),
        currency: spec.currency,
        description: 'Monthly salary',
        location: m.at[0] ?? this.locations[0]!,
        active: m.active,
        created_at: at(m.created),
        _business: this.id,
      });
      const months = Array.from({ length: SEED_NOW.getUTCMonth() }, (_, i) => i).filter((month) => (m.active ? true : month < 6));
      for (const month of months) {
        const date = `${year}-${String(month + 1).padStart(2, '0')}-25`;
        if (Date.parse(date) < daysAgo(m.created).getTime()) continue;
        const bonus = r.next() < 0.1;
        store.payrollHistories.insert({
          payroll: payroll.id,
          amount: bonus ? fromMinor((toMinor(payroll.amount) * 11n) / 10n) : payroll.amount,
          currency: spec.currency,
          date,
          description: `${MONTHS[month]} ${year} salary${bonus ? ' with overtime' : ''}`,
          created_at: `${date}T16:00:00Z`,
          _business: this.id,
        });
      }
    }
  }

  private marketplace() {
    const { store, spec, r } = this;
    const market = spec.market;
    const fees = market.fees.map(([state, location, amount, active]) =>
      store.deliveryFees.insert({ state, location, amount: money(amount), currency: spec.currency, active, _business: this.id }),
    );
    const published = store.inventory.where((i) => i._business === this.id && i.is_published);
    const statuses: OrderRow['status'][] = [
      'delivered',
      'shipped',
      'processing',
      'pending',
      'delivered',
      'cancelled',
      'returned',
      'delivered',
    ];
    const orders: OrderRow[] = [];
    for (let n = 0; n < market.orders; n += 1) {
      const [name, email, phone, address] = r.pick(market.buyers);
      const lines = [...new Set(Array.from({ length: r.int(1, 3) }, () => r.pick(published)))].map((item) => ({
        product: item.id,
        name: item.name,
        quantity: r.int(1, 2),
        unit_price: item.unit_price,
      }));
      const fee = r.pick(fees.filter((f) => f.active));
      const total = lines.reduce((sum, l) => sum + toMinor(l.unit_price) * BigInt(l.quantity), toMinor(fee.amount));
      const days = market.orders - n + r.int(0, 2);
      orders.push(
        store.orders.insert({
          order_number: `${market.orderPrefix}-${day(days).replaceAll('-', '')}-${String(n + 1).padStart(3, '0')}`,
          customer: { name, email, phone_number: phone },
          items: lines,
          total_amount: fromMinor(total),
          currency: spec.currency,
          status: statuses[n % statuses.length]!,
          delivery_address: address,
          created_at: at(days, r.int(0, 600)),
          _business: this.id,
        }),
      );
    }
    market.payouts.forEach((status, n) => {
      const days = 3 + (market.payouts.length - n) * 7;
      store.payouts.insert({
        amount: between(r, spec.currency === 'NGN' ? 80_000 : 150, spec.currency === 'NGN' ? 650_000 : 1_200, this.step),
        currency: spec.currency,
        status,
        reference: `PO-${market.orderPrefix}-${day(days).replaceAll('-', '')}`,
        bank_name: market.payoutBank[0],
        account_number: `******${market.payoutBank[1]}`,
        created_at: at(days, 120),
        paid_at: status === 'paid' ? at(days - 1, 300) : null,
        _business: this.id,
      });
    });
    market.affiliates.forEach(([name, email, rate, active], n) => {
      const affiliate = store.affiliates.insert({
        name,
        email,
        commission_rate: rate,
        status: active ? 'active' : 'inactive',
        created_at: at(200 - n * 30),
        _business: this.id,
      });
      const promoted = [...new Set(Array.from({ length: r.int(2, 4) }, () => r.pick(published)))];
      for (const item of promoted) {
        store.affiliateProducts.insert({
          _affiliate: affiliate.id,
          _item: item.id,
          commission_rate: rate,
          units_sold: active ? r.int(1, 25) : r.int(0, 3),
          _business: this.id,
        });
      }
    });
    const settled = orders.filter((o) => o.status === 'delivered' || o.status === 'returned');
    market.disputes.forEach((d, n) => {
      const order = settled[n % settled.length] ?? orders[n]!;
      const opened = Math.min(Date.parse(order.created_at) + 2 * 86_400_000, SEED_NOW.getTime() - 86_400_000);
      const dispute = store.disputes.insert({
        order: order.id,
        reason: d.reason,
        status: d.status,
        created_at: iso(new Date(opened)),
        updated_at: iso(new Date(opened)),
        _business: this.id,
      });
      const buyer = { id: 9000 + order.id, name: order.customer.name, is_business: false };
      const business = { id: this.id, name: spec.name, is_business: true };
      d.thread.forEach(([fromBusiness, message, proposal], i) => {
        const sent = iso(new Date(Math.min(opened + i * 5 * 3_600_000, SEED_NOW.getTime())));
        store.disputeMessages.insert({
          sender: fromBusiness ? business : buyer,
          message,
          images: [],
          is_proposal: proposal ?? false,
          created_at: sent,
          _dispute: dispute.id,
          _business: this.id,
        });
        store.disputes.update(dispute.id, { updated_at: sent });
      });
    });
  }
}

export function seedBusinesses(state: SandboxState): void {
  const store = storeOf(state);
  if (store.businesses.size > 0) return;
  seedMemberLogins(state);
  const owner = state.auth.findByEmail(DEMO_OWNER_EMAIL)?.id ?? 1;
  [LAGOS, HOUSTON].forEach((spec, n) => new BusinessSeeder(store, spec, owner, rng(20_261_120 + n)).run());
}
