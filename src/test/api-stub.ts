/**
 * A typed stand-in for the business service, over `globalThis.fetch` (openapi-fetch calls it, so
 * the app's clients, middleware and error handling all run for real). Tests declare answers per
 * contract operation; bodies are checked against the generated types:
 *
 *   const api = stubApi();
 *   api.on('post', '/business/v1/{businessId}/tools/customers/', ({ body }) => ({ status: 201, body: { ...body, id: 7 } }));
 *   api.failNext('post', '/business/v1/{businessId}/tools/customers/', 'network');
 *   expect(api.calls('post', '/business/v1/{businessId}/tools/customers/')).toHaveLength(2);
 *
 * The stub is removed when the test ends. A call nothing answers gets 404 and is listed in
 * `api.unanswered` (assert it is empty when that matters).
 */
import { onTestFinished, vi } from 'vitest';
import type { BusinessPaths } from '@/api/types';

type Paths = BusinessPaths;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The contract's path templates that have `method`. */
export type PathOf<M extends Method> = {
  [P in keyof Paths]: Paths[P][M] extends { responses: object } ? P : never;
}[keyof Paths];

type Operation<M extends Method, P extends PathOf<M>> = Paths[P][M] & { responses: object };
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : undefined;

/** One answer the contract allows for the operation: a declared status and its JSON body. */
export type Answer<M extends Method, P extends PathOf<M>> = {
  [S in keyof Operation<M, P>['responses']]: S extends number
    ? { status: S; body?: JsonOf<Operation<M, P>['responses'][S]> }
    : never;
}[keyof Operation<M, P>['responses']];

/** The operation's JSON request body. */
export type RequestBodyOf<M extends Method, P extends PathOf<M>> =
  Operation<M, P> extends {
    requestBody?: { content: { 'application/json': infer Body } };
  }
    ? Body
    : undefined;

/** A call the stub received. */
export interface RecordedRequest {
  method: string;
  /** The contract's path template that matched. */
  template: string;
  /** The real path, e.g. /business/v1/12/tools/customers/. */
  path: string;
  /** The path's parameters, e.g. { businessId: '12', id: '3' }. */
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** The request's headers (e.g. `Idempotency-Key`). */
  headers: Headers;
  /** What the stub did: the status it answered, or how it failed. */
  outcome?: number | Failure;
}

/** A call to one operation, with its typed body. */
export interface StubRequest<M extends Method, P extends PathOf<M>> extends RecordedRequest {
  method: Uppercase<M>;
  template: P;
  body: RequestBodyOf<M, P>;
}

/** How `failNext` breaks a call: an error status (with a body), a dropped connection, or broken JSON. */
export type Failure = 'network' | 'malformed' | { status: number; body?: unknown };

type Handler<M extends Method, P extends PathOf<M>> = Answer<M, P> | ((request: StubRequest<M, P>) => Answer<M, P>);
/** The same, once stored (the types were checked at `on`). */
type StoredHandler = { status: number; body?: unknown } | ((request: RecordedRequest) => { status: number; body?: unknown });

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  names: string[];
}

function routeOf(method: string, template: string): Route {
  const names: string[] = [];
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { method: method.toUpperCase(), template, pattern: new RegExp(`${source}$`), names };
}

function json(body: unknown, status: number): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function stubApi() {
  const routes: { route: Route; handler: StoredHandler }[] = [];
  const failures: { route: Route; failure: Failure }[] = [];
  const requests: RecordedRequest[] = [];
  const unanswered: string[] = [];

  async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const text = method === 'GET' || method === 'DELETE' ? '' : await request.text();
    const match = [...routes].reverse().find(({ route }) => route.method === method && route.pattern.test(url.pathname));
    const failureIndex = failures.findIndex(({ route }) => route.method === method && route.pattern.test(url.pathname));
    const route = failures[failureIndex]?.route ?? match?.route;
    if (!route) {
      unanswered.push(`${method} ${url.pathname}${url.search}`);
      return json({ detail: `No stub for ${method} ${url.pathname}` }, 404);
    }
    const values = route.pattern.exec(url.pathname)!.slice(1);
    const recorded: RecordedRequest = {
      method,
      template: route.template,
      path: url.pathname,
      params: Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(values[i]!)])),
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: request.headers,
    };
    requests.push(recorded);
    if (failureIndex >= 0) {
      const { failure } = failures.splice(failureIndex, 1)[0]!;
      recorded.outcome = failure;
      if (failure === 'network') throw new TypeError('Failed to fetch');
      if (failure === 'malformed') {
        return new Response('{"id": 1, "name": ', { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      return json(failure.body ?? { detail: `Forced ${failure.status}.` }, failure.status);
    }
    const handler = match!.handler;
    const result = typeof handler === 'function' ? handler(recorded) : handler;
    recorded.outcome = result.status;
    return json(result.body, result.status);
  }

  vi.stubGlobal('fetch', vi.fn(answer));
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });

  return {
    /** Answers every later call to the operation (the last `on` for an operation wins). */
    on<M extends Method, P extends PathOf<M>>(method: M, template: P, handler: NoInfer<Handler<M, P>>) {
      routes.push({ route: routeOf(method, template), handler: handler as unknown as StoredHandler });
      return this;
    },
    /** The next call to the operation fails (once); later calls get the `on` answer again. */
    failNext<M extends Method>(method: M, template: PathOf<M>, failure: Failure) {
      failures.push({ route: routeOf(method, template), failure });
      return this;
    },
    /** The calls made to one operation, oldest first, with their typed bodies. */
    calls<M extends Method, P extends PathOf<M>>(method: M, template: P): StubRequest<M, P>[] {
      const wanted = method.toUpperCase();
      return requests.filter((r) => r.method === wanted && r.template === template) as unknown as StubRequest<M, P>[];
    },
    /** Every call the stub answered, oldest first. */
    requests,
    /** Calls no `on` or `failNext` matched (answered 404). */
    unanswered,
  };
}

export type ApiStub = ReturnType<typeof stubApi>;

/** Whether the stub answered the call with a success status. */
export function succeeded(request: Pick<RecordedRequest, 'outcome'>): boolean {
  return typeof request.outcome === 'number' && request.outcome < 400;
}
