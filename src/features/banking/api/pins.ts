/**
 * PIN and OTP calls, and the limits change that a PIN confirms. They run the banking client
 * directly, never through the query client: no query or mutation cache holds a PIN or an OTP, and
 * nothing here logs one or puts one in a URL (D9, decision 0022). The caller clears its inputs
 * once a call is sent.
 */
import { useCallback, useRef, useState } from 'react';
import { banking } from '@/api/clients';
import { toApiError, type ApiError } from '@/api/errors';
import type { BankingSchemas } from '@/api/types';
import { isLostAnswer } from '../transfer/utils/attempts';
import type { BusinessCurrency } from './banking.queries';

export type SetPinResult = BankingSchemas['SetPinResult'];
export type CheckResult = BankingSchemas['CheckResult'];

/** Whose PIN: a personal account's (by id) or the business account's in one currency. */
export type PinTarget = { kind: 'personal'; id: number } | { kind: 'business'; currency: BusinessCurrency };

/** Starts a PIN change: the bank answers where it sent the OTP that confirms it. */
export async function startPinChange(target: PinTarget, pin: string, confirmPin: string, key?: string): Promise<SetPinResult> {
  const body = { pin, confirm_pin: confirmPin };
  const header = key ? { 'Idempotency-Key': key } : undefined;
  const { data } =
    target.kind === 'personal'
      ? await banking.client.POST('/personal_bank_accounts/{id}/set_pin/', {
          params: { path: { id: target.id }, header },
          body,
        })
      : await banking.client.POST('/business/{currency}/set_transaction_pin/', {
          params: { path: { currency: target.currency }, header },
          body,
        });
  return data!;
}

/** Confirms the new PIN with the OTP (a wrong one is `valid: false`, not an error). */
export async function confirmPinOtp(target: PinTarget, otp: string, key?: string): Promise<CheckResult> {
  const header = key ? { 'Idempotency-Key': key } : undefined;
  const { data } =
    target.kind === 'personal'
      ? await banking.client.POST('/personal_bank_accounts/{id}/check_otp/', {
          params: { path: { id: target.id }, header },
          body: { otp },
        })
      : await banking.client.POST('/business/{currency}/verify_otp/', {
          params: { path: { currency: target.currency }, header },
          body: { otp },
        });
  return data!;
}

/** Checks a PIN (a wrong one is `valid: false` with the attempts left; a locked PIN is 403). */
export async function checkPin(target: PinTarget, pin: string): Promise<CheckResult> {
  const { data } =
    target.kind === 'personal'
      ? await banking.client.POST('/personal_bank_accounts/{id}/check_pin/', {
          params: { path: { id: target.id } },
          body: { pin },
        })
      : await banking.client.POST('/business/{currency}/check_transaction_pin/', {
          params: { path: { currency: target.currency } },
          body: { pin },
        });
  return data!;
}

/** Sets lower naira limits, confirmed with the personal naira account's PIN. */
export async function setNgLimits(
  body: BankingSchemas['NgTransactionLimitInput'],
): Promise<BankingSchemas['NgTransactionLimit']> {
  const { data } = await banking.client.POST('/ng/transaction_limits/', { body });
  return data!;
}

/**
 * The `Idempotency-Key` of a PIN call (issue 21's fault sweep): the same key for every press while
 * the last answer was lost (network, timeout, unreadable answer, 5xx: the bank may have acted), so
 * the bank answers its first answer instead of acting again; a new key after any answer or refusal.
 * Only the key is kept, never the PIN or code it was sent with.
 */
export function createPinAttemptKey(newKey: () => string = () => crypto.randomUUID()) {
  let key: string | null = null;
  return {
    /** The key for this press. */
    current: () => (key ??= newKey()),
    /** After the call: keep the key only when its answer was lost. */
    settle: (error: ApiError | null) => {
      if (!error || !isLostAnswer(error)) key = null;
    },
  };
}

/**
 * One secret call at a time: `run` sends it (a second press while one is on its way does
 * nothing), keeps no argument, and reports the answer or the ApiError.
 */
export function useSecretCall<A extends unknown[], R>(call: (...args: A) => Promise<R>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const busy = useRef(false);
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      setPending(true);
      setError(null);
      try {
        return await call(...args);
      } catch (caught) {
        setError(toApiError(caught));
        return undefined;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [call],
  );
  const reset = useCallback(() => setError(null), []);
  return { run, pending, error, reset };
}

export interface PinCheckState {
  /** Sends the PIN; true when it is right. */
  check: (pin: string) => Promise<boolean>;
  pending: boolean;
  /** Tries left after a wrong PIN (null before one). */
  attemptsRemaining: number | null;
  /** The bank's words about the last wrong PIN. */
  detail: string | null;
  /** No tries left: a new PIN must be set. */
  locked: boolean;
  /** A failure that is not a wrong PIN (network, server). */
  error: ApiError | null;
}

/** Checking a PIN before money moves (issue 16's Authorise step uses it through PinCheckStep). */
export function usePinCheck(target: PinTarget): PinCheckState {
  const [attemptsRemaining, setAttempts] = useState<number | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const kind = target.kind;
  const key = target.kind === 'personal' ? target.id : target.currency;
  const send = useCallback(
    (pin: string) =>
      checkPin(kind === 'personal' ? { kind, id: key as number } : { kind, currency: key as BusinessCurrency }, pin),
    [kind, key],
  );
  const call = useSecretCall(send);
  const check = useCallback(
    async (pin: string) => {
      setDetail(null);
      const answer = await call.run(pin);
      if (!answer) return false;
      if (answer.valid) {
        setAttempts(null);
        return true;
      }
      setAttempts(answer.attempts_remaining);
      setDetail(answer.detail);
      if (answer.attempts_remaining === 0) setLocked(true);
      return false;
    },
    [call],
  );
  const lockedByServer = call.error?.status === 403;
  return {
    check,
    pending: call.pending,
    attemptsRemaining: lockedByServer ? 0 : attemptsRemaining,
    detail: lockedByServer ? call.error!.message : detail,
    locked: locked || lockedByServer,
    error: lockedByServer ? null : call.error,
  };
}
