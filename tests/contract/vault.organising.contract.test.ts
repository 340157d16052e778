/**
 * Contract tests of the vault service (openapi/vault.yaml): organising (favourites, archive, bin
 * and tags), every operation through the app's real client, and the 422 answer. Ids come from what
 * list and create calls answer (fixtures/vault.ts), so the file also runs through `prism proxy
 * --errors` in front of the stateful sandbox.
 */
import { describe, expect, it } from 'vitest';
import { expectDateTime, expectDocumentedError, expectError, expectId, ok, unique } from './harness';
import {
  createFolder,
  createTag,
  expectFolder,
  expectVaultFile,
  HEX_COLOUR,
  type Schemas,
  uploadFile,
  vault,
} from './fixtures/vault';

describe('vault: organising: favourites, archive, bin and tags', () => {
  it('GET /favourite/files/ lists starred files (listFavouriteVaultFiles)', async () => {
    const uploaded = await uploadFile();
    ok(await vault.PATCH('/file_uploads/{id}/', { params: { path: { id: uploaded.id } }, body: { is_starred: true } }));
    const files = ok(await vault.GET('/favourite/files/'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expectVaultFile(file);
      expect(file.is_starred).toBe(true);
      expect(file.is_archived).toBe(false);
      expect(file.is_deleted).toBe(false);
    }
  });

  it('GET /favourite/folders/ lists starred folders (listFavouriteVaultFolders)', async () => {
    const created = await createFolder();
    ok(await vault.PATCH('/folders/{id}/', { params: { path: { id: created.id } }, body: { is_starred: true } }));
    const folders = ok(await vault.GET('/favourite/folders/'));
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      expectFolder(folder);
      expect(folder.is_starred).toBe(true);
      expect(folder.is_deleted).toBe(false);
    }
  });

  it('GET /archived-items/ lists archived files and folders (listArchivedVaultItems)', async () => {
    const [uploaded, created] = await Promise.all([uploadFile(), createFolder()]);
    ok(await vault.POST('/file_uploads/{id}/archive/', { params: { path: { id: uploaded.id } } }));
    ok(await vault.POST('/folders/{id}/archive/', { params: { path: { id: created.id } } }));
    const archive = ok(await vault.GET('/archived-items/'));
    expect(Object.keys(archive).sort()).toEqual(['files', 'folders']);
    expect(archive.files.length).toBeGreaterThan(0);
    expect(archive.folders.length).toBeGreaterThan(0);
    for (const file of archive.files) {
      expectVaultFile(file);
      expect(file.is_archived).toBe(true);
      expect(file.is_deleted).toBe(false);
    }
    for (const folder of archive.folders) {
      expectFolder(folder);
      expect(folder.is_archived).toBe(true);
      expect(folder.is_deleted).toBe(false);
    }
  });

  it('POST /unarchive/ takes a file out of the archive (unarchiveVaultItem)', async () => {
    const uploaded = await uploadFile();
    ok(await vault.POST('/file_uploads/{id}/archive/', { params: { path: { id: uploaded.id } } }));
    const body: Schemas['VaultItemRef'] = { item_type: 'file', id: uploaded.id };
    const result = ok(await vault.POST('/unarchive/', { body }));
    expect(result.item_type).toBe('file');
    expectId(result.id);
    expect(result.detail).toEqual(expect.any(String));
    expect(result.detail.length).toBeGreaterThan(0);
  });

  it('GET /bins/ lists binned files and folders with deleted_at (listVaultBin)', async () => {
    const [uploaded, created] = await Promise.all([uploadFile(), createFolder()]);
    ok(await vault.DELETE('/file_uploads/{id}/', { params: { path: { id: uploaded.id } } }));
    ok(await vault.DELETE('/folders/{id}/', { params: { path: { id: created.id } } }));
    const bin = ok(await vault.GET('/bins/'));
    expect(Object.keys(bin).sort()).toEqual(['files', 'folders']);
    expect(bin.files.length).toBeGreaterThan(0);
    expect(bin.folders.length).toBeGreaterThan(0);
    for (const file of bin.files) {
      const { deleted_at, ...rest } = file;
      expectVaultFile(rest);
      expect(file.is_deleted).toBe(true);
      expectDateTime(deleted_at);
    }
    for (const folder of bin.folders) {
      const { deleted_at, ...rest } = folder;
      expectFolder(rest);
      expect(folder.is_deleted).toBe(true);
      expectDateTime(deleted_at);
    }
  });

  it('POST /bins/retrieve_item/ restores a folder from the bin (retrieveVaultBinItem)', async () => {
    const created = await createFolder();
    ok(await vault.DELETE('/folders/{id}/', { params: { path: { id: created.id } } }));
    const body: Schemas['VaultItemRef'] = { item_type: 'folder', id: created.id };
    const result = ok(await vault.POST('/bins/retrieve_item/', { body }));
    expect(result.item_type).toBe('folder');
    expectId(result.id);
    expect(result.detail).toEqual(expect.any(String));
    expect(result.detail.length).toBeGreaterThan(0);
  });

  it('POST /bins/empty/ deletes what the bin holds for good, and says how much (emptyVaultBin)', async () => {
    const created = await createFolder();
    ok(await vault.DELETE('/folders/{id}/', { params: { path: { id: created.id } } }));
    const result = ok(await vault.POST('/bins/empty/'));
    expect(Number.isInteger(result.files) && result.files >= 0).toBe(true);
    expect(Number.isInteger(result.folders) && result.folders >= 0).toBe(true);
    expect(result.detail.length).toBeGreaterThan(0);
    expect(Object.keys(result).sort()).toEqual(['detail', 'files', 'folders']);
  });

  it('GET /tags/ lists the person’s tags (listVaultTags)', async () => {
    await createTag();
    const tags = ok(await vault.GET('/tags/'));
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) {
      expectId(tag.id);
      expect(tag.name.length).toBeGreaterThan(0);
      expect(tag.color).toMatch(HEX_COLOUR);
    }
  });

  it('POST /tags/ creates a tag (createVaultTag)', async () => {
    const tag = await createTag();
    expectId(tag.id);
    expect(tag.name.length).toBeGreaterThan(0);
    expect(tag.color).toMatch(HEX_COLOUR);
    expect(Object.keys(tag).sort()).toEqual(['color', 'id', 'name']);
  });

  it('422 answer carries the list of violations (createVaultTag)', async () => {
    const error = await expectError(422, 'POST', '/tags/', (headers) =>
      vault.POST('/tags/', { body: { name: `Contracts ${unique()}` }, headers }),
    );
    expectDocumentedError('vault', error, 'POST', '/tags/', 422);
    expect(error.fieldErrors).toEqual({});
    expect((error.body as { validation: unknown[] }).validation.length).toBeGreaterThan(0);
  });
});
