/**
 * A typed stand-in for the banking service in component tests, over `globalThis.fetch` (the app's
 * banking client, middleware and errors run for real), like src/test/api-stub.ts does for the
 * business service:
 *
 *   const api = stubBanking().on('post', '/personal_bank_accounts/{id}/check_pin/', { status: 200, body: { ... } });
 *   expect(api.calls('post', '/personal_bank_accounts/{id}/check_pin/')).toHaveLength(1);
 */
import { onTestFinished, vi } from 'vitest';
import type { BankingPaths } from '@/api/types';

type Method = 'get' | 'post';
type Paths = BankingPaths;
type PathOf<M extends Method> = { [P in keyof Paths]: Paths[P][M] extends { responses: object } ? P : never }[keyof Paths];
type Operation<M extends Method, P extends PathOf<M>> = Paths[P][M] & { responses: object };
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : undefined;
type Answer<M extends Method, P extends PathOf<M>> = {
  [S in keyof Operation<M, P>['responses']]: S extends number
    ? { status: S; body?: JsonOf<Operation<M, P>['responses'][S]> }
    : never;
}[keyof Operation<M, P>['responses']];

export interface BankingCall {
  method: string;
  template: string;
  path: string;
  query: URLSearchParams;
  /** The request's headers (e.g. `Idempotency-Key`). */
  headers: Headers;
  body: unknown;
}

type Stored = { status: number; body?: unknown } | ((call: BankingCall) => { status: number; body?: unknown });
interface Route {
  method: string;
  template: string;
  pattern: RegExp;
}

const routeOf = (method: string, template: string): Route => ({
  method: method.toUpperCase(),
  template,
  pattern: new RegExp(`${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, '([^/]+)')}$`),
});

const json = (body: unknown, status: number) =>
  body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * How `failNext` breaks a call: a dropped connection, an error status, or `cut`: the work done and
 * the answer lost after its headers (the sandbox's `after` fault), so the call resolves with the
 * operation's own status and reading its body fails.
 */
export type BankingFailure = 'network' | 'cut' | { status: number; body?: unknown };

export function stubBanking() {
  const routes: { route: Route; handler: Stored }[] = [];
  const failures: { route: Route; failure: BankingFailure }[] = [];
  const calls: BankingCall[] = [];

  async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const text = method === 'GET' ? '' : await request.text();
    const failureIndex = failures.findIndex(({ route }) => route.method === method && route.pattern.test(url.pathname));
    const match = [...routes].reverse().find(({ route }) => route.method === method && route.pattern.test(url.pathname));
    const route = failures[failureIndex]?.route ?? match?.route;
    if (!route) return json({ detail: `No stub for ${method} ${url.pathname}` }, 404);
    const call: BankingCall = {
      method,
      template: route.template,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    if (failureIndex >= 0) {
      const { failure } = failures.splice(failureIndex, 1)[0]!;
      if (failure === 'network') throw new TypeError('Failed to fetch');
      if (failure === 'cut') {
        const ok = match ? (typeof match.handler === 'function' ? match.handler(call) : match.handler) : undefined;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"id": 1, '));
            controller.error(new TypeError('network error'));
          },
        });
        return new Response(body, { status: ok?.status ?? 200, headers: { 'Content-Type': 'application/json' } });
      }
      return json(failure.body ?? { detail: `Forced ${failure.status}.` }, failure.status);
    }
    const result = typeof match!.handler === 'function' ? match!.handler(call) : match!.handler;
    return json(result.body, result.status);
  }

  vi.stubGlobal('fetch', vi.fn(answer));
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });

  return {
    on<M extends Method, P extends PathOf<M>>(
      method: M,
      template: P,
      handler: NoInfer<Answer<M, P> | ((call: BankingCall) => Answer<M, P>)>,
    ) {
      routes.push({ route: routeOf(method, template), handler });
      return this;
    },
    failNext<M extends Method>(method: M, template: PathOf<M>, failure: BankingFailure) {
      failures.push({ route: routeOf(method, template), failure });
      return this;
    },
    calls<M extends Method>(method: M, template: PathOf<M>): BankingCall[] {
      return calls.filter((c) => c.method === method.toUpperCase() && c.template === template);
    },
    all: calls,
  };
}

export const NGN_ACCOUNT = {
  id: 1001,
  account_name: 'Adaeze Chiamaka Okafor',
  account_number: '0123456789',
  bank_name: 'Wema Bank',
  bank_code: '000017',
  routing_number: null,
  currency: 'NGN',
  balance: '1250000.00',
  available_balance: '1235000.00',
  status: 'active',
  has_pin: true,
  tier: 'tier_2',
  created_at: '2026-11-21T09:45:00Z',
} as const satisfies BankingPaths['/personal_bank_accounts/{id}/']['get']['responses'][200]['content']['application/json'];

export const USD_BUSINESS = {
  id: 2002,
  account_name: 'Lone Star Jollof LLC',
  account_number: '200198765432',
  bank_name: 'Evolve Bank & Trust',
  bank_code: null,
  routing_number: '084106768',
  currency: 'USD',
  balance: '18350.40',
  available_balance: '18100.40',
  status: 'active',
  has_pin: false,
  tier: 'standard',
  account_category: 'business',
  account_type: 'checking',
  business_name: 'Lone Star Jollof LLC',
  created_at: '2026-11-23T16:30:00Z',
} as const satisfies BankingPaths['/bank_accounts/{id}/']['get']['responses'][200]['content']['application/json'];
