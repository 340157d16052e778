/** What every resource file of the vault service gets, and the helpers they share. */
import type { operations } from '../../../../src/api/generated/vault';
import type { SandboxUser } from '../../auth';
import type { SandboxState } from '../../state';
import { badRequest, requireUser, type SandboxRequest, type ServiceHandlers } from '../../types';
import type { VaultStore } from './store';

export interface Deps {
  state: SandboxState;
  store: VaultStore;
}

/** The handlers of some operations of the contract. */
export type Handlers<K extends keyof operations> = Pick<ServiceHandlers<operations>, K>;

/** The signed-in person's id (every vault call but the share GET needs a session). */
export const ownerOf = <Op>(req: SandboxRequest<Op>): number => requireUser(req).id;

export type Owner = SandboxUser['id'];

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

