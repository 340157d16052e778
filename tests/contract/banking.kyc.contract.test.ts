/**
 * Contract tests of the banking service (openapi/banking.yaml): identity verification (KYC and
 * KYB), every operation through the app's real client. Ids come from what list and create calls
 * answer and each test says whose banking it uses (fixtures/banking.ts), so the file also runs
 * through `prism proxy --errors` in front of the stateful sandbox.
 */
import { describe, expect, it } from 'vitest';
import { expectList, ok, useNewUser } from './harness';
import {
  banking,
  expectKyb,
  expectKyc,
  NG_KYB,
  NG_KYC,
  submitKyb,
  submitNgKyc,
  submitUsKyc,
  US_KYB,
  US_KYC,
} from './fixtures/banking';

describe('banking: identity verification (KYC and KYB)', () => {
  it('POST /verify_kyc/ng/ submits a Nigerian KYC as multipart (submitNgKyc)', async () => {
    await useNewUser();
    const kyc = await submitNgKyc();
    expectKyc(kyc);
    expect(kyc.country).toBe('NG');
    expect(kyc.status).toBe('pending');
    expect(kyc.verified_at).toBeNull();
    expect(kyc.document_type).toBe('nin');
    expect(kyc.bvn_last4).toBe(NG_KYC.bvn.slice(-4));
  });

  it('POST /verify_kyc/us/ submits a US KYC as multipart (submitUsKyc)', async () => {
    await useNewUser();
    const kyc = await submitUsKyc();
    expectKyc(kyc);
    expect(kyc.country).toBe('US');
    expect(kyc.status).toBe('pending');
    expect(kyc.document_type).toBe('drivers_license');
    expect(kyc.ssn_last4).toBe(US_KYC.ssn.slice(-4));
    expect(kyc.state).toMatch(/^[A-Z]{2}$/);
  });

  it('POST /verify_kyb/ng/ submits a Nigerian KYB (submitNgKyb)', async () => {
    await useNewUser();
    const kyb = await submitKyb('NG');
    expectKyb(kyb);
    expect(kyb.country).toBe('NG');
    expect(kyb.status).toBe('pending');
    expect(kyb.cac).toBe(NG_KYB.cac.replace(' ', ''));
  });

  it('POST /verify_kyb/us/ submits a US KYB (submitUsKyb)', async () => {
    await useNewUser();
    const kyb = await submitKyb('US');
    expectKyb(kyb);
    expect(kyb.country).toBe('US');
    expect(kyb.status).toBe('pending');
    expect(kyb.ein).toBe(US_KYB.ein);
  });

  it('GET /kycs/ lists the KYC records (listKycs)', async () => {
    await useNewUser();
    await submitNgKyc();
    const kycs = ok(await banking.GET('/kycs/'));
    expectList(kycs, expectKyc);
    expect(new Set(kycs.map((k) => k.id)).size).toBe(kycs.length);
  });

  it('GET /kybs/ lists the KYB records (listKybs)', async () => {
    await useNewUser();
    await submitKyb('NG');
    const kybs = ok(await banking.GET('/kybs/'));
    expectList(kybs, expectKyb);
  });
});
