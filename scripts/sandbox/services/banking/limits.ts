/** Transaction limits: naira tier and custom limits, US tiers, the US tier in force and upgrades (rules in limits-rules.ts). */
import { badRequest } from '../../types';
import { signedIn, type Deps, type Handlers } from './context';
import { limitRowOf, ngLimitsOf, usActiveLimit, usTierOf, usageOf } from './limits-rules';
import { display, fromMinor, toMinor } from '../../money';
import { requirePin } from './pin-rules';
import type { AccountRow, BankingStore, Schemas, UsTier } from './store';
import { NG_TIERS, US_TIERS, US_TIER_ORDER } from './tariffs';
import { ownedBy } from '../../table';

const personalNaira = (store: BankingStore, owner: number): AccountRow | undefined =>
  ownedBy(store.accounts, owner).find((a) => a._kind === 'personal' && a.currency === 'NGN');

function ngLimit(store: BankingStore, owner: number): Schemas['NgTransactionLimit'] {
  const limits = ngLimitsOf(store, owner);
  const account = personalNaira(store, owner);
  const ceiling = NG_TIERS[limits.tier];
  return {
    tier: limits.tier,
    daily_limit: fromMinor(limits.daily),
    single_transfer_limit: fromMinor(limits.single),
    daily_used: fromMinor(account ? usageOf(store, account).today : 0n),
    tier_daily_limit: fromMinor(ceiling.daily),
    tier_single_transfer_limit: fromMinor(ceiling.single),
    currency: 'NGN',
  };
}

const DAY_MS = 86_400_000;

/** The first unmet requirement of a US tier, or null. */
function missingFor(store: BankingStore, owner: number, tier: UsTier): string | null {
  if (!store.kycs.find((k) => k._owner === owner && k.country === 'US' && k.status === 'verified')) return 'Verified US identity (SSN and government ID)';
  const usd = ownedBy(store.accounts, owner).filter((a) => a.currency === 'USD');
  const oldest = Math.min(...usd.map((a) => Date.parse(a.created_at)));
  if (usd.length === 0 || Date.now() - oldest < 30 * DAY_MS) return 'A USD account open for at least 30 days';
  const ids = new Set(usd.map((a) => a.id));
  const since = Date.now() - 90 * DAY_MS;
  if (store.transactions.find((t) => ids.has(t._account) && t._rail === 'ach' && t.status === 'reversed' && Date.parse(t.created_at) >= since)) {
    return 'No returned ACH transfers in the last 90 days';
  }
  if (tier === 'premium' && !store.kybs.find((k) => k._owner === owner && k.country === 'US' && k.status === 'verified')) return 'Verified US business (KYB with EIN)';
  return null;
}

export function limitHandlers(deps: Deps): Handlers<'getNgTransactionLimit' | 'setNgTransactionLimit' | 'listUsTransactionLimits' | 'getUsActiveLimit' | 'upgradeUsLimitTier'> {
  const { store } = deps;
  return {
    getNgTransactionLimit: (req) => ({ status: 200, body: ngLimit(store, signedIn(deps, req).id) }),
    setNgTransactionLimit: (req) => {
      const owner = signedIn(deps, req).id;
      const account = personalNaira(store, owner);
      if (!account) throw badRequest({}, 'Open a personal naira account first: its PIN confirms the limits.');
      const { tier } = ngLimitsOf(store, owner);
      const ceiling = NG_TIERS[tier];
      const daily = toMinor(req.body.daily_limit);
      const single = toMinor(req.body.single_transfer_limit);
      if (daily > ceiling.daily) throw badRequest({ daily_limit: [`At most ${display(ceiling.daily, 'NGN')} on ${tier}.`] });
      if (single > ceiling.single) throw badRequest({ single_transfer_limit: [`At most ${display(ceiling.single, 'NGN')} on ${tier}.`] });
      if (single > daily) throw badRequest({ single_transfer_limit: ['Must not be more than the daily limit.'] });
      requirePin(store, account, req.body.pin);
      store.limits.update(limitRowOf(store, owner).id, { ng_daily: fromMinor(daily), ng_single: fromMinor(single) });
      return { status: 200, body: ngLimit(store, owner) };
    },
    listUsTransactionLimits: (req) => {
      signedIn(deps, req);
      const tiers = US_TIER_ORDER.map((tier) => {
        const t = US_TIERS[tier];
        return { tier, single_transfer_limit: fromMinor(t.single), daily_limit: fromMinor(t.daily), monthly_limit: fromMinor(t.monthly), currency: 'USD' as const, requirements: t.requirements };
      });
      return { status: 200, body: tiers };
    },
    getUsActiveLimit: (req) => ({ status: 200, body: usActiveLimit(store, signedIn(deps, req).id) }),
    upgradeUsLimitTier: (req) => {
      const owner = signedIn(deps, req).id;
      const wanted = req.query.tier;
      const current = usTierOf(store, owner);
      if (US_TIER_ORDER.indexOf(wanted) <= US_TIER_ORDER.indexOf(current)) {
        throw badRequest({ tier: [`You are on the ${current} tier already; choose a higher one.`] }, `You are on the ${current} tier already.`);
      }
      const missing = missingFor(store, owner, wanted);
      if (missing) throw badRequest({ tier: [`Missing requirement: ${missing}.`] }, `The ${wanted} tier needs: ${missing}.`);
      store.limits.update(limitRowOf(store, owner).id, { us_tier: wanted });
      return { status: 200, body: { detail: `You are now on the ${wanted} tier.`, active_limit: usActiveLimit(store, owner) } };
    },
  };
}
