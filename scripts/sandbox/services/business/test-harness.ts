/**
 * The business service's handlers for a test file, without ports: a freshly seeded sandbox before
 * each test, and `call`, which runs an operation as a user and checks every successful answer
 * against openapi/business.yaml. `refusal` runs one that must be refused and gives its status and
 * body. Used by the sandbox's rule tests (sales, reports, payroll history).
 */
import ajvFormats from 'ajv-formats';
import { OpenAPIBackend, type Document } from 'openapi-backend';
import { beforeAll, beforeEach, expect } from 'vitest';
import type { SandboxUser } from '../../auth';
import { loadSandboxConfig } from '../../config';
import { loadContract } from '../../contracts';
import { SandboxState } from '../../state';
import { publicView } from '../../table';
import { HttpError } from '../../types';
import { authModule } from '../auth/index';
import { businessModule, businessServiceHandlers } from './index';
import type { OperationId } from './permissions';
import { storeOf, type BusinessStore } from './store';

export interface Parts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  /** The request's path (paged answers build their next/previous links from it). */
  path?: string;
}
export type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export interface Answer {
  status: number;
  body: Loose;
}

type Handler = (req: unknown) => { status: number; body?: unknown; contentType?: string };

/**
 * Registers the hooks; `onSeeded` (or the answer's `state()` and `store()`) gets each test's fresh
 * state and business store.
 */
export function businessHarness(onSeeded?: (state: SandboxState, store: BusinessStore) => void) {
  let contract: OpenAPIBackend;
  let handlers: Record<OperationId, Handler>;
  let seeded: { state: SandboxState; store: BusinessStore } | undefined;

  beforeAll(async () => {
    const { document } = await loadContract('business');
    const addFormats = ((ajvFormats as unknown as { default?: typeof ajvFormats }).default ?? ajvFormats) as unknown as (
      a: unknown,
    ) => void;
    contract = new OpenAPIBackend({
      definition: JSON.parse(JSON.stringify(document)) as Document,
      quick: true,
      validate: true,
      customizeAjv: (ajv) => {
        addFormats(ajv);
        ajv.addFormat('binary', true);
        return ajv;
      },
    });
    await contract.init();
  }, 30_000);

  beforeEach(() => {
    const state = new SandboxState(loadSandboxConfig());
    authModule.seed!(state);
    businessModule.seed!(state);
    const store = storeOf(state);
    handlers = businessServiceHandlers({ state, store }) as unknown as typeof handlers;
    seeded = { state, store };
    onSeeded?.(state, store);
  });

  function call(op: OperationId, who: SandboxUser | null, parts: Parts = {}): Answer {
    const url = new URL(parts.path ?? '/x/', 'http://127.0.0.1:4004');
    for (const [k, v] of Object.entries(parts.query ?? {})) url.searchParams.set(k, String(v));
    const answer = handlers[op]({
      params: parts.params ?? {},
      query: parts.query ?? {},
      body: parts.body,
      user: who,
      token: null,
      headers: parts.headers ?? {},
      url,
    });
    if (answer.body !== undefined && answer.contentType === undefined) {
      const check = contract.validateResponse(publicView(answer.body), contract.getOperation(op)!, answer.status);
      expect(check.errors ?? [], `${op} answer breaks the contract`).toEqual([]);
    }
    return { status: answer.status, body: publicView(answer.body) as Loose };
  }

  function refusal(op: OperationId, who: SandboxUser | null, parts: Parts = {}): Answer {
    try {
      call(op, who, parts);
    } catch (error) {
      if (error instanceof HttpError) return { status: error.status, body: error.body };
      throw error;
    }
    throw new Error(`${op} was not refused`);
  }

  return { call, refusal, state: () => seeded!.state, store: () => seeded!.store };
}
