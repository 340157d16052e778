/** Monthly pay for every demo staff member, paid on the 25th since they started (removed ones: until June). */
import { fromMinor, toMinor } from '../../money';
import { SEED_NOW, daysAgo } from '../../table';
import { at, money, type BusinessSeed } from './seeding';

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

/** Monthly pay on the 25th of each month since the member started (removed members: until June). */
export function seedPayroll(seed: BusinessSeed): void {
  const { store, r } = seed;
  const year = SEED_NOW.getUTCFullYear();
  for (const m of seed.members) {
    const payroll = store.payrolls.insert({
      _staff: m.id,
      amount: money(Number(m.pay)),
      currency: seed.currency,
      description: 'Monthly salary',
      location: m.at[0] ?? seed.locations[0]!,
      active: m.active,
      created_at: at(m.created),
      _business: seed.id,
    });
    const months = Array.from({ length: SEED_NOW.getUTCMonth() }, (_, i) => i).filter((month) => (m.active ? true : month < 6));
    for (const month of months) {
      const date = `${year}-${String(month + 1).padStart(2, '0')}-25`;
      if (Date.parse(date) < daysAgo(m.created).getTime()) continue;
      const bonus = r.next() < 0.1;
      store.payrollHistories.insert({
        payroll: payroll.id,
        amount: bonus ? fromMinor((toMinor(payroll.amount) * 11n) / 10n) : payroll.amount,
        currency: seed.currency,
        date,
        description: `${MONTHS[month]} ${year} salary${bonus ? ' with overtime' : ''}`,
        created_at: `${date}T16:00:00Z`,
        _business: seed.id,
      });
    }
  }
}
