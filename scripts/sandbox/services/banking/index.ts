/**
 * The banking service (openapi/banking.yaml): verification, personal and business accounts in
 * naira and dollars, statements, PINs and OTPs, transfers and payouts, beneficiaries, banks and
 * limits. Everything belongs to `req.user.id` (another user's account answers 404); new users
 * start with no verification and no accounts. Money rules: tariffs.ts (fees and tiers),
 * transfer-engine.ts (idempotency, PIN, limits, balance), ledger.ts (statements add up) and
 * settle.ts (pending things and the magic values).
 */
import type { operations } from '../../../../src/api/generated/banking';
import { defineService } from '../../module';
import { withReplays } from '../../replay';
import type { SandboxState } from '../../state';
import { rng } from '../../table';
import type { ServiceHandlers } from '../../types';
import { accountHandlers } from './accounts';
import { OWNER_ACCOUNTS, PERSONAL_ACCOUNTS, seedAccounts } from './accounts.seed';
import { applicationHandlers } from './applications';
import { approvedApplication } from './applications.seed';
import { beneficiaryHandlers } from './beneficiaries';
import type { Deps } from './context';
import { limitHandlers } from './limits';
import { pinHandlers } from './pins';
import { quoteHandlers } from './quotes';
import { PIN_KEY_REUSED, REPLAYED_PIN_CALLS } from './replay';
import { statementHandlers } from './statements';
import { storeOf, type BankingStore } from './store';
import { transferHandlers } from './transfers';
import { verificationHandlers } from './verification';
import { NG_KYB, NG_KYC_OWNER, NG_KYC_PERSONAL, US_KYB, US_KYC_OWNER, verifiedKyb, verifiedKyc } from './verification.seed';

/** Every operation of the contract (a missing one fails tsc). */
export function bankingServiceHandlers(deps: Deps): ServiceHandlers<operations> {
  return {
    ...verificationHandlers(deps),
    ...accountHandlers(deps),
    ...applicationHandlers(deps),
    ...statementHandlers(deps),
    // A PIN call repeated under its Idempotency-Key answers its first answer (../../replay.ts).
    ...withReplays(deps.store, REPLAYED_PIN_CALLS, PIN_KEY_REUSED, pinHandlers(deps)),
    ...transferHandlers(deps),
    ...quoteHandlers(deps),
    ...beneficiaryHandlers(deps),
    ...limitHandlers(deps),
  };
}

/** The owner: verified NG and US KYC and KYB, four accounts (two by approved applications), the US standard tier. */
function seedOwner(state: SandboxState, store: BankingStore, owner: number): void {
  const random = rng(20_261_120);
  const ngKyc = verifiedKyc(state, store, owner, 301, 'NG', NG_KYC_OWNER, 260);
  const usKyc = verifiedKyc(state, store, owner, 302, 'US', US_KYC_OWNER, 210);
  const ngKyb = verifiedKyb(store, owner, 401, 'NG', NG_KYB, 200);
  const usKyb = verifiedKyb(store, owner, 402, 'US', US_KYB, 185);
  const accounts = seedAccounts(
    state,
    store,
    owner,
    OWNER_ACCOUNTS,
    { 'kyc:NG': ngKyc, 'kyc:US': usKyc, 'kyb:NG': ngKyb, 'kyb:US': usKyb },
    random,
  );
  approvedApplication(state, store, 601, ngKyb, accounts.get(2001)!, 180);
  approvedApplication(state, store, 602, usKyb, accounts.get(2002)!, 170);
  store.limits.insert({ _owner: owner, us_tier: 'standard', ng_daily: null, ng_single: null });
}

/** The personal user: a Nigerian KYC and a personal naira account. */
function seedPersonal(state: SandboxState, store: BankingStore, owner: number): void {
  const kyc = verifiedKyc(state, store, owner, 303, 'NG', NG_KYC_PERSONAL, 320);
  seedAccounts(state, store, owner, PERSONAL_ACCOUNTS, { 'kyc:NG': kyc }, rng(20_261_121));
}

/** The demo users' banking (README: demo accounts); other users start with no verification and no accounts. */
function seedBanking(state: SandboxState): void {
  const store = storeOf(state);
  const seeded = (id: number | undefined) => id === undefined || store.kycs.find((k) => k._owner === id) !== undefined;
  const owner = state.auth.findByEmail('owner@ledgerly.ng')?.id;
  if (!seeded(owner)) seedOwner(state, store, owner!);
  const personal = state.auth.findByEmail('personal@ledgerly.ng')?.id;
  if (!seeded(personal)) seedPersonal(state, store, personal!);
}

export const bankingModule = defineService<operations>(
  'banking',
  (state) => bankingServiceHandlers({ state, store: storeOf(state) }),
  seedBanking,
);
