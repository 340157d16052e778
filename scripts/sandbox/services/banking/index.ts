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
import type { ServiceHandlers } from '../../types';
import { accountHandlers } from './accounts';
import { applicationHandlers } from './applications';
import { beneficiaryHandlers } from './beneficiaries';
import type { Deps } from './context';
import { limitHandlers } from './limits';
import { pinHandlers } from './pins';
import { quoteHandlers } from './quotes';
import { seedBanking } from './seed';
import { statementHandlers } from './statements';
import { storeOf } from './store';
import { transferHandlers } from './transfers';
import { verificationHandlers } from './verification';

/** Every operation of the contract (a missing one fails tsc). */
export function bankingServiceHandlers(deps: Deps): ServiceHandlers<operations> {
  return {
    ...verificationHandlers(deps),
    ...accountHandlers(deps),
    ...applicationHandlers(deps),
    ...statementHandlers(deps),
    ...pinHandlers(deps),
    ...transferHandlers(deps),
    ...quoteHandlers(deps),
    ...beneficiaryHandlers(deps),
    ...limitHandlers(deps),
  };
}

export const bankingModule = defineService<operations>('banking', (state) => bankingServiceHandlers({ state, store: storeOf(state) }), seedBanking);
