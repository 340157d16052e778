/**
 * The shared fetch stub (src/test/api-stub.ts) for the vault service's paths. The stub is typed for
 * the business contract; the vault's templates are matched the same way, so only the types differ.
 */
import { stubApi, type Failure } from '@/test/api-stub';

type Loose =
  | { status: number; body?: unknown }
  | ((request: { query: URLSearchParams; body: unknown; params: Record<string, string> }) => { status: number; body?: unknown });

export function stubVaultApi() {
  const api = stubApi();
  const loose = api as unknown as {
    on: (method: string, path: string, handler: Loose) => unknown;
    failNext: (method: string, path: string, failure: Failure) => unknown;
  };
  const stub = {
    on(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, handler: Loose) {
      loose.on(method, path, handler);
      return stub;
    },
    failNext(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, failure: Failure) {
      loose.failNext(method, path, failure);
      return stub;
    },
    calls(method: string, path: string) {
      return api.requests.filter((r) => r.method === method.toUpperCase() && r.template === path);
    },
    requests: api.requests,
    unanswered: api.unanswered,
  };
  return stub;
}
