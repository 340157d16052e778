/**
 * The vault service through its handlers (no ports): every successful answer is also checked
 * against openapi/vault.yaml, as the sandbox server does.
 */
import { createHash } from 'node:crypto';
import ajvFormats from 'ajv-formats';
import { OpenAPIBackend, type Document } from 'openapi-backend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { operations } from '../../../../src/api/generated/vault';
import type { SandboxUser } from '../../auth';
import { loadSandboxConfig } from '../../config';
import { loadContract } from '../../contracts';
import { SandboxState } from '../../state';
import { publicView } from '../../table';
import type { SandboxRequest, SandboxResponse } from '../../types';
import { authModule } from '../auth/index';
import { vaultModule, vaultServiceHandlers } from './index';
import { DEMO_PUBLIC_SHARE, DEMO_RESTRICTED_SHARE, DEMO_SHARE_PASSWORD } from './shares.seed';
import { STORAGE_LIMIT_BYTES } from './sizes';
import { storeOf, type VaultStore } from './store';
import { UploadedFile, filesOf } from '../../files';

type Ops = operations;
/** Query parameters loosely typed: the core types an optional `query` object as `Record<string, never>` (reported). */
type Parts<K extends keyof Ops> = Partial<Pick<SandboxRequest<Ops[K]>, 'params' | 'body'>> & { query?: Record<string, string> };
type Answer<K extends keyof Ops> = Extract<SandboxResponse<Ops[K]>, { body: unknown }>['body'];

let validator: OpenAPIBackend;
let state: SandboxState;
let store: VaultStore;
let handlers: ReturnType<typeof vaultServiceHandlers>;
let owner: SandboxUser;
let personal: SandboxUser;

/**
 * The contract's validator. Built over a JSON copy of the sandbox's validation document: the
 * core's copy shares enum arrays between dereferenced schemas, which openapi-backend's decycle
 * turns into `$ref`s that Ajv refuses (getVaultStorageUsage, getVaultFileShare; reported).
 */
beforeAll(async () => {
  const { backend } = await loadContract('vault');
  const addFormats = ((ajvFormats as unknown as { default?: typeof ajvFormats }).default ?? ajvFormats) as unknown as (ajv: unknown) => void;
  validator = new OpenAPIBackend({
    definition: JSON.parse(JSON.stringify(backend.definition)) as Document,
    quick: true,
    validate: true,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      ajv.addFormat('binary', true);
      return ajv;
    },
  });
  await validator.init();
}, 30_000);

beforeEach(() => {
  state = new SandboxState(loadSandboxConfig());
  authModule.seed!(state);
  vaultModule.seed!(state);
  store = storeOf(state);
  handlers = vaultServiceHandlers({ state, store });
  owner = state.auth.users.get(1)!;
  personal = state.auth.users.get(2)!;
});

/** Calls a handler as `user`; a success answer must match the contract. */
async function call<K extends keyof Ops>(op: K, user: SandboxUser | null, parts: Parts<K> = {}): Promise<{ status: number; body: Answer<K> }> {
  const handler = handlers[op] as unknown as (req: SandboxRequest<Ops[K]>) => SandboxResponse<Ops[K]> | Promise<SandboxResponse<Ops[K]>>;
  const req = { params: {}, query: {}, body: undefined, headers: {}, token: null, url: new URL('http://x/'), user, ...parts } as SandboxRequest<Ops[K]>;
  const result = (await handler(req)) as { status: number; body: Answer<K> };
  if (result.body !== undefined) {
    const check = validator.validateResponse(publicView(result.body), op, result.status);
    expect(check.errors ?? [], `${op} answer breaks the contract`).toEqual([]);
  }
  return result;
}

const ok = async <K extends keyof Ops>(op: K, user: SandboxUser | null, parts: Parts<K> = {}) => (await call(op, user, parts)).body;

function newUser(email: string): SandboxUser {
  return state.auth.users.insert({
    email,
    username: null,
    account_type: 'personal',
    is_verified: true,
    first_name: '',
    last_name: '',
    phone_number: null,
    _password: 'x',
    created_at: '2026-11-20T09:00:00Z',
  });
}

const rootFolder = async (name: string) => (await ok('listVaultRootFolders', owner)).find((f) => f.name === name)!;
const upload = (name: string, content: string | Uint8Array<ArrayBuffer>, type = '', extra: { name?: string; description?: string; folder?: number } = {}) =>
  call('uploadVaultFile', owner, { body: { file: new UploadedFile(Buffer.from(content), name, type) as unknown as string, ...extra } });

describe('vault seed', () => {
  it('gives the demo owner a tree, favourites, archive, bin, tags, shares and next of kin', async () => {
    const folders = (await ok('listVaultRootFolders', owner)).map((f) => f.name);
    expect(folders).toEqual(['CAC documents', 'Invoices 2026', 'Receipts', 'Staff contracts']);
    const invoices = await ok('getVaultFolder', owner, { params: { id: (await rootFolder('Invoices 2026')).id } });
    expect(invoices.folders.map((f) => f.name)).toEqual(['Q3 (Jul-Sep)', 'Q4 (Oct-Dec)']);
    const q3 = await ok('getVaultFolder', owner, { params: { id: invoices.folders[0]!.id } });
    expect(q3.ancestors).toEqual([{ id: invoices.id, name: 'Invoices 2026' }]);
    expect(q3.files.every((f) => !f.is_deleted)).toBe(true);
    expect(invoices.size).toBe(invoices.files.reduce((s, f) => s + store.files.get(f.id)!._bytes, 0) + invoices.folders.reduce((s, f) => s + f.size, 0));

    const root = await ok('listVaultRootFiles', owner);
    expect(new Set(root.map((f) => f.mimetype))).toEqual(new Set(['application/pdf', 'image/jpeg', 'video/mp4', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']));
    expect(root.some((f) => f.name === 'Old logo.png' || f.name === 'Blurry receipt scan.jpg')).toBe(false);
    expect((await ok('listFavouriteVaultFiles', owner)).length).toBeGreaterThanOrEqual(5);
    const archived = await ok('listArchivedVaultItems', owner);
    expect(archived.folders.map((f) => f.name)).toEqual(['Price lists 2025']);
    expect(archived.files.map((f) => f.name).sort()).toEqual(['Office chairs invoice.pdf', 'Old logo.png']);
    const bin = await ok('listVaultBin', owner);
    expect(bin.folders.map((f) => f.name)).toEqual(['Scans to sort']);
    expect(bin.files.map((f) => f.name)).toEqual(['Blurry receipt scan.jpg', 'INV-0458 - Chioma Nwosu (old).pdf']);
    expect((await ok('listVaultTags', owner)).map((t) => t.name)).toEqual(['Customer', 'HR', 'Legal', 'Supplier', 'Tax', 'Urgent']);
    expect((await ok('listVaultFileShares', owner)).map((s) => s.has_password).sort()).toEqual([false, true]);
    expect(await ok('listNextOfKins', owner)).toHaveLength(1);
    expect(await ok('getVaultProfile', owner)).toMatchObject({ id: 1, email: 'owner@ledgerly.ng', first_name: 'Adaeze' });
  });

  it('computes storage from every file, archived and binned included, split into the five groups', async () => {
    const usage = await ok('getVaultStorageUsage', owner);
    const all = store.files.where((f) => f._owner === owner.id);
    expect(usage.used_bytes).toBe(all.reduce((s, f) => s + f._bytes, 0));
    expect(usage.limit_bytes).toBe(STORAGE_LIMIT_BYTES);
    expect([usage.limit, usage.limit_unit]).toEqual(['5.00', 'GB']);
    expect(usage.by_type.map((t) => t.mimetype_group)).toEqual(['image', 'document', 'video', 'audio', 'other']);
    expect(usage.by_type.reduce((s, t) => s + t.count, 0)).toBe(all.length);
    expect(usage.by_type.reduce((s, t) => s + t.bytes, 0)).toBe(usage.used_bytes);
    expect(usage.percent_used).toBe(Math.round((usage.used_bytes / STORAGE_LIMIT_BYTES) * 10_000) / 100);
  });

  it("keeps each person's vault apart: another person's item answers 404, a new user starts empty", async () => {
    const file = (await ok('listVaultRootFiles', owner))[0]!;
    await expect(call('getVaultFile', personal, { params: { id: file.id } })).rejects.toMatchObject({ status: 404 });
    expect((await ok('listVaultRootFolders', personal)).map((f) => f.name)).toEqual(['Bank statements', 'Personal documents']);
    const fresh = newUser('fresh@example.com');
    expect(await ok('listVaultRootFiles', fresh)).toEqual([]);
    expect(await ok('listVaultBin', fresh)).toEqual({ files: [], folders: [] });
    expect((await ok('getVaultStorageUsage', fresh)).used).toBe('0.00');
  });
});

describe('uploads', () => {
  it("keeps an upload's bytes with its size, hash and media type, at root or in a folder", async () => {
    const content = 'Receipt #A-1042, Balogun Market, 45,000 NGN\n'.repeat(40);
    const { status, body } = await upload('receipt.txt', content, 'text/plain', { description: 'Cash receipt' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ name: 'receipt.txt', mimetype: 'text/plain', root: true, folder: null, file_size: '1.72', file_size_unit: 'KB' });
    expect(body.hash).toBe(createHash('sha256').update(content).digest('hex'));
    expect(body.file).toBe(`http://127.0.0.1:${state.config.ports.vault}/__files/${body.hash}/receipt.txt`);
    expect(filesOf(state).get(body.hash)!.bytes.toString()).toBe(content);
    expect((await ok('listVaultRootFiles', owner))[0]!.id).toBe(body.id);

    const receipts = await rootFolder('Receipts');
    const inFolder = await upload('scan.png', new Uint8Array([137, 80, 78, 71]), '', { folder: receipts.id, name: 'Fuel receipt.png' });
    expect(inFolder.body).toMatchObject({ name: 'Fuel receipt.png', mimetype: 'image/png', folder: receipts.id, root: false, file_size: '4.00', file_size_unit: 'B' });
    const after = await ok('getVaultFolder', owner, { params: { id: receipts.id } });
    expect(after.files_count).toBe(receipts.files_count + 1);
    expect(after.size).toBe(receipts.size + 4);
  });

  it('keeps a large upload, served on the vault port, and counts it in storage', async () => {
    const before = (await ok('getVaultStorageUsage', owner)).used_bytes;
    const { body } = await upload('Lookbook.mp4', new Uint8Array(300 * 1024), 'video/mp4');
    expect(body.file).toBe(`http://127.0.0.1:${state.config.ports.vault}/__files/${body.hash}/Lookbook.mp4`);
    expect(filesOf(state).get(body.hash)!.bytes.length).toBe(300 * 1024);
    expect([body.file_size, body.file_size_unit]).toEqual(['300.00', 'KB']);
    expect((await ok('getVaultStorageUsage', owner)).used_bytes).toBe(before + 300 * 1024);
  });

  it("refuses a 'fail-upload' file with 500 and stores nothing (magic value)", async () => {
    const count = store.files.size;
    await expect(upload('invoice-fail-upload.pdf', 'x', 'application/pdf')).rejects.toMatchObject({
      status: 500,
      body: { detail: 'Upload interrupted. Please try again.' },
    });
    expect(store.files.size).toBe(count);
  });

  it('refuses an upload past the storage limit (400 under file), a bad folder or tag, and a missing file', async () => {
    store.files.insert({ ...store.files.get(101)!, id: undefined, _bytes: STORAGE_LIMIT_BYTES });
    await expect(upload('a.pdf', 'x')).rejects.toMatchObject({ status: 400, body: { file: [expect.stringContaining('storage limit')] } });
    await expect(call('duplicateVaultFile', owner, { params: { id: 101 } })).rejects.toMatchObject({ status: 400, body: { detail: expect.stringContaining('storage limit') } });
    const other = (await ok('listVaultRootFolders', personal))[0]!;
    await expect(upload('b.pdf', 'x', '', { folder: other.id })).rejects.toMatchObject({ status: 404 });
    await expect(call('uploadVaultFile', owner, { body: { file: 'not a file' } })).rejects.toMatchObject({ status: 400, body: { file: expect.any(Array) } });
  });
});

describe('files and folders', () => {
  it('moves, renames, tags and stars a file; root follows the folder', async () => {
    const file = (await ok('listVaultRootFiles', owner, { query: { ordering: 'name' } }))[0]!;
    const cac = await rootFolder('CAC documents');
    const tags = await ok('listVaultTags', owner);
    const moved = await ok('patchVaultFile', owner, {
      params: { id: file.id },
      body: { folder: cac.id, name: 'Business plan 2027 final.docx', tags: [tags[0]!.id, tags[0]!.id], is_starred: true },
    });
    expect(moved).toMatchObject({ folder: cac.id, root: false, name: 'Business plan 2027 final.docx', tags: [tags[0]!.id], tags_detail: [{ id: tags[0]!.id, name: tags[0]!.name }] });
    expect((await ok('listVaultRootFiles', owner)).some((f) => f.id === file.id)).toBe(false);
    expect((await ok('listFavouriteVaultFiles', owner)).some((f) => f.id === file.id)).toBe(true);
    expect(await ok('patchVaultFile', owner, { params: { id: file.id }, body: { folder: null } })).toMatchObject({ root: true, folder: null });
    const personalTag = (await ok('listVaultTags', personal))[0]!;
    await expect(call('patchVaultFile', owner, { params: { id: file.id }, body: { tags: [personalTag.id] } })).rejects.toMatchObject({ status: 400, body: { tags: expect.any(Array) } });
  });

  it('orders root files and folders as asked', async () => {
    const bySize = await ok('listVaultRootFiles', owner, { query: { ordering: '-file_size' } });
    expect(bySize[0]!.mimetype).toBe('video/mp4');
    const names = (await ok('listVaultRootFolders', owner, { query: { ordering: '-name' } })).map((f) => f.name);
    expect(names[0]).toBe('Staff contracts');
  });

  it('creates nested folders, shows the breadcrumb and refuses a move into its own sub-folder', async () => {
    const top = await ok('createVaultFolder', owner, { body: { name: '  Tax 2026 ', description: 'FIRS and LIRS' } });
    expect(top).toMatchObject({ name: 'Tax 2026', parent: null, files_count: 0, size: 0 });
    const child = await ok('createVaultFolder', owner, { body: { name: 'LIRS', parent: top.id } });
    const grandchild = await ok('createVaultFolder', owner, { body: { name: 'PAYE', parent: child.id } });
    const detail = await ok('getVaultFolder', owner, { params: { id: grandchild.id } });
    expect(detail.ancestors.map((a) => a.name)).toEqual(['Tax 2026', 'LIRS']);
    expect((await ok('getVaultFolder', owner, { params: { id: top.id } })).folders_count).toBe(1);
    await expect(call('patchVaultFolder', owner, { params: { id: top.id }, body: { parent: grandchild.id } })).rejects.toMatchObject({ status: 400, body: { parent: expect.any(Array) } });
    await expect(call('patchVaultFolder', owner, { params: { id: top.id }, body: { parent: top.id } })).rejects.toMatchObject({ status: 400 });
    expect(await ok('patchVaultFolder', owner, { params: { id: child.id }, body: { parent: null, is_starred: true } })).toMatchObject({ parent: null, is_starred: true });
    expect((await ok('listFavouriteVaultFolders', owner)).map((f) => f.id)).toContain(child.id);
  });

  it('archives a folder with its contents; only the folder is listed; unarchive brings them back', async () => {
    const staff = await rootFolder('Staff contracts');
    const inside = (await ok('getVaultFolder', owner, { params: { id: staff.id } })).folders[0]!;
    const archived = await ok('archiveVaultFolder', owner, { params: { id: staff.id } });
    expect(archived.is_archived).toBe(true);
    expect(await ok('archiveVaultFolder', owner, { params: { id: staff.id } })).toEqual(archived);
    expect((await ok('listVaultRootFolders', owner)).some((f) => f.id === staff.id)).toBe(false);
    const sub = await ok('getVaultFolder', owner, { params: { id: inside.id } });
    expect(sub).toMatchObject({ is_archived: true, files: [], folders: [] });
    expect((await ok('getVaultFolder', owner, { params: { id: staff.id } })).folders.length).toBeGreaterThan(0);
    const list = await ok('listArchivedVaultItems', owner);
    expect(list.folders.map((f) => f.id)).toContain(staff.id);
    expect(list.folders.map((f) => f.id)).not.toContain(inside.id);
    expect((await ok('listFavouriteVaultFolders', owner)).some((f) => f.id === staff.id)).toBe(false);
    await expect(call('unarchiveVaultItem', owner, { body: { item_type: 'folder', id: inside.id } })).rejects.toMatchObject({ status: 400, body: { id: expect.any(Array) } });
    expect(await ok('unarchiveVaultItem', owner, { body: { item_type: 'folder', id: staff.id } })).toMatchObject({ item_type: 'folder', id: staff.id });
    expect((await ok('getVaultFolder', owner, { params: { id: inside.id } })).is_archived).toBe(false);
  });

  it('bins a folder with its contents, lists only the folder with deleted_at, and retrieves it', async () => {
    const cac = await rootFolder('CAC documents');
    const file = (await ok('getVaultFolder', owner, { params: { id: cac.id } })).files[0]!;
    expect((await call('deleteVaultFolder', owner, { params: { id: cac.id } })).status).toBe(204);
    expect((await ok('getVaultFile', owner, { params: { id: file.id } })).is_deleted).toBe(true);
    const bin = await ok('listVaultBin', owner);
    expect(bin.folders[0]).toMatchObject({ id: cac.id, is_deleted: true });
    expect(bin.files.some((f) => f.id === file.id)).toBe(false);
    await expect(call('patchVaultFile', owner, { params: { id: file.id }, body: { name: 'x.pdf' } })).rejects.toMatchObject({ status: 400 });
    await expect(call('retrieveVaultBinItem', owner, { body: { item_type: 'file', id: file.id } })).rejects.toMatchObject({ status: 400 });
    await ok('retrieveVaultBinItem', owner, { body: { item_type: 'folder', id: cac.id } });
    expect((await ok('getVaultFile', owner, { params: { id: file.id } })).is_deleted).toBe(false);
    expect((await ok('listVaultRootFolders', owner)).some((f) => f.id === cac.id)).toBe(true);
  });

  it('retrieves a file to root when its folder is itself in the bin, keeping its archive flag', async () => {
    const q3 = store.folders.find((f) => f.name === 'Q3 (Jul-Sep)')!;
    const old = store.files.find((f) => f.name === 'INV-0458 - Chioma Nwosu (old).pdf')!;
    await call('deleteVaultFolder', owner, { params: { id: q3.id } });
    const result = await ok('retrieveVaultBinItem', owner, { body: { item_type: 'file', id: old.id } });
    expect(result.detail).toContain('root');
    expect(await ok('getVaultFile', owner, { params: { id: old.id } })).toMatchObject({ root: true, is_deleted: false });
    const archived = store.files.find((f) => f.name === 'Office chairs invoice.pdf')!;
    await call('deleteVaultFile', owner, { params: { id: archived.id } });
    await ok('retrieveVaultBinItem', owner, { body: { item_type: 'file', id: archived.id } });
    expect((await ok('getVaultFile', owner, { params: { id: archived.id } })).is_archived).toBe(true);
  });

  it('duplicates a file and a folder (recursively) with a (copy) name, not starred', async () => {
    const file = store.files.find((f) => f.name === 'Staff handbook 2026.pdf')!;
    const copy = await call('duplicateVaultFile', owner, { params: { id: file.id } });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Staff handbook 2026 (copy).pdf', folder: file.folder, is_starred: false, hash: file.hash });
    const staff = await rootFolder('Staff contracts');
    const dup = await ok('duplicateVaultFolder', owner, { params: { id: staff.id } });
    expect(dup).toMatchObject({ name: 'Staff contracts (copy)', parent: null, is_starred: false, files_count: staff.files_count, folders_count: staff.folders_count, size: staff.size });
    const inner = await ok('getVaultFolder', owner, { params: { id: dup.id } });
    const original = await ok('getVaultFolder', owner, { params: { id: staff.id } });
    expect(inner.folders.map((f) => [f.name, f.files_count])).toEqual(original.folders.map((f) => [f.name, f.files_count]));
    expect((await ok('listVaultFileShares', owner)).every((s) => s.file !== copy.body.id)).toBe(true);
  });
});

describe('shares', () => {
  it('opens a restricted share only with its password, counts views, and the owner needs none', async () => {
    const get = (user: SandboxUser | null, password?: string) => call('getVaultFileShare', user, { params: { id: DEMO_RESTRICTED_SHARE }, query: password ? { password } : {} });
    await expect(get(null)).rejects.toMatchObject({ status: 403, body: { detail: 'Password required', code: 'password_required' } });
    await expect(get(personal, 'wrong-pass')).rejects.toMatchObject({ status: 403, body: { detail: 'Incorrect password', code: 'incorrect_password' } });
    const before = (await get(owner)).body.views;
    const opened = (await get(null, DEMO_SHARE_PASSWORD)).body;
    expect(opened).toMatchObject({ id: DEMO_RESTRICTED_SHARE, access: 'restricted', has_password: true, views: before + 1 });
    expect(opened.file_detail.name).toBe('Certificate of Incorporation - RC 1452876.pdf');
    expect(opened.share_url).toBe(`${state.config.origins[0]}/vault/shared/${DEMO_RESTRICTED_SHARE}`);
    expect((await get(owner)).body.views).toBe(before + 1);
    expect((await call('getVaultFileShare', null, { params: { id: DEMO_PUBLIC_SHARE } })).status).toBe(200);
  });

  it('never keeps the password in clear', () => {
    expect(JSON.stringify(state.toJSON())).not.toContain(DEMO_SHARE_PASSWORD);
  });

  it('creates, changes and deletes shares by the contract rules', async () => {
    const file = (await ok('listVaultRootFiles', owner))[0]!;
    await expect(call('createVaultFileShare', owner, { body: { file: file.id, access: 'restricted' } })).rejects.toMatchObject({ status: 400, body: { password: expect.any(Array) } });
    await expect(call('createVaultFileShare', owner, { body: { file: file.id, expires_at: '2020-01-01T00:00:00Z' } })).rejects.toMatchObject({ status: 400, body: { expires_at: expect.any(Array) } });
    const share = await ok('createVaultFileShare', owner, { body: { file: file.id, password: 'ignored1' } });
    expect(share).toMatchObject({ access: 'public', has_password: false, views: 0, expires_at: null });
    expect((await ok('listVaultFileShares', owner))[0]!.id).toBe(share.id);
    await expect(call('patchVaultFileShare', owner, { params: { id: share.id }, body: { access: 'restricted' } })).rejects.toMatchObject({ status: 400 });
    const restricted = await ok('patchVaultFileShare', owner, { params: { id: share.id }, body: { access: 'restricted', password: 'secret99', expires_at: '2099-01-01T10:00:00.000Z' } });
    expect(restricted).toMatchObject({ has_password: true, expires_at: '2099-01-01T10:00:00Z' });
    await expect(call('patchVaultFileShare', personal, { params: { id: share.id }, body: { access: 'public' } })).rejects.toMatchObject({ status: 403 });
    await expect(call('deleteVaultFileShare', owner, { params: { id: share.id } })).rejects.toMatchObject({ status: 403, body: { code: 'password_required' } });
    await expect(call('deleteVaultFileShare', owner, { params: { id: share.id }, query: { password: 'secret00' } })).rejects.toMatchObject({ status: 403, body: { code: 'incorrect_password' } });
    expect((await call('deleteVaultFileShare', owner, { params: { id: share.id }, query: { password: 'secret99' } })).status).toBe(204);
    await expect(call('getVaultFileShare', owner, { params: { id: share.id } })).rejects.toMatchObject({ status: 404 });
    const pub = await ok('patchVaultFileShare', owner, { params: { id: DEMO_RESTRICTED_SHARE }, body: { access: 'public' } });
    expect(pub.has_password).toBe(false);
  });

  it('answers 403 for an expired share and 404 while its file is in the bin', async () => {
    const row = store.shares.find((s) => s._uuid === DEMO_PUBLIC_SHARE)!;
    store.shares.update(row.id, { expires_at: '2020-01-01T00:00:00Z' });
    await expect(call('getVaultFileShare', personal, { params: { id: DEMO_PUBLIC_SHARE } })).rejects.toMatchObject({ status: 403, body: { code: 'share_expired' } });
    await call('deleteVaultFile', owner, { params: { id: row.file } });
    await expect(call('getVaultFileShare', owner, { params: { id: DEMO_PUBLIC_SHARE } })).rejects.toMatchObject({ status: 404 });
    const binned = store.files.find((f) => f._owner === owner.id && f._deleted)!;
    await expect(call('createVaultFileShare', owner, { body: { file: binned.id } })).rejects.toMatchObject({ status: 400, body: { file: expect.any(Array) } });
  });
});

describe('tags, profile and next of kin', () => {
  it('creates tags with a default colour and refuses a duplicate name ignoring case', async () => {
    expect(await ok('createVaultTag', owner, { body: { name: 'Banking' } })).toMatchObject({ name: 'Banking', color: '#6B7280' });
    await expect(call('createVaultTag', owner, { body: { name: 'tax' } })).rejects.toMatchObject({ status: 400, body: { name: expect.any(Array) } });
    expect(await ok('createVaultTag', personal, { body: { name: 'Tax', color: '#111111' } })).toMatchObject({ color: '#111111' });
  });

  it('adds and replaces next of kin; another person cannot change them', async () => {
    const created = await ok('createNextOfKin', owner, { body: { first_name: 'Ifeoma', last_name: 'Okafor', relationship: 'sibling', phone_number: '08031112222' } });
    expect(created).toMatchObject({ email: null, address: null });
    expect((await ok('listNextOfKins', owner)).map((k) => k.first_name)).toEqual(['Chinedu', 'Ifeoma']);
    const updated = await ok('updateNextOfKin', owner, {
      params: { id: created.id },
      body: { first_name: 'Ifeoma', last_name: 'Nwankwo', relationship: 'sibling', phone_number: '+2348031112222', email: 'ifeoma@example.com' },
    });
    expect(updated).toMatchObject({ last_name: 'Nwankwo', email: 'ifeoma@example.com', created_at: created.created_at });
    await expect(call('updateNextOfKin', personal, { params: { id: created.id }, body: { first_name: 'A', last_name: 'B', relationship: 'friend', phone_number: '08031112222' } })).rejects.toMatchObject({ status: 404 });
    expect(await ok('getVaultProfile', personal)).toMatchObject({ id: 2, username: 'Tunde Bello', profile_image: null });
  });
});
