/**
 * Contract tests of the vault service (openapi/vault.yaml): every operation through the app's
 * real client, with ids taken from what list and create calls answer (so the suite also runs
 * through `prism proxy --errors` in front of the stateful sandbox), plus the error answers the
 * screens handle and one request that breaks the contract.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { components } from '../../src/api/generated/vault';
import { ApiError } from '../../src/api/errors';
import { api, expectError, expectViolation, ok } from './harness';

type Schemas = components['schemas'];
type VaultFile = Schemas['VaultFile'];
type Folder = Schemas['Folder'];
type FileShare = Schemas['FileShare'];
type NextOfKin = Schemas['NextOfKin'];

const vault = api.vault.client;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const SIZE_VALUE = /^\d{1,4}(\.\d{1,2})?$/;
const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'];
const SHA256 = /^[0-9a-f]{64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PHONE = /^(\+[1-9]\d{7,14}|0[789][01]\d{8})$/;
const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;
const SHARE_PASSWORD = 'Ikeja2026';

/** A unique suffix, so names that must be unique per person do not clash between runs. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An ISO date-time `days` from now (share expiries must lie in the future). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

function expectDateTime(value: unknown): void {
  expect(value).toMatch(ISO_DATE_TIME);
  expect(Number.isNaN(Date.parse(value as string))).toBe(false);
}

function expectId(value: unknown): void {
  expect(Number.isInteger(value)).toBe(true);
  expect(value as number).toBeGreaterThanOrEqual(1);
}

/** The fields the file list, file modal and preview read. */
function expectVaultFile(file: VaultFile): void {
  expectId(file.id);
  expect(file.name).toEqual(expect.any(String));
  expect(file.name.length).toBeGreaterThan(0);
  expect(file.description === null || typeof file.description === 'string').toBe(true);
  expect(() => new URL(file.file)).not.toThrow();
  expect(file.file_size).toMatch(SIZE_VALUE);
  expect(SIZE_UNITS).toContain(file.file_size_unit);
  expect(file.mimetype).toMatch(/^[a-z]+\/[\w.+-]+$/);
  expect(file.hash).toMatch(SHA256);
  expect(['public', 'restricted']).toContain(file.access);
  // `root` is true exactly when the file has no folder.
  if (file.folder === null) expect(file.root).toBe(true);
  else {
    expectId(file.folder);
    expect(file.root).toBe(false);
  }
  expect(typeof file.is_archived).toBe('boolean');
  expect(typeof file.is_deleted).toBe('boolean');
  expect(typeof file.is_starred).toBe('boolean');
  expect(Array.isArray(file.tags)).toBe(true);
  file.tags.forEach(expectId);
  // tags_detail names the same tags, in the same order.
  expect(file.tags_detail.map((t) => t.id)).toEqual(file.tags);
  for (const tag of file.tags_detail) expect(tag.name).toEqual(expect.any(String));
  expectDateTime(file.created_at);
  expectDateTime(file.updated_at);
}

/** The fields the folder grid and breadcrumbs read. */
function expectFolder(folder: Folder): void {
  expectId(folder.id);
  expect(folder.name).toEqual(expect.any(String));
  expect(folder.name.length).toBeGreaterThan(0);
  expect(folder.description === null || typeof folder.description === 'string').toBe(true);
  if (folder.parent !== null) expectId(folder.parent);
  expect(typeof folder.is_archived).toBe('boolean');
  expect(typeof folder.is_deleted).toBe('boolean');
  expect(typeof folder.is_starred).toBe('boolean');
  for (const count of [folder.files_count, folder.folders_count, folder.size]) {
    expect(Number.isInteger(count)).toBe(true);
    expect(count).toBeGreaterThanOrEqual(0);
  }
  expectDateTime(folder.created_at);
  expectDateTime(folder.updated_at);
}

function expectShare(share: FileShare): void {
  expect(share.id).toMatch(UUID);
  expectId(share.file);
  // The link opens the share's own page in the app.
  expect(new URL(share.share_url).pathname).toBe(`/vault/shared/${share.id}`);
  expect(['public', 'restricted']).toContain(share.access);
  expect(typeof share.has_password).toBe('boolean');
  if (share.expires_at !== null) expectDateTime(share.expires_at);
  expectDateTime(share.created_at);
  expect(Number.isInteger(share.views)).toBe(true);
  expect(share.views).toBeGreaterThanOrEqual(0);
  // The password itself is never returned.
  expect(share).not.toHaveProperty('password');
}

function expectNextOfKin(kin: NextOfKin): void {
  expectId(kin.id);
  expect(kin.first_name.length).toBeGreaterThan(0);
  expect(kin.last_name.length).toBeGreaterThan(0);
  expect(['spouse', 'parent', 'child', 'sibling', 'relative', 'friend', 'other']).toContain(kin.relationship);
  expect(kin.email === null || /^[^@\s]+@[^@\s]+$/.test(kin.email)).toBe(true);
  expect(kin.phone_number).toMatch(PHONE);
  expect(kin.address === null || typeof kin.address === 'string').toBe(true);
  expectDateTime(kin.created_at);
}

// ---- the error bodies the contract documents, read from openapi/vault.yaml and its shared refs ----

type Node = Record<string, unknown>;
const OPENAPI_DIR = path.resolve(import.meta.dirname, '..', '..', 'openapi');
const documents = new Map<string, Node>();

function loadDocument(file: string): Node {
  let doc = documents.get(file);
  if (!doc) {
    doc = parse(readFileSync(file, 'utf8')) as Node;
    documents.set(file, doc);
  }
  return doc;
}

/** Follows `$ref`s (local or into another file) to the node they name. */
function deref(node: unknown, file: string): { node: Node; file: string } {
  let current = node as Node;
  let where = file;
  while (typeof current.$ref === 'string') {
    const [target = '', pointer = ''] = current.$ref.split('#');
    if (target) where = path.resolve(path.dirname(where), target);
    current = pointer
      .split('/')
      .filter(Boolean)
      .reduce<Node>((n, key) => n[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Node, loadDocument(where));
  }
  return { node: current, file: where };
}

/**
 * Every body the contract documents for `status` of an operation: the response's `example`,
 * its named `examples` and its schema's `examples` (Prism serves the schema's first example
 * before the named ones; the sandbox serves the first named one).
 */
function documentedErrorBodies(method: string, schemaPath: string, status: number): unknown[] {
  const file = path.join(OPENAPI_DIR, 'vault.yaml');
  const paths = loadDocument(file).paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
  const response = deref(paths[schemaPath]?.[method.toLowerCase()]?.responses[String(status)], file);
  const media = (response.node.content as Record<string, Node>)['application/json']!;
  const bodies: unknown[] = [];
  if ('example' in media) bodies.push(media.example);
  for (const example of Object.values((media.examples ?? {}) as Record<string, unknown>)) {
    bodies.push(deref(example, response.file).node.value);
  }
  const schema = deref(media.schema, response.file).node;
  bodies.push(...((schema.examples ?? []) as unknown[]));
  return bodies;
}

/** The normalised error of a forced answer: the body is a documented one, its `detail` is the message. */
function expectDocumentedError(error: ApiError, method: string, schemaPath: string, status: number): void {
  const bodies = documentedErrorBodies(method, schemaPath, status);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies).toContainEqual(error.body);
  const body = error.body as Record<string, unknown>;
  expect(body.detail).toEqual(expect.any(String));
  expect(error.message).toBe(body.detail);
  // The 401 path of the middleware (refresh, then sign-out) keeps no separate `detail`.
  if (status !== 401) expect(error.detail).toBe(body.detail);
  expect(error.status).toBe(status);
  if (status === 400) {
    // Every `{field: [message]}` of the body, and nothing else.
    const fields = Object.fromEntries(
      Object.entries(body).filter(([key, value]) => key !== 'detail' && key !== 'non_field_errors' && Array.isArray(value)),
    );
    expect(error.fieldErrors).toEqual(fields);
  }
}

// ---- fixtures: each test makes what it needs and uses the ids the server answers ----

async function createFolder(body: Schemas['FolderInput'] = { name: `Tax documents ${unique()}` }): Promise<Folder> {
  return ok(await vault.POST('/folders/', { body }));
}

async function createTag(): Promise<Schemas['Tag']> {
  return ok(await vault.POST('/tags/', { body: { name: `Receipts ${unique()}`, color: '#F9A825' } }));
}

/** A small PDF uploaded as multipart, the way the upload dialog sends it. */
async function uploadFile(fields: Omit<Schemas['VaultFileUpload'], 'file'> = {}): Promise<VaultFile> {
  const content = new File(['%PDF-1.4\n% FIRS VAT receipt Q3 2026\n%%EOF\n'], 'firs-vat-receipt-q3-2026.pdf', {
    type: 'application/pdf',
  });
  const body: Schemas['VaultFileUpload'] = { file: content.name, ...fields };
  return ok(
    await vault.POST('/files/', {
      body,
      bodySerializer: (b) => {
        const fd = new FormData();
        fd.append('file', content);
        if (b.name !== undefined) fd.append('name', b.name);
        if (b.description !== undefined) fd.append('description', b.description);
        if (b.folder !== undefined) fd.append('folder', String(b.folder));
        if (b.access !== undefined) fd.append('access', b.access);
        for (const tag of b.tags ?? []) fd.append('tags', String(tag));
        return fd;
      },
    }),
  );
}

async function createShare(fileId: number): Promise<FileShare> {
  return ok(
    await vault.POST('/file_shares/', {
      body: { file: fileId, access: 'restricted', password: SHARE_PASSWORD, expires_at: inDays(30) },
    }),
  );
}

const KIN: Schemas['NextOfKinInput'] = {
  first_name: 'Chinedu',
  last_name: 'Okafor',
  relationship: 'spouse',
  email: 'chinedu.okafor@gmail.com',
  phone_number: '+2348059876543',
  address: '14 Admiralty Way, Lekki Phase 1, Lagos',
};

describe('vault: files', () => {
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
});

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
});

describe('vault: favourites, archive and bin', () => {
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
});

describe('vault: tags', () => {
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
});

describe('vault: storage', () => {
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
});

describe('vault: sharing', () => {
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
    expectVaultFile(file_detail);
    expect(file_detail.id).toBe(share.file);
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
});

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

describe('vault: error answers', () => {
  it('400 carries the message and the field errors of the contract’s example (createVaultFolder)', async () => {
    const error = await expectError(400, 'POST', '/folders/', (headers) =>
      vault.POST('/folders/', { body: { name: 'LIRS filings', parent: null }, headers }),
    );
    expectDocumentedError(error, 'POST', '/folders/', 400);
    // The form shows these under each field.
    expect(Object.keys(error.fieldErrors).length).toBeGreaterThan(0);
    for (const messages of Object.values(error.fieldErrors)) {
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).toEqual(expect.any(String));
    }
  });

  it('401 is an unauthorised ApiError with the server’s message (listVaultRootFiles)', async () => {
    const error = await expectError(401, 'GET', '/files/', (headers) => vault.GET('/files/', { headers }));
    expectDocumentedError(error, 'GET', '/files/', 401);
    expect(error.isUnauthorized).toBe(true);
    expect(error.fieldErrors).toEqual({});
  });

  it('403 on a share the person may not open (getVaultFileShare)', async () => {
    const uploaded = await uploadFile();
    const share = await createShare(uploaded.id);
    const error = await expectError(403, 'GET', '/file_shares/{id}/', (headers) =>
      vault.GET('/file_shares/{id}/', { params: { path: { id: share.id } }, headers }),
    );
    expectDocumentedError(error, 'GET', '/file_shares/{id}/', 403);
    expect(error.fieldErrors).toEqual({});
  });

  it('404 on a file that is not the person’s (getVaultFile)', async () => {
    const uploaded = await uploadFile();
    const error = await expectError(404, 'GET', '/file_uploads/{id}/', (headers) =>
      vault.GET('/file_uploads/{id}/', { params: { path: { id: uploaded.id } }, headers }),
    );
    expectDocumentedError(error, 'GET', '/file_uploads/{id}/', 404);
    expect(error.fieldErrors).toEqual({});
  });

  it('422 answer carries the list of violations (createVaultTag)', async () => {
    const error = await expectError(422, 'POST', '/tags/', (headers) =>
      vault.POST('/tags/', { body: { name: `Contracts ${unique()}` }, headers }),
    );
    expectDocumentedError(error, 'POST', '/tags/', 422);
    expect(error.fieldErrors).toEqual({});
    expect((error.body as { validation: unknown[] }).validation.length).toBeGreaterThan(0);
  });

  it('500 on a server failure shows the server’s message (getVaultStorageUsage)', async () => {
    const error = await expectError(500, 'GET', '/storage_usage/', (headers) => vault.GET('/storage_usage/', { headers }));
    expectDocumentedError(error, 'GET', '/storage_usage/', 500);
    expect(error.fieldErrors).toEqual({});
  });

  it('a folder without its required name breaks the contract and is refused with 422 (createVaultFolder)', async () => {
    expectViolation();
    const error = await vault
      .POST('/folders/', { body: { description: 'Lagos State Internal Revenue Service returns.' } as never })
      .then(
        () => {
          throw new Error('POST /folders/ without a name was accepted');
        },
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    const validation = (apiError.body as { validation?: { location: string[]; message: string }[] }).validation ?? [];
    expect(validation.length).toBeGreaterThan(0);
    for (const violation of validation) {
      expect(Array.isArray(violation.location)).toBe(true);
      expect(violation.message).toEqual(expect.any(String));
    }
  });
});
