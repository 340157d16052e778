/**
 * The transfer state of the spec (sections 3 and 4): the account money leaves, the payment route,
 * and the step. The step starts at 1; it can be set to a given step, moved back by one, or reset to
 * 1, and never leaves 1-6. Pure: the flow keeps it in a `useReducer`.
 */
import type { AccountKind } from '../utils/accounts';

export const STEP_COUNT = 6;
export type TransferStep = 1 | 2 | 3 | 4 | 5 | 6;

/** NIP (another Nigerian bank), intra-bank (the partner bank), ACH or wire (US). */
export type PaymentRoute = 'nip' | 'intra' | 'ach' | 'wire';

export interface AccountRef {
  kind: AccountKind;
  id: number;
}

export interface TransferState {
  account: AccountRef | null;
  paymentRoute: PaymentRoute | null;
  transferStep: TransferStep;
}

export type TransferAction =
  | { type: 'account'; account: AccountRef; paymentRoute: PaymentRoute }
  | { type: 'route'; paymentRoute: PaymentRoute }
  | { type: 'step'; step: number }
  | { type: 'back' }
  | { type: 'reset' };

export const initialTransferState: TransferState = { account: null, paymentRoute: null, transferStep: 1 };

/** A step number kept within 1-6 (a fraction or NaN counts as 1). */
export function clampStep(step: number): TransferStep {
  if (!Number.isFinite(step)) return 1;
  return Math.min(STEP_COUNT, Math.max(1, Math.trunc(step))) as TransferStep;
}

export function transferReducer(state: TransferState, action: TransferAction): TransferState {
  switch (action.type) {
    case 'account':
      return { ...state, account: action.account, paymentRoute: action.paymentRoute };
    case 'route':
      return { ...state, paymentRoute: action.paymentRoute };
    case 'step':
      return { ...state, transferStep: clampStep(action.step) };
    case 'back':
      return { ...state, transferStep: clampStep(state.transferStep - 1) };
    case 'reset':
      return { ...state, transferStep: 1 };
  }
}
