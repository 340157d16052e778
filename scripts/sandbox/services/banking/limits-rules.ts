/**
 * Which limits apply to an account, and what was already sent.
 * - Personal NGN accounts share the user's naira tier (tier_1 without a verified Nigerian KYC,
 *   tier_2 with one: BVN and a government ID) and the custom limits set through
 *   POST /ng/transaction_limits/; their usage is summed over all of them.
 * - A business NGN account (on a verified KYB) is tier_3, with its own usage.
 * - Every USD account of a user shares the user's US tier (basic until upgraded) and its usage.
 * Usage counts successful and pending outgoing transfers (amounts, not fees) since midnight, and
 * since the 1st of the month for US tiers, in the account's time zone.
 */
import { fromMinor, sum, toMinor } from '../../money';
import type { AccountRow, BankingStore, LimitRow, NgTier, UsTier } from './store';
import { NG_TIERS, US_TIERS, ZONE, type Ceilings } from './tariffs';
import { dayIn, monthIn } from './time';
import { ownedBy } from '../../table';

export function limitRowOf(store: BankingStore, owner: number): LimitRow {
  return store.limits.find((l) => l._owner === owner) ?? store.limits.insert({ _owner: owner, us_tier: 'basic', ng_daily: null, ng_single: null });
}

export function ngTierOf(store: BankingStore, owner: number): NgTier {
  const verified = store.kycs.find((k) => k._owner === owner && k.country === 'NG' && k.status === 'verified');
  return verified ? 'tier_2' : 'tier_1';
}

export const usTierOf = (store: BankingStore, owner: number): UsTier => limitRowOf(store, owner).us_tier;

const isBusinessNgn = (account: AccountRow) => account.currency === 'NGN' && account.account_category === 'business';

/** The tier an account answers with. */
export function tierOf(store: BankingStore, account: AccountRow): NgTier | UsTier {
  if (account.currency === 'USD') return usTierOf(store, account._owner);
  return isBusinessNgn(account) ? 'tier_3' : ngTierOf(store, account._owner);
}

/** The user's naira limits in force: the custom ones, or the tier's ceilings. */
export function ngLimitsOf(store: BankingStore, owner: number): { tier: NgTier; single: bigint; daily: bigint } {
  const tier = ngTierOf(store, owner);
  const row = limitRowOf(store, owner);
  const ceiling = NG_TIERS[tier];
  // A custom limit never exceeds the current tier (it may have been set on a higher one).
  const capped = (custom: string | null, max: bigint) => (custom === null ? max : toMinor(custom) < max ? toMinor(custom) : max);
  return { tier, single: capped(row.ng_single, ceiling.single), daily: capped(row.ng_daily, ceiling.daily) };
}

/** The accounts whose transfers count together with `account`'s. */
function poolOf(store: BankingStore, account: AccountRow): AccountRow[] {
  if (isBusinessNgn(account)) return [account];
  return ownedBy(store.accounts, account._owner).filter((a) => a.currency === account.currency && !isBusinessNgn(a));
}

/** Amounts of outgoing transfers still pending or successful, today and this month. */
export function usageOf(store: BankingStore, account: AccountRow, now = new Date()): { today: bigint; month: bigint } {
  const zone = ZONE[account.currency];
  const pool = new Set(poolOf(store, account).map((a) => a.id));
  const today = dayIn(zone, now);
  const month = today.slice(0, 7);
  const sent = store.transactions.where(
    (t) => pool.has(t._account) && t.type === 'debit' && t._rail !== null && (t.status === 'pending' || t.status === 'successful') && monthIn(zone, t.created_at) === month,
  );
  return {
    today: sum(sent.filter((t) => dayIn(zone, t.created_at) === today).map((t) => toMinor(t.amount))),
    month: sum(sent.map((t) => toMinor(t.amount))),
  };
}

/** The ceilings that apply to transfers from `account`. */
export function limitsFor(store: BankingStore, account: AccountRow): Ceilings {
  if (account.currency === 'USD') return US_TIERS[usTierOf(store, account._owner)];
  if (isBusinessNgn(account)) return NG_TIERS.tier_3;
  const { single, daily } = ngLimitsOf(store, account._owner);
  return { single, daily, monthly: null };
}

/** The user's US tier with its usage over all their USD accounts. */
export function usActiveLimit(store: BankingStore, owner: number) {
  const tier = usTierOf(store, owner);
  const ceilings = US_TIERS[tier];
  const anyUsd = ownedBy(store.accounts, owner).find((a) => a.currency === 'USD');
  const used = anyUsd ? usageOf(store, anyUsd) : { today: 0n, month: 0n };
  return {
    tier,
    single_transfer_limit: fromMinor(ceilings.single),
    daily_limit: fromMinor(ceilings.daily),
    monthly_limit: fromMinor(ceilings.monthly),
    daily_used: fromMinor(used.today),
    monthly_used: fromMinor(used.month),
    currency: 'USD' as const,
  };
}
