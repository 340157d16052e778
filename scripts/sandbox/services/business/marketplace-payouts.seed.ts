/**
 * The orders each seeded payout settles (issue 18, decision 0030): two to four delivered orders
 * placed in the week before the payout, so its gross, fees and net are computed from real orders.
 * It runs after every demo business is seeded, with a PRNG of its own, so the rows and ids the
 * other seeds make stay as they were (seed-snapshot.test.ts undoes exactly these rows: the orders
 * with a `_payout`).
 */
import { fromMinor, toMinor } from '../../money';
import { rng } from '../../table';
import { MARKETPLACE } from './marketplace.seed';
import { at, day, type BusinessSeed } from './seeding';
import { rowsOf } from './store';

export function seedMarketplacePayouts(seed: BusinessSeed): void {
  const { store } = seed;
  const r = rng(180_018 + seed.id);
  const { market } = MARKETPLACE[seed.id];
  const published = store.inventory.where((i) => i._business === seed.id && i.is_published);
  const fees = rowsOf(store.deliveryFees, seed.id).filter((f) => f.active);
  if (published.length === 0 || fees.length === 0) return;
  const payouts = rowsOf(store.payouts, seed.id).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  let n = 0;
  for (const payout of payouts) {
    const paidDaysAgo = Math.round((Date.parse(at(0)) - Date.parse(payout.created_at)) / 86_400_000);
    const count = r.int(2, 4);
    for (let k = 0; k < count; k += 1) {
      n += 1;
      const days = paidDaysAgo + 8 - k * 2 - r.int(0, 1);
      const [name, email, phone, address] = r.pick(market.buyers);
      const lines = [...new Set(Array.from({ length: r.int(1, 2) }, () => r.pick(published)))].map((item) => ({
        product: item.id,
        name: item.name,
        quantity: r.int(1, 3),
        unit_price: item.unit_price,
      }));
      const fee = r.pick(fees);
      const total = lines.reduce((sum, l) => sum + toMinor(l.unit_price) * BigInt(l.quantity), toMinor(fee.amount));
      store.orders.insert({
        order_number: `${market.orderPrefix}-${day(days).replaceAll('-', '')}-P${String(n).padStart(2, '0')}`,
        customer: { name, email, phone_number: phone },
        items: lines,
        total_amount: fromMinor(total),
        currency: seed.currency,
        status: 'delivered',
        delivery_address: address,
        created_at: at(days, r.int(0, 600)),
        _business: seed.id,
        _payout: payout.id,
      });
    }
  }
}
