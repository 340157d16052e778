/**
 * Contract tests of the vault service (openapi/vault.yaml): profile and next of kin, every
 * operation through the app's real client. Ids come from what list and create calls answer
 * (fixtures/vault.ts), so the file also runs through `prism proxy --errors` in front of the
 * stateful sandbox.
 */
import { describe, expect, it } from 'vitest';
import { expectId, ok, PHONE } from './harness';
import { expectNextOfKin, KIN, type Schemas, vault } from './fixtures/vault';

describe('vault: profile and next of kin', () => {
  it('GET /users/profile/ answers the signed-in person (getVaultProfile)', async () => {
    const profile = ok(await vault.GET('/users/profile/'));
    expectId(profile.id);
    expect(profile.email).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(profile.username === null || typeof profile.username === 'string').toBe(true);
    expect(profile.first_name).toEqual(expect.any(String));
    expect(profile.last_name).toEqual(expect.any(String));
    if (profile.phone_number !== null) expect(profile.phone_number).toMatch(PHONE);
    if (profile.profile_image !== null) expect(() => new URL(profile.profile_image!)).not.toThrow();
  });

  it('GET /users/next-of-kins/ lists next of kin (listNextOfKins)', async () => {
    ok(await vault.POST('/users/next-of-kins/', { body: KIN }));
    const kin = ok(await vault.GET('/users/next-of-kins/'));
    expect(kin.length).toBeGreaterThan(0);
    kin.forEach(expectNextOfKin);
  });

  it('POST /users/next-of-kins/ adds a next of kin (createNextOfKin)', async () => {
    const kin = ok(await vault.POST('/users/next-of-kins/', { body: KIN }));
    expectNextOfKin(kin);
    expect(kin.relationship).toBe('spouse');
  });

  it('PUT /users/next-of-kins/{id}/ replaces a next of kin’s details (updateNextOfKin)', async () => {
    const created = ok(await vault.POST('/users/next-of-kins/', { body: KIN }));
    const body: Schemas['NextOfKinInput'] = { ...KIN, phone_number: '08051234567' };
    const kin = ok(await vault.PUT('/users/next-of-kins/{id}/', { params: { path: { id: created.id } }, body }));
    expectNextOfKin(kin);
    expect(kin.relationship).toBe('spouse');
  });
});
