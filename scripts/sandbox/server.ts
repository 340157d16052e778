/**
 * The sandbox backend: a real HTTP server on 127.0.0.1, one port per service (from the
 * VITE_*_URL addresses), answering every operation of every contract from a stateful store.
 * Each request is checked against the contract (a violation gets 422 with the violations, like
 * Prism) and each answer too (an answer that breaks the contract becomes a 500 naming it).
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Operation } from 'openapi-backend';
import { HOST, SERVICES, type Service } from '../lib/services';
import { loadSandboxConfig, type SandboxConfig } from './config';
import { exampleFor, loadContract, type LoadedContract } from './contracts';
import { DuplicateDetector, fingerprint, isTracked } from './duplicates';
import { UploadedFile, serveFile } from './files';
import { dropAnswer, FaultBook, parseFault, readSlowly, wait, writeSlowly, type Fault } from './faults';
import type { ServiceModule } from './module';
import { SandboxState } from './state';
import { publicView } from './table';
import { HttpError } from './types';
import { modules } from './services/index';
import { EARLY_ACCESS_ADDED } from './services/business/reference';

/**
 * How an answer leaves: normally; with `Connection: close` (a faulted answer); written slowly;
 * or cut short (`drop`, the work done, the answer lost): see `dropAnswer` in faults.ts.
 */
type Delivery = { mode: 'normal' | 'close' | 'drop' } | { mode: 'slow'; durationMs: number };
const NORMAL: Delivery = { mode: 'normal' };

export interface Sandbox {
  state: SandboxState;
  config: SandboxConfig;
  stop: () => Promise<void>;
  /** Handles one request for a service (used by the servers and by in-process tests). */
  handle: (service: Service, req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

interface Parsed {
  body: unknown;
  validationBody: unknown;
}

const ERROR_CODES: Record<number, string> = {
  400: 'invalid',
  401: 'not_authenticated',
  403: 'permission_denied',
  404: 'not_found',
  500: 'server_error',
};

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type JsonSchema = {
  type?: string | string[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  format?: string;
  oneOf?: JsonSchema[];
};

function typeOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (t) return t;
  return schema.oneOf?.map(typeOf).find(Boolean);
}

function coerce(value: string, schema: JsonSchema | undefined): unknown {
  const t = typeOf(schema);
  if ((t === 'integer' || t === 'number') && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (t === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  if (value === 'null' && Array.isArray(schema?.type) && schema.type.includes('null')) return null;
  return value;
}

async function parseBody(req: IncomingMessage, raw: Buffer, schema: JsonSchema | undefined): Promise<Parsed> {
  const type = req.headers['content-type'] ?? '';
  if (raw.length === 0) return { body: undefined, validationBody: undefined };
  if (type.includes('application/json')) {
    try {
      const body = JSON.parse(raw.toString('utf8')) as unknown;
      return { body, validationBody: body };
    } catch {
      throw new HttpError(400, { detail: 'JSON parse error.' });
    }
  }
  if (type.includes('multipart/form-data')) {
    const form = await new Request('http://sandbox.local/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(raw),
    }).formData();
    const body: Record<string, unknown> = {};
    const validationBody: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key);
      const propSchema = schema?.properties?.[key];
      const isArray = typeOf(propSchema) === 'array';
      const itemSchema = isArray ? propSchema?.items : propSchema;
      const real = await Promise.all(
        values.map(async (v) =>
          typeof v === 'string' ? coerce(v, itemSchema) : new UploadedFile(Buffer.from(await v.arrayBuffer()), v.name, v.type),
        ),
      );
      const forCheck = values.map((v) => (typeof v === 'string' ? coerce(v, itemSchema) : v.name || 'upload'));
      body[key] = isArray ? real : real[0];
      validationBody[key] = isArray ? forCheck : forCheck[0];
    }
    return { body, validationBody };
  }
  throw new HttpError(400, { detail: `Unsupported media type "${type}".` });
}

function parseQuery(url: URL, parameters: { name: string; in: string; schema?: JsonSchema }[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    const schema = parameters.find((p) => p.in === 'query' && p.name === key)?.schema;
    out[key] = typeOf(schema) === 'array' ? values.map((v) => coerce(v, schema?.items)) : coerce(values[0]!, schema);
  }
  return out;
}

function requiresSession(document: Record<string, unknown>, operation: Operation): 'required' | 'optional' | 'none' {
  const security = (operation.security ?? document.security ?? []) as Record<string, unknown>[];
  if (security.length === 0) return 'none';
  return security.some((s) => Object.keys(s).length === 0) ? 'optional' : 'required';
}

export async function createSandbox(options: { quiet?: boolean; config?: SandboxConfig } = {}): Promise<Sandbox> {
  const config = options.config ?? loadSandboxConfig();
  const quiet = options.quiet ?? false;
  const log = (...args: unknown[]) => {
    if (!quiet) console.log('[sandbox]', ...args);
  };
  const contracts = new Map<Service, LoadedContract>();
  await Promise.all(SERVICES.map(async (s) => contracts.set(s, await loadContract(s))));

  const state = new SandboxState(config);
  const faults = new FaultBook();
  const duplicates = new DuplicateDetector();
  let handlers = new Map<Service, ReturnType<ServiceModule['handlers']>>();

  function seed() {
    for (const module of modules) module.seed?.(state);
    handlers = new Map(modules.map((m) => [m.service, m.handlers(state)]));
  }

  if (config.dataFile && existsSync(config.dataFile)) {
    const saved = JSON.parse(readFileSync(config.dataFile, 'utf8')) as {
      users: Parameters<typeof state.auth.users.load>[0];
      stores: Record<string, unknown>;
    };
    state.auth.users.load(saved.users);
    state.pending = saved.stores;
    handlers = new Map(modules.map((m) => [m.service, m.handlers(state)]));
    log(`state loaded from ${config.dataFile}`);
  } else {
    seed();
  }

  function cors(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin;
    if (origin && config.origins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key, Prefer, Accept');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader('Access-Control-Max-Age', '600');
    }
  }

  function send(
    res: ServerResponse,
    status: number,
    body: unknown,
    contentType = 'application/json',
    delivery: Delivery = NORMAL,
  ) {
    if (res.headersSent || res.destroyed) return;
    if (delivery.mode === 'drop') {
      dropAnswer(res, status, body, contentType);
      return;
    }
    const headers: Record<string, string> = delivery.mode === 'normal' ? {} : { Connection: 'close' };
    if (status === 204 || body === undefined) {
      res.writeHead(status, headers);
      res.end();
      return;
    }
    const text = typeof body === 'string' && contentType !== 'application/json' ? body : JSON.stringify(body);
    headers['Content-Type'] = contentType;
    if (delivery.mode === 'slow') {
      void writeSlowly(res.req, res, status, headers, text, delivery.durationMs);
      return;
    }
    res.writeHead(status, headers);
    res.end(text);
  }

  const bearerOf = (req: IncomingMessage): string | null => {
    const header = req.headers.authorization;
    return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
  };

  async function admin(service: Service, req: IncomingMessage, res: ServerResponse, url: URL) {
    const token = bearerOf(req);
    const raw = await readRaw(req);
    const body = raw.length ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : {};
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /__sandbox/health') return send(res, 200, { status: 'ok', service });
    if (!config.testMode) return send(res, 404, { detail: 'Not found.' });
    if (route === 'POST /__sandbox/reset') {
      state.reset();
      faults.clear();
      duplicates.reset();
      EARLY_ACCESS_ADDED.clear();
      seed();
      return send(res, 200, { detail: 'Sandbox reset.' });
    }
    if (route === 'POST /__sandbox/expire-token') {
      const target = typeof body.token === 'string' ? body.token : token;
      if (!target || !state.auth.revoke(target)) return send(res, 400, { detail: 'A token is required.' });
      return send(res, 200, { detail: 'Token expired.' });
    }
    if (route === 'POST /__sandbox/early-access') {
      // Puts an e-mail on the business service's allow list (GET white_list_emails/): early access.
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return send(res, 400, { detail: 'An email is required.' });
      EARLY_ACCESS_ADDED.add(email);
      return send(res, 201, { detail: 'Early access granted.', email });
    }
    const caller = state.auth.userOf(token);
    if (route === 'POST /__sandbox/faults') {
      if (!token || !caller) return send(res, 401, { detail: 'A valid bearer token is required.' });
      let fault: Fault;
      try {
        fault = parseFault(body);
      } catch (error) {
        return send(res, 400, { detail: (error as Error).message });
      }
      faults.arm(token, fault);
      return send(res, 201, { detail: 'Fault armed.', fault });
    }
    if (route === 'GET /__sandbox/faults') {
      if (!token || !caller) return send(res, 401, { detail: 'A valid bearer token is required.' });
      return send(res, 200, { armed: faults.pending(token) });
    }
    if (route === 'GET /__sandbox/duplicates') {
      if (!caller) return send(res, 401, { detail: 'A valid bearer token is required.' });
      const list = duplicates.list(caller.id);
      if (url.searchParams.get('clear') === '1') duplicates.clear(caller.id);
      return send(res, 200, { duplicates: list });
    }
    return send(res, 404, { detail: 'Not found.' });
  }

  async function handle(service: Service, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${HOST}:${config.ports[service]}`}`);
    cors(req, res);
    if (req.method === 'OPTIONS') return send(res, 204, undefined);
    if (url.pathname.startsWith('/__sandbox/')) return admin(service, req, res, url);
    if (url.pathname.startsWith('/__files/')) {
      await readRaw(req);
      return serveFile(state, req, res, url.pathname);
    }
    const contract = contracts.get(service)!;
    const { backend, document } = contract;
    const method = (req.method ?? 'GET').toUpperCase();
    const operation = backend.router.matchOperation({ method: method.toLowerCase(), path: url.pathname, headers: {} });
    if (!operation) {
      await readRaw(req);
      return send(res, 404, { detail: 'Not found.', code: 'not_found' });
    }
    const schemaPath = operation.path;
    const operationId = operation.operationId ?? `${method} ${schemaPath}`;
    const token = bearerOf(req);
    let delivery: Delivery = NORMAL;
    /** Records the call for the double-submission detector once its outcome is known. */
    let track: ((status: number) => void) | undefined;
    try {
      const session = requiresSession(document, operation);
      const user = state.auth.userOf(token);
      if (session === 'required' && !user) {
        await readRaw(req);
        throw new HttpError(401, {
          detail: token ? 'Session expired. Please login again.' : 'Authentication credentials were not provided.',
          code: token ? 'token_not_valid' : 'not_authenticated',
        });
      }
      const fault = faults.take(token, method, schemaPath, url.pathname);
      if (fault) {
        if (fault.delay_ms > 0 && !(await wait(fault.delay_ms, req))) return;
        if (fault.kind === 'after') delivery = { mode: 'drop' };
        else if (fault.kind === 'slow_body') delivery = { mode: 'slow', durationMs: fault.duration_ms };
        else delivery = { mode: 'close' };
      }
      if (fault && !['after', 'slow_body', 'delay'].includes(fault.kind)) {
        await readRaw(req);
        if (fault.kind === 'network') {
          req.socket.destroy();
          return;
        }
        if (fault.kind === 'timeout') {
          const timer = setTimeout(() => req.socket.destroy(), 120_000);
          req.socket.once('close', () => clearTimeout(timer));
          return;
        }
        if (fault.kind === 'malformed') {
          res.writeHead(200, { 'Content-Type': 'application/json', Connection: 'close' });
          res.end('{"results": [ {"id": 1,');
          return;
        }
        const status = fault.status;
        const example = exampleFor(document, method, schemaPath, status);
        throw new HttpError(
          status,
          (example as Record<string, unknown> | undefined) ?? {
            detail: `Forced ${status}.`,
            code: ERROR_CODES[status] ?? 'error',
          },
        );
      }
      const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
      let rawBody: Buffer;
      if (fault?.kind === 'slow_body' && hasBody) {
        const slow = await readSlowly(req, fault.duration_ms);
        if (!slow) return;
        rawBody = slow;
        delivery = { mode: 'close' };
      } else {
        rawBody = await readRaw(req);
      }
      const bodySchema = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content;
      const mediaSchema = bodySchema ? Object.values(bodySchema)[0]?.schema : undefined;
      const parsed = await parseBody(req, rawBody, mediaSchema);
      const parameters = (operation.parameters ?? []) as { name: string; in: string; schema?: JsonSchema }[];
      const query = parseQuery(url, parameters);
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(',') : (v ?? '')]),
      );
      const check = backend.validateRequest(
        {
          method: method.toLowerCase(),
          path: url.pathname,
          headers,
          query: Object.fromEntries(
            [...url.searchParams.keys()].map((k) => [
              k,
              url.searchParams.getAll(k).length > 1 ? url.searchParams.getAll(k) : url.searchParams.get(k)!,
            ]),
          ),
          body: parsed.validationBody as never,
        },
        operation,
      );
      if (check.errors && check.errors.length > 0) {
        return send(
          res,
          422,
          {
            type: 'https://sandbox.local/errors#UNPROCESSABLE_ENTITY',
            title: 'Invalid request',
            status: 422,
            detail: 'Your request does not match the contract.',
            validation: check.errors.map((e) => ({
              location: e.instancePath.split('/').filter(Boolean),
              severity: 'Error',
              code: e.keyword,
              message: e.message ?? 'is invalid',
            })),
          },
          'application/json',
          delivery,
        );
      }
      if (user && isTracked(method, operationId)) {
        const call = {
          operation: operationId,
          method,
          path: url.pathname,
          hash: await fingerprint(url, parsed.body),
          key: headers['idempotency-key'] || null,
          at: Date.now(),
        };
        track = (status) => void duplicates.record(user.id, { ...call, committed: status >= 200 && status < 300 });
      }
      const parsedPath = backend.router.parseRequest(
        { method: method.toLowerCase(), path: url.pathname, headers: {} },
        operation,
      );
      const params = Object.fromEntries(
        Object.entries((parsedPath.params ?? {}) as Record<string, string>).map(([k, v]) => [
          k,
          coerce(v, parameters.find((p) => p.in === 'path' && p.name === k)?.schema),
        ]),
      );
      const handler = handlers.get(service)?.[operationId] as ((r: unknown) => unknown) | undefined;
      let status: number;
      let body: unknown;
      if (!handler) {
        const okStatus =
          Object.keys(operation.responses ?? {})
            .map(Number)
            .find((s) => s >= 200 && s < 300) ?? 200;
        status = okStatus;
        body = exampleFor(document, method, schemaPath, okStatus);
      } else {
        const result = (await handler({ params, query, headers, body: parsed.body, user, token, url })) as {
          status: number;
          body?: unknown;
          contentType?: string;
        };
        status = result.status;
        body = result.body === undefined ? undefined : publicView(result.body);
        track?.(status);
        if (result.contentType && result.contentType !== 'application/json')
          return send(res, status, body, result.contentType, delivery);
      }
      return respond(res, contract, operation, status, body, started, delivery);
    } catch (error) {
      track?.(error instanceof HttpError ? error.status : 500);
      if (error instanceof HttpError) {
        return respond(res, contract, operation, error.status, error.body, started, delivery);
      }
      console.error(`[sandbox] ${service} ${operationId} failed:`, error);
      return send(res, 500, { detail: 'A server error occurred.', code: 'server_error' }, 'application/json', delivery);
    }
  }

  function respond(
    res: ServerResponse,
    contract: LoadedContract,
    operation: Operation,
    status: number,
    body: unknown,
    started: number,
    delivery: Delivery,
  ) {
    if (body !== undefined && status !== 204) {
      const declared = operation.responses?.[String(status)];
      if (!declared) {
        console.error(`[sandbox] ${operation.operationId}: status ${status} is not declared by the contract`);
        return send(
          res,
          500,
          { detail: `Sandbox answer broke the contract: status ${status} is not declared.`, code: 'contract_violation' },
          'application/json',
          delivery,
        );
      }
      const check = contract.backend.validateResponse(body, operation, status);
      if (check.errors && check.errors.length > 0) {
        const problems = check.errors.map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`).slice(0, 5);
        console.error(`[sandbox] ${operation.operationId} ${status} answer breaks the contract: ${problems.join('; ')}`);
        return send(
          res,
          500,
          { detail: `Sandbox answer broke the contract: ${problems.join('; ')}`, code: 'contract_violation' },
          'application/json',
          delivery,
        );
      }
    }
    send(res, status, body, 'application/json', delivery);
    if (!quiet && performance.now() - started > 1000)
      log(`slow: ${operation.operationId ?? ''} took ${Math.round(performance.now() - started)} ms`);
  }

  const servers: Server[] = [];
  for (const service of SERVICES) {
    const server = createServer((req, res) => {
      handle(service, req, res).catch((error: unknown) => {
        console.error('[sandbox] unhandled', error);
        send(res, 500, { detail: 'A server error occurred.' });
      });
    });
    server.keepAliveTimeout = 5_000;
    servers.push(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.ports[service], HOST, () => {
        // Port 0 (tests): the port the system chose, so the addresses the sandbox builds are right.
        const address = server.address();
        if (address && typeof address === 'object') config.ports[service] = address.port;
        resolve();
      });
    });
  }
  log(`ready on ${SERVICES.map((s) => `${s}:${config.ports[s]}`).join(' ')}`);

  let saveTimer: ReturnType<typeof setInterval> | undefined;
  const save = () => {
    if (config.dataFile) writeFileSync(config.dataFile, JSON.stringify(state));
  };
  if (config.dataFile) saveTimer = setInterval(save, 5_000);

  return {
    state,
    config,
    handle,
    stop: async () => {
      if (saveTimer) clearInterval(saveTimer);
      save();
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.closeAllConnections();
              s.close(() => resolve());
            }),
        ),
      );
    },
  };
}

if (process.argv[1]?.endsWith('server.ts')) {
  const sandbox = await createSandbox();
  const shutdown = () => void sandbox.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
