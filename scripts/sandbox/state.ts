/**
 * What every service module of the sandbox shares: configuration, users and tokens, and one
 * data store per service (created lazily, seeded, reset and persisted together).
 */
import { AuthStore } from './auth';
import type { SandboxConfig } from './config';

/** A service's data: serialisable for the optional data file. */
export interface ServiceStore {
  toJSON(): unknown;
  load(data: unknown): void;
}

export class SandboxState {
  readonly auth: AuthStore;
  private stores = new Map<string, ServiceStore>();

  constructor(readonly config: SandboxConfig) {
    this.auth = new AuthStore({
      secret: config.secret,
      accessTtlSeconds: config.accessTtlSeconds,
      refreshTtlSeconds: config.refreshTtlSeconds,
    });
  }

  /** The store registered under `key`, created on first use (and filled from the data file, if loaded). */
  store<T extends ServiceStore>(key: string, create: () => T): T {
    let found = this.stores.get(key) as T | undefined;
    if (!found) {
      found = create();
      const saved = this.pending[key];
      if (saved !== undefined) found.load(saved);
      this.stores.set(key, found);
    }
    return found;
  }

  reset(): void {
    this.stores.clear();
    this.pending = {};
    this.auth.reset();
  }

  toJSON() {
    return {
      users: this.auth.users.toJSON(),
      stores: Object.fromEntries([...this.stores].map(([key, store]) => [key, store.toJSON()])),
    };
  }

  /** Data loaded from the file, handed to each store as it is created. */
  pending: Record<string, unknown> = {};
}
