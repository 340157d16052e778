/**
 * Contract tests of the vault service (openapi/vault.yaml): share links, every operation through
 * the app's real client, and the 403 answer. Ids come from what list and create calls answer
 * (fixtures/vault.ts), so the file also runs through `prism proxy --errors` in front of the
 * stateful sandbox.
 */
import { describe, expect, it } from 'vitest';
import { expectDocumentedError, expectError, expectRecord, ok } from './harness';
import {
  createShare,
  expectShare,
  expectVaultFile,
  inDays,
  type Schemas,
  SHARE_PASSWORD,
  uploadFile,
  vault,
} from './fixtures/vault';

describe('vault: share links', () => {
  it('GET /file_shares/ lists the person’s share links (listVaultFileShares)', async () => {
    const uploaded = await uploadFile();
    await createShare(uploaded.id);
    const shares = ok(await vault.GET('/file_shares/'));
    expect(shares.length).toBeGreaterThan(0);
    shares.forEach(expectShare);
  });

  it('POST /file_shares/ makes a password-protected link that expires (createVaultFileShare)', async () => {
    const uploaded = await uploadFile();
    const share = await createShare(uploaded.id);
    expectShare(share);
    expect(share.access).toBe('restricted');
    expect(share.has_password).toBe(true);
    expect(share.expires_at).not.toBeNull();
    expect(share.views).toBe(0);
  });

  it('GET /file_shares/{id}/ opens a restricted share with its password (getVaultFileShare)', async () => {
    const uploaded = await uploadFile();
    const created = await createShare(uploaded.id);
    const share = ok(
      await vault.GET('/file_shares/{id}/', { params: { path: { id: created.id }, query: { password: SHARE_PASSWORD } } }),
    );
    const { file_detail, ...rest } = share;
    expectShare(rest);
    expect(share.access).toBe('restricted');
    expect(share.has_password).toBe(true);
    expectRecord(file_detail, share.file, expectVaultFile);
    expect(file_detail.is_deleted).toBe(false);
  });

  it('PATCH /file_shares/{id}/ extends a share’s expiry (patchVaultFileShare)', async () => {
    const uploaded = await uploadFile();
    const created = await createShare(uploaded.id);
    const body: Schemas['FileSharePatch'] = { expires_at: inDays(60) };
    const share = ok(await vault.PATCH('/file_shares/{id}/', { params: { path: { id: created.id } }, body }));
    expectShare(share);
    expect(share.expires_at).not.toBeNull();
    expect(share.has_password).toBe(true);
  });

  it('DELETE /file_shares/{id}/ stops sharing, confirmed with the password (deleteVaultFileShare)', async () => {
    const uploaded = await uploadFile();
    const created = await createShare(uploaded.id);
    const result = await vault.DELETE('/file_shares/{id}/', {
      params: { path: { id: created.id }, query: created.has_password ? { password: SHARE_PASSWORD } : {} },
    });
    ok(result);
    expect(result.response.status).toBe(204);
  });

  it('403 on a share the person may not open (getVaultFileShare)', async () => {
    const uploaded = await uploadFile();
    const share = await createShare(uploaded.id);
    const error = await expectError(403, 'GET', '/file_shares/{id}/', (headers) =>
      vault.GET('/file_shares/{id}/', { params: { path: { id: share.id } }, headers }),
    );
    expectDocumentedError('vault', error, 'GET', '/file_shares/{id}/', 403);
    expect(error.fieldErrors).toEqual({});
  });
});
