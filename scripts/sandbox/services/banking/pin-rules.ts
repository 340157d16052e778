/**
 * Transaction PINs and their OTPs. A new PIN waits for the OTP (always the demo OTP '123456')
 * sent to the holder's phone; 5 wrong PINs in a row lock the PIN (403) until a new one is set;
 * an OTP lives 10 minutes and allows 5 tries. A new PIN may not be one digit repeated (111111)
 * or a run of digits up or down (123456, 654321, 890123): the same rule as the app's
 * src/features/banking/utils/pin-rules.ts (decision 0022), kept apart because the sandbox imports
 * nothing from src/.
 */
import { createHash } from 'node:crypto';
import { DEMO_OTP } from '../../auth';
import { iso } from '../../table';
import { HttpError, badRequest } from '../../types';
import type { AccountRow, BankingStore, PinState, Schemas } from './store';
import { MAX_ATTEMPTS, OTP_MINUTES } from './tariffs';

export const hashPin = (accountId: number, pin: string): string => createHash('sha256').update(`banking-pin:${accountId}:${pin}`).digest('hex');

/** The PIN fields of a new account (seeded demo accounts pass the demo PIN). */
export function pinState(accountId: number | null, pin: string | null): PinState {
  return { _pin: accountId !== null && pin !== null ? hashPin(accountId, pin) : null, _pending_pin: null, _otp_expires: 0, _otp_attempts: 0, _pin_failures: 0 };
}

const locked = () => new HttpError(403, { detail: 'Your PIN is locked after 5 wrong attempts. Set a new PIN to unlock it.', code: 'pin_locked' });
const isLocked = (account: AccountRow) => account._pin_failures >= MAX_ATTEMPTS;

/** '+2348031234567' -> '+234803****567'. */
export const maskPhone = (phone: string): string => (phone.length > 10 ? `${phone.slice(0, 7)}****${phone.slice(-3)}` : `****${phone.slice(-3)}`);

/** Why a new PIN is too easy to guess, or null when it is acceptable. */
export function weakPinReason(pin: string): string | null {
  const digits = Array.from(pin, Number);
  if (digits.every((d) => d === digits[0])) return 'Do not use one digit repeated.';
  const steps = digits.slice(1).map((d, i) => (d - digits[i]! + 10) % 10);
  if (steps.every((s) => s === 1) || steps.every((s) => s === 9)) return 'Do not use a run of digits such as 123456 or 654321.';
  return null;
}

export function startPinChange(store: BankingStore, account: AccountRow, body: Schemas['SetPinInput']): Schemas['SetPinResult'] {
  const weak = weakPinReason(body.pin);
  if (weak) throw badRequest({ pin: [weak] }, weak);
  if (body.pin !== body.confirm_pin) throw badRequest({ confirm_pin: ['The PINs do not match.'] });
  const expires = Date.now() + OTP_MINUTES * 60_000;
  store.accounts.update(account.id, { _pending_pin: hashPin(account.id, body.pin), _otp_expires: expires, _otp_attempts: 0 });
  return {
    detail: 'Enter the 6-digit code we sent to confirm your new PIN.',
    otp_sent_to: maskPhone(account._phone),
    otp_expires_at: iso(new Date(expires)),
  };
}

export function confirmPinChange(store: BankingStore, account: AccountRow, otp: string): Schemas['CheckResult'] {
  if (!account._pending_pin) throw badRequest({ otp: ['No new PIN is waiting for a code. Set the PIN first.'] }, 'No new PIN is waiting for a code.');
  if (account._otp_expires < Date.now() || account._otp_attempts >= MAX_ATTEMPTS) {
    throw badRequest({ otp: ['OTP expired. Set the PIN again to get a new code.'] }, 'OTP expired');
  }
  if (otp !== DEMO_OTP) {
    const attempts = account._otp_attempts + 1;
    store.accounts.update(account.id, { _otp_attempts: attempts });
    return { valid: false, detail: 'That code is not right.', attempts_remaining: MAX_ATTEMPTS - attempts };
  }
  store.accounts.update(account.id, { _pin: account._pending_pin, _pending_pin: null, _otp_expires: 0, _otp_attempts: 0, _pin_failures: 0 });
  return { valid: true, detail: 'Your transaction PIN is now active.', attempts_remaining: MAX_ATTEMPTS };
}

/** A PIN check that answers (check_pin): a wrong PIN is `valid: false`, not an error. */
export function checkPin(store: BankingStore, account: AccountRow, pin: string): Schemas['CheckResult'] {
  if (!account._pin) throw badRequest({ pin: ['Set a transaction PIN first.'] }, 'This account has no transaction PIN yet.');
  if (isLocked(account)) throw locked();
  if (hashPin(account.id, pin) === account._pin) {
    store.accounts.update(account.id, { _pin_failures: 0 });
    return { valid: true, detail: 'PIN confirmed.', attempts_remaining: MAX_ATTEMPTS };
  }
  const failures = account._pin_failures + 1;
  store.accounts.update(account.id, { _pin_failures: failures });
  const left = MAX_ATTEMPTS - failures;
  return { valid: false, detail: left > 0 ? `Wrong PIN. ${left} attempt${left === 1 ? '' : 's'} left.` : 'Wrong PIN. Your PIN is now locked: set a new PIN.', attempts_remaining: left };
}

/** A PIN check before moving money: a wrong PIN is 400 on `pin`. */
export function requirePin(store: BankingStore, account: AccountRow, pin: string): void {
  const result = checkPin(store, account, pin);
  if (!result.valid) throw badRequest({ pin: [result.detail] }, result.detail);
}
