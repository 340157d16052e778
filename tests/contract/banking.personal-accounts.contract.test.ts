/**
 * Contract tests of the banking service (openapi/banking.yaml): personal accounts and their PIN,
 * every operation through the app's real client, and the 401 answer. Ids come from what list and
 * create calls answer and each test says whose banking it uses (fixtures/banking.ts), so the file
 * also runs through `prism proxy --errors` in front of the stateful sandbox.
 */
import { describe, expect, it } from 'vitest';
import { expectDocumentedError, expectError, ok, useNewUser } from './harness';
import {
  banking,
  expectCheckResult,
  expectPersonalAccount,
  expectSetPinResult,
  kycFor,
  NUBAN,
  OTP,
  personalAccount,
  PIN,
} from './fixtures/banking';

describe('banking: personal accounts and their PIN', () => {
  it('POST /personal_bank_accounts/ opens a naira account on a KYC (createPersonalBankAccount)', async () => {
    await useNewUser();
    const kyc = await kycFor('NG');
    const account = ok(await banking.POST('/personal_bank_accounts/', { body: { kyc_id: kyc.id } }));
    expectPersonalAccount(account);
    expect(account.currency).toBe('NGN');
    expect(account.has_pin).toBe(false);
    expect(account.status).toBe('active');
    // Nothing is held on a new account (the sandbox credits it with test funds; see README).
    expect(account.available_balance).toBe(account.balance);
  });

  it('POST /personal_bank_accounts/usd/ opens a dollar account on a KYC (createPersonalUsdBankAccount)', async () => {
    await useNewUser();
    const kyc = await kycFor('US');
    const account = ok(await banking.POST('/personal_bank_accounts/usd/', { body: { kyc_id: kyc.id } }));
    expectPersonalAccount(account);
    expect(account.currency).toBe('USD');
    expect(account.tier).toBe('basic');
    expect(account.has_pin).toBe(false);
    expect(account.available_balance).toBe(account.balance);
  });

  it('GET /personal_bank_accounts/ lists the naira and dollar accounts (listPersonalBankAccounts)', async () => {
    const accounts = ok(await banking.GET('/personal_bank_accounts/'));
    expect(accounts.length).toBeGreaterThan(0);
    accounts.forEach(expectPersonalAccount);
    expect(new Set(accounts.map((a) => a.id)).size).toBe(accounts.length);
  });

  it('GET /personal_bank_accounts/{id}/ answers one account with its balances (getPersonalBankAccount)', async () => {
    const listed = await personalAccount('NGN');
    const account = ok(await banking.GET('/personal_bank_accounts/{id}/', { params: { path: { id: listed.id } } }));
    expectPersonalAccount(account);
    expect(account.currency).toBe('NGN');
    expect(account.account_number).toMatch(NUBAN);
  });

  it('POST /personal_bank_accounts/{id}/set_pin/ sets a PIN pending its OTP (setPersonalAccountPin)', async () => {
    const account = await personalAccount('NGN');
    const result = ok(
      await banking.POST('/personal_bank_accounts/{id}/set_pin/', {
        params: { path: { id: account.id } },
        body: { pin: PIN, confirm_pin: PIN },
      }),
    );
    expectSetPinResult(result);
  });

  it('POST /personal_bank_accounts/{id}/check_otp/ confirms the OTP of a new PIN (checkPersonalAccountOtp)', async () => {
    const account = await personalAccount('NGN');
    ok(
      await banking.POST('/personal_bank_accounts/{id}/set_pin/', {
        params: { path: { id: account.id } },
        body: { pin: PIN, confirm_pin: PIN },
      }),
    );
    const result = ok(
      await banking.POST('/personal_bank_accounts/{id}/check_otp/', { params: { path: { id: account.id } }, body: { otp: OTP } }),
    );
    expectCheckResult(result);
    expect(result.valid).toBe(true);
  });

  it('POST /personal_bank_accounts/{id}/check_pin/ checks the PIN (checkPersonalAccountPin)', async () => {
    const account = await personalAccount('NGN');
    const result = ok(
      await banking.POST('/personal_bank_accounts/{id}/check_pin/', { params: { path: { id: account.id } }, body: { pin: PIN } }),
    );
    expectCheckResult(result);
    expect(result.valid).toBe(true);
  });

  it('401 on an expired session says so (listPersonalBankAccounts)', async () => {
    const error = await expectError(401, 'GET', '/personal_bank_accounts/', (headers) =>
      banking.GET('/personal_bank_accounts/', { headers }),
    );
    expectDocumentedError('banking', error, 'GET', '/personal_bank_accounts/', 401);
    expect(error.isUnauthorized).toBe(true);
  });
});
