/**
 * The designed `POST /bins/empty/` (issue 17) through its handler: everything in the bin goes for
 * good (a binned folder's contents too, and the shares of those files), nothing else is touched,
 * storage goes down, and the answer matches openapi/vault.yaml.
 */
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
import { storeOf, type VaultStore } from './store';
import { flagsOfFile, flagsOfFolder } from './tree';

type Ops = operations;
type Parts<K extends keyof Ops> = Partial<Pick<SandboxRequest<Ops[K]>, 'params' | 'body'>>;
type Answer<K extends keyof Ops> = Extract<SandboxResponse<Ops[K]>, { body: unknown }>['body'];

let validator: OpenAPIBackend;
let state: SandboxState;
let store: VaultStore;
let handlers: ReturnType<typeof vaultServiceHandlers>;
let owner: SandboxUser;
let personal: SandboxUser;

beforeAll(async () => {
  const { backend } = await loadContract('vault');
  const addFormats = ((ajvFormats as unknown as { default?: typeof ajvFormats }).default ?? ajvFormats) as unknown as (
    ajv: unknown,
  ) => void;
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

async function ok<K extends keyof Ops>(op: K, user: SandboxUser, parts: Parts<K> = {}): Promise<Answer<K>> {
  const handler = handlers[op] as unknown as (
    req: SandboxRequest<Ops[K]>,
  ) => SandboxResponse<Ops[K]> | Promise<SandboxResponse<Ops[K]>>;
  const req = {
    params: {},
    query: {},
    body: undefined,
    headers: {},
    token: null,
    url: new URL('http://x/'),
    user,
    ...parts,
  } as SandboxRequest<Ops[K]>;
  const result = (await handler(req)) as { status: number; body: Answer<K> };
  const check = validator.validateResponse(publicView(result.body), op, result.status);
  expect(check.errors ?? [], `${op} answer breaks the contract`).toEqual([]);
  return result.body;
}

const mine = (user: SandboxUser) => ({
  files: store.files.where((f) => f._owner === user.id),
  folders: store.folders.where((f) => f._owner === user.id),
});

describe('POST /bins/empty/', () => {
  it('deletes for good what is in the bin, with a binned folder’s contents and shares, and nothing else', async () => {
    const before = mine(owner);
    const binnedFiles = before.files.filter((f) => flagsOfFile(store, f).deleted);
    const binnedFolders = before.folders.filter((f) => flagsOfFolder(store, f).deleted);
    expect(binnedFiles.length).toBeGreaterThan(0);
    expect(binnedFolders.length).toBeGreaterThan(0);
    const usedBefore = (await ok('getVaultStorageUsage', owner)).used_bytes;
    const personalBefore = mine(personal);

    const answer = await ok('emptyVaultBin', owner);
    expect(answer).toEqual({ files: binnedFiles.length, folders: binnedFolders.length, detail: 'Bin emptied.' });

    expect(await ok('listVaultBin', owner)).toEqual({ files: [], folders: [] });
    const after = mine(owner);
    expect(after.files.map((f) => f.id).sort()).toEqual(
      before.files
        .filter((f) => !binnedFiles.includes(f))
        .map((f) => f.id)
        .sort(),
    );
    expect(after.folders).toHaveLength(before.folders.length - binnedFolders.length);
    const freed = binnedFiles.reduce((sum, f) => sum + f._bytes, 0);
    expect((await ok('getVaultStorageUsage', owner)).used_bytes).toBe(usedBefore - freed);
    const gone = new Set(binnedFiles.map((f) => f.id));
    expect(store.shares.where((s) => gone.has(s.file))).toEqual([]);
    expect(mine(personal)).toEqual(personalBefore);
  });

  it('answers zero counts when the bin is already empty', async () => {
    await ok('emptyVaultBin', owner);
    expect(await ok('emptyVaultBin', owner)).toEqual({ files: 0, folders: 0, detail: 'The bin was already empty.' });
  });
});
