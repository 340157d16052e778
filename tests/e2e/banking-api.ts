/**
 * The banking service, called directly by the banking journeys for setup and for counting what the
 * sandbox did (not a spec). The seeded accounts' PIN is in the README ('Money rules and magic values').
 */
import { expect } from './fixtures';
import { AUTH_API, DEMO_OTP } from './support';

export const BANKING_API = AUTH_API.replace(/\d$/, (digit) => String(Number(digit) + 4));
export const SEEDED_PIN = '482913';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function bankingCall<T>(token: string, method: string, path: string, body?: BodyInit, json = true): Promise<T> {
  const response = await fetch(`${BANKING_API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(json && body ? { 'Content-Type': 'application/json' } : {}) },
    body,
  });
  const text = await response.text();
  expect(response.ok, `${method} ${path}: ${response.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/** A verified Nigerian KYC and a naira account, through the API (the onboarding flow is not under test here). */
export async function openNairaAccount(token: string): Promise<{ id: number; account_number: string }> {
  const form = new FormData();
  const fields: Record<string, string> = {
    first_name: 'Ngozi',
    last_name: 'Balogun',
    phone_number: '+2348091112233',
    gender: 'female',
    date_of_birth: '1991-05-14',
    address: '3 Awolowo Road',
    state: 'Lagos',
    city: 'Ikoyi',
    postal_code: '101233',
    bvn: '22298765432',
    document_type: 'nin',
    id_number: '12345678901',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('passport_image', new Blob([PNG], { type: 'image/png' }), 'passport.png');
  const kyc = await bankingCall<{ id: number }>(token, 'POST', '/verify_kyc/ng/', form, false);
  await bankingCall(token, 'GET', '/kycs/'); // the sandbox settles the check at the next call
  return bankingCall(token, 'POST', '/personal_bank_accounts/', JSON.stringify({ kyc_id: kyc.id }));
}

/** The PIN `openNairaAccountWithPin` sets. */
export const NEW_ACCOUNT_PIN = '570482';

/** `openNairaAccount` (₦500,000.00 of test funds) with a transaction PIN set and confirmed, through the API. */
export async function openNairaAccountWithPin(
  token: string,
  pin = NEW_ACCOUNT_PIN,
): Promise<{ id: number; account_number: string }> {
  const account = await openNairaAccount(token);
  await bankingCall(token, 'POST', `/personal_bank_accounts/${account.id}/set_pin/`, JSON.stringify({ pin, confirm_pin: pin }));
  await bankingCall(token, 'POST', `/personal_bank_accounts/${account.id}/check_otp/`, JSON.stringify({ otp: DEMO_OTP }));
  return account;
}

/** A personal account's transactions (first page, newest first), from the sandbox's ledger. */
export async function personalTransactions(
  token: string,
  accountId: number,
): Promise<{ type: string; narration: string; status: string; reference: string; amount: string }[]> {
  const page = await bankingCall<{
    results: { type: string; narration: string; status: string; reference: string; amount: string }[];
  }>(token, 'GET', `/personal_bank_accounts/${accountId}/transactions/`);
  return page.results;
}
