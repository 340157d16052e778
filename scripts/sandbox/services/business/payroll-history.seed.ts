/**
 * Earlier payroll history (issue 14, decision 0020): a business pays its staff every month for
 * years, so each seeded payroll entry gets its monthly payments back to 30 months before the last
 * paid month (October of the seed year), on the 25th, before the payments payroll.seed.ts makes.
 * Months paid before the staff member was added to the app stand for records kept before the
 * business moved to Ledgerly. It runs after every demo business is seeded, with a PRNG of its
 * own, so the rows and ids the other seeds make stay as they were (seed-snapshot.test.ts).
 */
import { fromMinor, toMinor } from '../../money';
import { SEED_NOW, rng } from '../../table';
import { rowsOf } from './store';
import type { BusinessSeed } from './seeding';

/** How many months of history each seeded payroll entry has at most. */
export const HISTORY_MONTHS = 30;

const pad = (n: number) => String(n).padStart(2, '0');
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });

/** 'YYYY-MM' of the month `back` months before the last paid month (the one before SEED_NOW's). */
function monthBack(back: number): { key: string; date: Date } {
  const date = new Date(Date.UTC(SEED_NOW.getUTCFullYear(), SEED_NOW.getUTCMonth() - 1 - back, 1));
  return { key: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`, date };
}

export function seedPayrollHistory(seed: BusinessSeed): void {
  const { store } = seed;
  const r = rng(90_210 + seed.id);
  for (const m of seed.members) {
    const payroll = rowsOf(store.payrolls, seed.id).find((p) => p._staff === m.id);
    if (!payroll) continue;
    const paid = rowsOf(store.payrollHistories, seed.id)
      .filter((h) => h.payroll === payroll.id)
      .map((h) => h.date.slice(0, 7))
      .sort();
    // Before the first payment the payroll seed made (a removed member without one: before July).
    const until = paid[0] ?? (m.active ? monthBack(-1).key : `${SEED_NOW.getUTCFullYear()}-07`);
    for (let back = HISTORY_MONTHS - 1; back >= 0; back -= 1) {
      const { key, date: first } = monthBack(back);
      if (key >= until) break;
      const date = `${key}-25`;
      const bonus = r.next() < 0.1;
      store.payrollHistories.insert({
        payroll: payroll.id,
        amount: bonus ? fromMinor((toMinor(payroll.amount) * 11n) / 10n) : payroll.amount,
        currency: payroll.currency,
        date,
        description: `${monthName.format(first)} ${first.getUTCFullYear()} salary${bonus ? ' with overtime' : ''}`,
        created_at: `${date}T16:00:00Z`,
        _business: seed.id,
      });
    }
  }
}
