/**
 * Contract tests of the banking service (openapi/banking.yaml): bank accounts, business accounts
 * and the business PIN, every operation through the app's real client, and the 403 and 404 answers.
 * Ids come from what list and create calls answer and each test says whose banking it uses
 * (fixtures/banking.ts), so the file also runs through `prism proxy --errors` in front of the
 * stateful sandbox.
 */
import { describe, expect, it } from 'vitest';
import { expectDocumentedError, expectError, expectNonEmpty, ok, useNewUser } from './harness';
import {
  applyForNairaBusinessAccount,
  banking,
  expectApplication,
  expectBankAccount,
  expectCheckResult,
  expectSetPinResult,
  kybFor,
  kycFor,
  OTP,
  PIN,
} from './fixtures/banking';

describe('banking: bank accounts, business accounts and the business PIN', () => {
  it('GET /bank_accounts/ lists business and US accounts (listBankAccounts)', async () => {
    const accounts = ok(await banking.GET('/bank_accounts/'));
    expect(accounts.length).toBeGreaterThan(0);
    accounts.forEach(expectBankAccount);
    expect(new Set(accounts.map((a) => a.id)).size).toBe(accounts.length);
  });

  it('GET /bank_accounts/{id}/ answers one account (getBankAccount)', async () => {
    const [listed] = ok(await banking.GET('/bank_accounts/'));
    expect(listed).toBeDefined();
    const account = ok(await banking.GET('/bank_accounts/{id}/', { params: { path: { id: listed!.id } } }));
    expectBankAccount(account);
  });

  it('POST /bank_accounts/usa/personal/ opens a US personal account on a US KYC (createUsaPersonalBankAccount)', async () => {
    await useNewUser();
    const kyc = await kycFor('US');
    const account = ok(
      await banking.POST('/bank_accounts/usa/personal/', { body: { kyc_id: kyc.id, account_type: 'checking' } }),
    );
    expectBankAccount(account);
    expect(account.currency).toBe('USD');
    expect(account.account_category).toBe('personal');
    expect(account.account_type).toBe('checking');
    expect(account.business_name).toBeNull();
    expect(account.tier).toBe('basic');
    expect(account.has_pin).toBe(false);
  });

  it('POST /bank_accounts/usa/business/ opens a US business account on a US KYB (createUsaBusinessBankAccount)', async () => {
    await useNewUser();
    const kyb = await kybFor('US');
    const account = ok(
      await banking.POST('/bank_accounts/usa/business/', { body: { kyb_id: kyb.id, account_type: 'checking' } }),
    );
    expectBankAccount(account);
    expect(account.currency).toBe('USD');
    expect(account.account_category).toBe('business');
    expect(account.account_type).toBe('checking');
    expect(account.tier).toBe('basic');
    expectNonEmpty(account.business_name);
  });

  it('POST /business/{currency}/application/ applies for a naira business account as multipart (createBusinessAccountApplication)', async () => {
    await useNewUser();
    const application = await applyForNairaBusinessAccount(await kybFor('NG'));
    expectApplication(application);
    expect(application.currency).toBe('NGN');
    expect(application.status).toBe('submitted');
    expect(application.bank_account_id).toBeNull();
    expect(application.business_type).toBe('private_limited');
    expect(application.expected_monthly_volume).toBe('15000000.00');
  });

  it('GET /business/{currency}/applications/ lists the applications (listBusinessAccountApplications)', async () => {
    const applications = ok(await banking.GET('/business/{currency}/applications/', { params: { path: { currency: 'ngn' } } }));
    expect(Array.isArray(applications)).toBe(true);
    applications.forEach(expectApplication);
    for (const a of applications) expect(a.currency).toBe('NGN');
  });

  it('POST /business/{currency}/set_transaction_pin/ sets the business PIN pending its OTP (setBusinessTransactionPin)', async () => {
    const result = ok(
      await banking.POST('/business/{currency}/set_transaction_pin/', {
        params: { path: { currency: 'ngn' } },
        body: { pin: PIN, confirm_pin: PIN },
      }),
    );
    expectSetPinResult(result);
  });

  it('POST /business/{currency}/verify_otp/ confirms the OTP of the business PIN (verifyBusinessOtp)', async () => {
    ok(
      await banking.POST('/business/{currency}/set_transaction_pin/', {
        params: { path: { currency: 'ngn' } },
        body: { pin: PIN, confirm_pin: PIN },
      }),
    );
    const result = ok(
      await banking.POST('/business/{currency}/verify_otp/', { params: { path: { currency: 'ngn' } }, body: { otp: OTP } }),
    );
    expectCheckResult(result);
    expect(result.valid).toBe(true);
  });

  it('POST /business/{currency}/check_transaction_pin/ checks the business PIN (checkBusinessTransactionPin)', async () => {
    const result = ok(
      await banking.POST('/business/{currency}/check_transaction_pin/', {
        params: { path: { currency: 'ngn' } },
        body: { pin: PIN },
      }),
    );
    expectCheckResult(result);
    expect(result.valid).toBe(true);
  });

  it('403 on a locked PIN shows the permission message (checkBusinessTransactionPin)', async () => {
    const error = await expectError(403, 'POST', '/business/{currency}/check_transaction_pin/', (headers) =>
      banking.POST('/business/{currency}/check_transaction_pin/', {
        params: { path: { currency: 'usd' } },
        body: { pin: PIN },
        headers,
      }),
    );
    expectDocumentedError('banking', error, 'POST', '/business/{currency}/check_transaction_pin/', 403);
  });

  it('404 when there is no account (getBankAccount)', async () => {
    const [listed] = ok(await banking.GET('/bank_accounts/'));
    const error = await expectError(404, 'GET', '/bank_accounts/{id}/', (headers) =>
      banking.GET('/bank_accounts/{id}/', { params: { path: { id: listed!.id } }, headers }),
    );
    expectDocumentedError('banking', error, 'GET', '/bank_accounts/{id}/', 404);
  });
});
