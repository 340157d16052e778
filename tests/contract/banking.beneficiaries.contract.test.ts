/**
 * Contract tests of the banking service (openapi/banking.yaml): saved beneficiaries, every
 * operation through the app's real client. Ids come from what list and create calls answer and each
 * test says whose banking it uses (fixtures/banking.ts), so the file also runs through `prism proxy
 * --errors` in front of the stateful sandbox.
 */
import { describe, expect, it } from 'vitest';
import { ok } from './harness';
import { banking, expectBeneficiary, NUBAN, personalAccount } from './fixtures/banking';

describe('banking: saved beneficiaries', () => {
  it('GET /personal_bank_accounts/{id}/beneficiaries/ lists saved beneficiaries (listPersonalAccountBeneficiaries)', async () => {
    const account = await personalAccount('NGN');
    const beneficiaries = ok(
      await banking.GET('/personal_bank_accounts/{id}/beneficiaries/', { params: { path: { id: account.id } } }),
    );
    expect(Array.isArray(beneficiaries)).toBe(true);
    beneficiaries.forEach(expectBeneficiary);
    for (const b of beneficiaries) expect(b.currency).toBe('NGN');
  });

  it('GET /business/{currency}/beneficiaries/ lists every saved beneficiary (listBusinessAccountBeneficiaries)', async () => {
    const beneficiaries = ok(await banking.GET('/business/{currency}/beneficiaries/', { params: { path: { currency: 'ngn' } } }));
    expect(Array.isArray(beneficiaries)).toBe(true);
    beneficiaries.forEach(expectBeneficiary);
  });

  it('GET /business/{currency}/payout/beneficiary/ lists saved naira beneficiaries (listBusinessPayoutBeneficiaries)', async () => {
    const beneficiaries = ok(
      await banking.GET('/business/{currency}/payout/beneficiary/', { params: { path: { currency: 'ngn' } } }),
    );
    expect(Array.isArray(beneficiaries)).toBe(true);
    beneficiaries.forEach(expectBeneficiary);
    for (const b of beneficiaries) {
      expect(b.currency).toBe('NGN');
      expect(b.account_number).toMatch(NUBAN);
    }
  });

  it('GET /business/{currency}/payout/beneficiary/ach/ lists saved US beneficiaries (listBusinessPayoutAchBeneficiaries)', async () => {
    const beneficiaries = ok(
      await banking.GET('/business/{currency}/payout/beneficiary/ach/', { params: { path: { currency: 'usd' } } }),
    );
    expect(Array.isArray(beneficiaries)).toBe(true);
    beneficiaries.forEach(expectBeneficiary);
    for (const b of beneficiaries) expect(b.currency).toBe('USD');
  });

  it('GET /us/beneficiaries/ lists saved US beneficiaries (listUsBeneficiaries)', async () => {
    const beneficiaries = ok(await banking.GET('/us/beneficiaries/'));
    expect(Array.isArray(beneficiaries)).toBe(true);
    beneficiaries.forEach(expectBeneficiary);
    for (const b of beneficiaries) expect(b.currency).toBe('USD');
  });
});
