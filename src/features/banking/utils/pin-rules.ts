/**
 * The rules a new transaction PIN must pass before it is sent (decision 0022): six digits, not one
 * digit repeated (111111) and not a run of digits up or down (123456, 654321, also across 9-0 such
 * as 890123). The sandbox refuses the same (scripts/sandbox/services/banking/pin-rules.ts).
 */

export const PIN_LENGTH = 6;

/** Why `pin` cannot be a new PIN, as the field shows it; null when it can. */
export function newPinProblem(pin: string): string | null {
  if (!/^\d+$/.test(pin) || pin.length !== PIN_LENGTH) return `Enter all ${PIN_LENGTH} digits.`;
  const digits = Array.from(pin, Number);
  if (digits.every((digit) => digit === digits[0])) return 'Do not use one digit repeated: it is easy to guess.';
  const steps = digits.slice(1).map((digit, index) => (digit - digits[index]! + 10) % 10);
  if (steps.every((step) => step === 1) || steps.every((step) => step === 9)) {
    return 'Do not use a run of digits such as 123456 or 654321: it is easy to guess.';
  }
  return null;
}

/** Why the repeated PIN is wrong, or null when it matches. */
export function confirmPinProblem(pin: string, confirm: string): string | null {
  if (confirm.length !== PIN_LENGTH) return `Enter all ${PIN_LENGTH} digits again.`;
  return pin === confirm ? null : 'The PINs do not match.';
}

/** A 6-digit code (OTP or PIN to check): why it cannot be sent yet, or null. */
export function codeProblem(code: string, what = 'code'): string | null {
  return /^\d{6}$/.test(code) ? null : `Enter all ${PIN_LENGTH} digits of the ${what}.`;
}
