/**
 * Contract tests of the vault service (openapi/vault.yaml): folders, every operation through the
 * app's real client, the 400 answer and a request that breaks the contract. Ids come from what list
 * and create calls answer (fixtures/vault.ts), so the file also runs through `prism proxy --errors`
 * in front of the stateful sandbox.
 */
import { describe, expect, it } from 'vitest';
import { expectContractRefusal, expectDocumentedError, expectError, expectId, expectViolation, ok } from './harness';
import { createFolder, expectFolder, expectVaultFile, type Schemas, uploadFile, vault } from './fixtures/vault';

describe('vault: folders', () => {
  it('GET /folders/ lists the active root folders (listVaultRootFolders)', async () => {
    await createFolder();
    const folders = ok(await vault.GET('/folders/', { params: { query: { ordering: 'name' } } }));
    expect(Array.isArray(folders)).toBe(true);
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      expectFolder(folder);
      expect(folder.parent).toBeNull();
      expect(folder.is_archived).toBe(false);
      expect(folder.is_deleted).toBe(false);
    }
  });

  it('POST /folders/ creates a folder inside another (createVaultFolder)', async () => {
    const parent = await createFolder();
    const folder = await createFolder({
      name: 'LIRS filings',
      parent: parent.id,
      description: 'Lagos State Internal Revenue Service returns.',
    });
    expectFolder(folder);
    expect(folder.parent).not.toBeNull();
    expect(folder.files_count).toBe(0);
    expect(folder.folders_count).toBe(0);
    expect(folder.size).toBe(0);
    expect(folder.is_starred).toBe(false);
    expect(folder.is_archived).toBe(false);
    expect(folder.is_deleted).toBe(false);
  });

  it('GET /folders/{id}/ answers the folder with its contents and breadcrumb (getVaultFolder)', async () => {
    const created = await createFolder();
    await Promise.all([createFolder({ name: 'LIRS filings', parent: created.id }), uploadFile({ folder: created.id })]);
    const folder = ok(await vault.GET('/folders/{id}/', { params: { path: { id: created.id } } }));
    expectFolder(folder);
    expect(Array.isArray(folder.ancestors)).toBe(true);
    for (const crumb of folder.ancestors) {
      expectId(crumb.id);
      expect(crumb.name).toEqual(expect.any(String));
    }
    expect(folder.files.length).toBeGreaterThan(0);
    expect(folder.folders.length).toBeGreaterThan(0);
    expect(folder.files.length).toBe(folder.files_count);
    expect(folder.folders.length).toBe(folder.folders_count);
    for (const file of folder.files) {
      expectVaultFile(file);
      expect(file.folder).toBe(folder.id);
    }
    for (const child of folder.folders) {
      expectFolder(child);
      expect(child.parent).toBe(folder.id);
    }
  });

  it('PATCH /folders/{id}/ stars a folder (patchVaultFolder)', async () => {
    const created = await createFolder();
    const body: Schemas['FolderPatch'] = { is_starred: true };
    const folder = ok(await vault.PATCH('/folders/{id}/', { params: { path: { id: created.id } }, body }));
    expectFolder(folder);
    expect(folder.is_starred).toBe(true);
  });

  it('POST /folders/{id}/archive/ archives a folder (archiveVaultFolder)', async () => {
    const created = await createFolder();
    const folder = ok(await vault.POST('/folders/{id}/archive/', { params: { path: { id: created.id } } }));
    expectFolder(folder);
    expect(folder.is_archived).toBe(true);
    expect(folder.is_deleted).toBe(false);
  });

  it('POST /folders/{id}/duplicate_folder/ copies a folder (duplicateVaultFolder)', async () => {
    const created = await createFolder({ name: 'Tax documents 2026' });
    const copy = ok(await vault.POST('/folders/{id}/duplicate_folder/', { params: { path: { id: created.id } } }));
    expectFolder(copy);
    expect(copy.name).toMatch(/ \(copy\)$/);
    expect(copy.is_starred).toBe(false);
    expect(copy.is_archived).toBe(false);
  });

  it('DELETE /folders/{id}/ moves a folder to the bin (deleteVaultFolder)', async () => {
    const created = await createFolder();
    const result = await vault.DELETE('/folders/{id}/', { params: { path: { id: created.id } } });
    ok(result);
    expect(result.response.status).toBe(204);
  });

  it('400 carries the message and the field errors of the contract’s example (createVaultFolder)', async () => {
    const error = await expectError(400, 'POST', '/folders/', (headers) =>
      vault.POST('/folders/', { body: { name: 'LIRS filings', parent: null }, headers }),
    );
    expectDocumentedError('vault', error, 'POST', '/folders/', 400);
    // The form shows these under each field.
    expect(Object.keys(error.fieldErrors).length).toBeGreaterThan(0);
    for (const messages of Object.values(error.fieldErrors)) {
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).toEqual(expect.any(String));
    }
  });

  it('a folder without its required name breaks the contract and is refused with 422 (createVaultFolder)', async () => {
    expectViolation();
    await expectContractRefusal(
      vault.POST('/folders/', { body: { description: 'Lagos State Internal Revenue Service returns.' } as never }),
    );
  });
});
