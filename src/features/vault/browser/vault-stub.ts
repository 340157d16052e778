/**
 * The shared fetch stub (src/test/api-stub.ts) answering vault paths: it matches any service by
 * path, but its types name the business contract's paths, so the vault's are cast here, once.
 */
import type { Method, PathOf } from '@/test/api-stub';
import { stubApi } from '@/test/api-stub';
import type { VaultPaths } from '@/api/types';

export type VaultPath = Extract<keyof VaultPaths, string>;

/** A vault path as the stub's (business-typed) path parameter. */
export const vp = <M extends Method>(path: VaultPath) => path as unknown as PathOf<M>;

export function stubVault() {
  const api = stubApi();
  return {
    api,
    on(
      method: Method,
      path: VaultPath,
      answer:
        | { status: number; body?: unknown }
        | ((request: { body: unknown; params: Record<string, string> }) => { status: number; body?: unknown }),
    ) {
      api.on(method, vp(path), answer);
      return this;
    },
    calls: (method: Method, path: VaultPath) => api.calls(method, vp(path)),
  };
}
