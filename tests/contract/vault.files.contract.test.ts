/**
 * Contract tests of the vault service (openapi/vault.yaml): files and the storage they use, every
 * operation through the app's real client, and the 401, 404 and 500 answers. Ids come from what
 * list and create calls answer (fixtures/vault.ts), so the file also runs through `prism proxy
 * --errors` in front of the stateful sandbox.
 */
import { describe, expect, it } from 'vitest';
import { expectDocumentedError, expectError, ok } from './harness';
import {
  createFolder,
  createTag,
  expectVaultFile,
  type Schemas,
  SIZE_UNITS,
  SIZE_VALUE,
  uploadFile,
  vault,
} from './fixtures/vault';

describe('vault: files and the storage they use', () => {
  it('POST /files/ uploads a file into a folder (uploadVaultFile)', async () => {
    const folder = await createFolder();
    const tag = await createTag();
    const file = await uploadFile({
      name: 'CAC annual return receipt.pdf',
      description: 'Corporate Affairs Commission annual return for 2026.',
      folder: folder.id,
      access: 'public',
      tags: [tag.id],
    });
    expectVaultFile(file);
    expect(file.folder).not.toBeNull();
    expect(file.root).toBe(false);
    expect(file.access).toBe('public');
    expect(file.mimetype).toBe('application/pdf');
    expect(file.is_archived).toBe(false);
    expect(file.is_deleted).toBe(false);
    expect(file.is_starred).toBe(false);
    expect(file.tags.length).toBeGreaterThan(0);
  });

  it('GET /files/ lists the active root files (listVaultRootFiles)', async () => {
    await uploadFile();
    const files = ok(await vault.GET('/files/', { params: { query: { ordering: '-created_at' } } }));
    expect(Array.isArray(files)).toBe(true);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expectVaultFile(file);
      expect(file.root).toBe(true);
      expect(file.folder).toBeNull();
      expect(file.is_archived).toBe(false);
      expect(file.is_deleted).toBe(false);
    }
  });

  it('GET /file_uploads/{id}/ answers the file detail (getVaultFile)', async () => {
    const uploaded = await uploadFile();
    const file = ok(await vault.GET('/file_uploads/{id}/', { params: { path: { id: uploaded.id } } }));
    expectVaultFile(file);
    expect(file.is_deleted).toBe(false);
  });

  it('PATCH /file_uploads/{id}/ moves, tags and stars a file (patchVaultFile)', async () => {
    const [uploaded, folder, tag] = await Promise.all([uploadFile(), createFolder(), createTag()]);
    const body: Schemas['VaultFilePatch'] = { folder: folder.id, tags: [tag.id], is_starred: true };
    const file = ok(await vault.PATCH('/file_uploads/{id}/', { params: { path: { id: uploaded.id } }, body }));
    expectVaultFile(file);
    expect(file.root).toBe(false);
    expect(file.folder).not.toBeNull();
    expect(file.is_starred).toBe(true);
    expect(file.tags.length).toBeGreaterThan(0);
    expect(file.tags_detail.length).toBe(file.tags.length);
  });

  it('POST /file_uploads/{id}/archive/ archives a file (archiveVaultFile)', async () => {
    const uploaded = await uploadFile();
    const file = ok(await vault.POST('/file_uploads/{id}/archive/', { params: { path: { id: uploaded.id } } }));
    expectVaultFile(file);
    expect(file.is_archived).toBe(true);
    expect(file.is_deleted).toBe(false);
  });

  it('POST /file_uploads/{id}/duplicate_file/ copies a file beside the original (duplicateVaultFile)', async () => {
    const uploaded = await uploadFile({ name: 'FIRS VAT receipt - Q3 2026.pdf' });
    const copy = ok(await vault.POST('/file_uploads/{id}/duplicate_file/', { params: { path: { id: uploaded.id } } }));
    expectVaultFile(copy);
    expect(copy.name).toMatch(/ \(copy\)\.pdf$/);
    expect(copy.is_starred).toBe(false);
    expect(copy.is_archived).toBe(false);
    expect(copy.is_deleted).toBe(false);
  });

  it('DELETE /file_uploads/{id}/ moves a file to the bin (deleteVaultFile)', async () => {
    const uploaded = await uploadFile();
    const result = await vault.DELETE('/file_uploads/{id}/', { params: { path: { id: uploaded.id } } });
    ok(result);
    expect(result.response.status).toBe(204);
    expect(result.data).toBeUndefined();
  });

  it('GET /storage_usage/ answers usage against the allowance by kind of file (getVaultStorageUsage)', async () => {
    const usage = ok(await vault.GET('/storage_usage/'));
    for (const bytes of [usage.used_bytes, usage.limit_bytes]) {
      expect(Number.isInteger(bytes)).toBe(true);
      expect(bytes).toBeGreaterThanOrEqual(0);
    }
    expect(usage.used).toMatch(SIZE_VALUE);
    expect(SIZE_UNITS).toContain(usage.used_unit);
    expect(usage.limit).toMatch(SIZE_VALUE);
    expect(SIZE_UNITS).toContain(usage.limit_unit);
    expect(typeof usage.percent_used).toBe('number');
    expect(usage.percent_used).toBeGreaterThanOrEqual(0);
    // The storage chart reads the five groups in this order, zeros included.
    expect(usage.by_type.map((g) => g.mimetype_group)).toEqual(['image', 'document', 'video', 'audio', 'other']);
    for (const group of usage.by_type) {
      expect(Number.isInteger(group.bytes)).toBe(true);
      expect(Number.isInteger(group.count)).toBe(true);
    }
  });

  it('401 is an unauthorised ApiError with the server’s message (listVaultRootFiles)', async () => {
    const error = await expectError(401, 'GET', '/files/', (headers) => vault.GET('/files/', { headers }));
    expectDocumentedError('vault', error, 'GET', '/files/', 401);
    expect(error.isUnauthorized).toBe(true);
    expect(error.fieldErrors).toEqual({});
  });

  it('404 on a file that is not the person’s (getVaultFile)', async () => {
    const uploaded = await uploadFile();
    const error = await expectError(404, 'GET', '/file_uploads/{id}/', (headers) =>
      vault.GET('/file_uploads/{id}/', { params: { path: { id: uploaded.id } }, headers }),
    );
    expectDocumentedError('vault', error, 'GET', '/file_uploads/{id}/', 404);
    expect(error.fieldErrors).toEqual({});
  });

  it('500 on a server failure shows the server’s message (getVaultStorageUsage)', async () => {
    const error = await expectError(500, 'GET', '/storage_usage/', (headers) => vault.GET('/storage_usage/', { headers }));
    expectDocumentedError('vault', error, 'GET', '/storage_usage/', 500);
    expect(error.fieldErrors).toEqual({});
  });
});
