/** What every resource file of the vault service gets, and the helpers they share. */
import type { operations } from '../../../../src/api/generated/vault';
import type { SandboxUser } from '../../auth';
import type { SandboxState } from '../../state';
import { iso, type Table } from '../../store';
import { badRequest, notFound, requireUser, type SandboxRequest, type ServiceHandlers } from '../../types';
import type { VaultStore } from './store';

export interface Deps {
  state: SandboxState;
  store: VaultStore;
}

/** The handlers of some operations of the contract. */
export type Handlers<K extends keyof operations> = Pick<ServiceHandlers<operations>, K>;

export const now = (): string => iso(new Date());

/** The signed-in person's id (every vault call but the share GET needs a session). */
export const ownerOf = <Op>(req: SandboxRequest<Op>): number => requireUser(req).id;

export type Owner = SandboxUser['id'];

/** The person's row `id`, or 404 (another person's item answers 404). */
export function mustFind<T extends { id: number; _owner: number }>(table: Table<T>, owner: number, id: number, what = 'Not found.'): T {
  const row = table.get(id);
  if (!row || row._owner !== owner) throw notFound(what);
  return row;
}

/** A name-like field, trimmed; blank answers 400 under `field`. */
export function nonBlank(value: string, field: string, max = 255): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest({ [field]: ['This field may not be blank.'] });
  if (trimmed.length > max) throw badRequest({ [field]: [`Use at most ${max} characters.`] });
  return trimmed;
}

/** Refuses a change to an item that is in the bin. */
export function notInBin(deleted: boolean): void {
  if (deleted) throw badRequest({}, 'This item is in the bin. Retrieve it first.');
}

/** The listed fields a body gives (a PATCH changes only those); other keys are never stored. */
export function pick<T extends object, K extends keyof T>(body: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (key in body && body[key] !== undefined) out[key] = body[key];
  return out;
}

export const byName = <T extends { name: string; id: number }>(a: T, b: T) => a.name.localeCompare(b.name) || a.id - b.id;
export const newestFirst = <T extends { id: number; created_at: string }>(a: T, b: T) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;
