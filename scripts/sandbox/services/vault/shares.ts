/**
 * Share links to files, public or restricted by a password. The password is kept only as a
 * keyed hash (per share) and never returned or logged; the owner opens and manages a share
 * without it, anyone else needs it to open a restricted share (403 password_required /
 * incorrect_password), and the owner confirms a DELETE with it where the share has one.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SandboxState } from '../../state';
import { iso, mustFind, newestFirst, ownedBy } from '../../table';
import { HttpError, badRequest, forbidden, notFound, requireUser } from '../../types';
import { replayed } from '../../replay';
import { ownerOf, type Deps, type Handlers } from './context';
import type { Schemas, ShareRow, VaultStore } from './store';
import { fileIsActive, fileView, flagsOfFile } from './tree';

export function hashSharePassword(state: SandboxState, uuid: string, password: string): string {
  return createHmac('sha256', state.config.secret).update(`share:${uuid}:${password}`).digest('hex');
}

export const SHARE_KEY_REUSED = 'This Idempotency-Key was already used for a different share link.';

const denied = (detail: string, code: string) => new HttpError(403, { detail, code });

/** Refuses a missing or wrong password where the share has one. */
function checkPassword(state: SandboxState, share: ShareRow, given: string | undefined): void {
  if (!share._password_hash) return;
  if (given === undefined || given === '') throw denied('Password required', 'password_required');
  const expected = Buffer.from(share._password_hash, 'hex');
  const actual = Buffer.from(hashSharePassword(state, share._uuid, given), 'hex');
  if (!timingSafeEqual(expected, actual)) throw denied('Incorrect password', 'incorrect_password');
}

/** A future expiry as the contract's date-time, or null (400 under `expires_at` for a past one). */
function expiry(value: string | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  const when = new Date(value);
  if (Number.isNaN(when.getTime()) || when.getTime() <= Date.now())
    throw badRequest({ expires_at: ['Choose a date and time in the future.'] });
  return iso(when);
}

/** The password hash a restricted share needs (400 under `password` without one); public shares keep none. */
function passwordHash(
  state: SandboxState,
  uuid: string,
  access: Schemas['AccessLevel'],
  password: string | undefined,
  current: string | null,
): string | null {
  if (access === 'public') return null;
  if (password !== undefined) return hashSharePassword(state, uuid, password);
  if (current) return current;
  throw badRequest({ password: ['A restricted share needs a password of at least 6 characters.'] });
}

function findShare(store: VaultStore, uuid: string): ShareRow {
  const share = store.shares.find((s) => s._uuid === uuid);
  if (!share) throw notFound('This share link does not exist.');
  return share;
}

function ownShare(store: VaultStore, uuid: string, owner: number): ShareRow {
  const share = findShare(store, uuid);
  if (share._owner !== owner) throw forbidden('Only the owner can change this share link.');
  return share;
}

export function shareView(state: SandboxState, share: ShareRow): Schemas['FileShare'] {
  return {
    id: share._uuid,
    file: share.file,
    share_url: `${state.config.origins[0]}/vault/shared/${share._uuid}`,
    access: share.access,
    has_password: share._password_hash !== null,
    expires_at: share.expires_at,
    created_at: share.created_at,
    views: share.views,
  };
}

export function shareHandlers(
  deps: Deps,
): Handlers<
  'listVaultFileShares' | 'createVaultFileShare' | 'getVaultFileShare' | 'patchVaultFileShare' | 'deleteVaultFileShare'
> {
  const { state, store } = deps;
  const answer = (share: ShareRow) => shareView(state, store.shares.get(share.id)!);
  return {
    listVaultFileShares: (req) => ({
      status: 200,
      body: ownedBy(store.shares, ownerOf(req))
        .sort(newestFirst)
        .map((s) => shareView(state, s)),
    }),
    // A retry under the same Idempotency-Key (a lost answer, a resent call) answers the first share.
    createVaultFileShare: replayed(store, 'createVaultFileShare', SHARE_KEY_REUSED, (req) => {
      const owner = ownerOf(req);
      const file = mustFind(store.files, req.body.file, { _owner: owner }, { what: 'File not found.' });
      if (!fileIsActive(store, file))
        throw badRequest({ file: ['Only an active file can be shared (not archived or in the bin).'] });
      const uuid = randomUUID();
      const access = req.body.access ?? 'public';
      const share = store.shares.insert({
        _owner: owner,
        _uuid: uuid,
        file: file.id,
        access,
        _password_hash: passwordHash(state, uuid, access, req.body.password, null),
        expires_at: expiry(req.body.expires_at),
        created_at: iso(new Date()),
        views: 0,
      });
      return { status: 201, body: answer(share) };
    }),
    getVaultFileShare: (req) => {
      const share = findShare(store, req.params.id);
      const file = store.files.get(share.file);
      if (!file || flagsOfFile(store, file).deleted) throw notFound('This share link does not exist.');
      const isOwner = req.user?.id === share._owner;
      if (!isOwner) {
        if (share.expires_at && Date.parse(share.expires_at) <= Date.now())
          throw denied('This share link has expired', 'share_expired');
        checkPassword(state, share, req.query.password);
        store.shares.update(share.id, { views: share.views + 1 });
      }
      return { status: 200, body: { ...answer(share), file_detail: fileView(deps, file) } };
    },
    patchVaultFileShare: (req) => {
      const share = ownShare(store, req.params.id, requireUser(req).id);
      const access = req.body.access ?? share.access;
      store.shares.update(share.id, {
        access,
        _password_hash: passwordHash(state, share._uuid, access, req.body.password, share._password_hash),
        ...(req.body.expires_at !== undefined ? { expires_at: expiry(req.body.expires_at) } : {}),
      });
      return { status: 200, body: answer(share) };
    },
    // A retry under the key of a delete that was done (its answer lost) answers 204 again, not 404.
    deleteVaultFileShare: replayed(store, 'deleteVaultFileShare', SHARE_KEY_REUSED, (req) => {
      const share = ownShare(store, req.params.id, requireUser(req).id);
      checkPassword(state, share, req.query.password);
      store.shares.delete(share.id);
      return { status: 204 };
    }),
  };
}
