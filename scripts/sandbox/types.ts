/**
 * Handler types derived from the generated contract types: a handler receives exactly the
 * parameters and body its operation declares and must return one of its declared success
 * answers, so a contract change that breaks a handler fails `tsc`.
 */
import type { SandboxUser } from './auth';

type ContentOf<R> = R extends { content: infer C } ? (C extends Record<string, unknown> ? C[keyof C] : never) : undefined;

type ParamsOf<Op, In extends string> = Op extends { parameters: infer P }
  ? P extends { [K in In]?: infer X }
    ? [NonNullable<X>] extends [never]
      ? Record<string, never>
      : NonNullable<X>
    : Record<string, never>
  : Record<string, never>;

type BodyOf<Op> = Op extends { requestBody?: infer RB }
  ? [NonNullable<RB>] extends [never]
    ? undefined
    : NonNullable<RB> extends { content: infer C }
      ? C[keyof C]
      : undefined
  : undefined;

export interface SandboxRequest<Op> {
  params: ParamsOf<Op, 'path'>;
  query: ParamsOf<Op, 'query'>;
  headers: Record<string, string>;
  body: BodyOf<Op>;
  /** The signed-in user (null only on operations that need no session). */
  user: SandboxUser | null;
  token: string | null;
  /** The full request URL (for pagination links). */
  url: URL;
}

/** The user, for operations that require a session (the core refuses the call before otherwise). */
export function requireUser<Op>(req: SandboxRequest<Op>): SandboxUser {
  if (!req.user) throw new HttpError(401, { detail: 'Authentication credentials were not provided.' });
  return req.user;
}

type SuccessCodes<R> = Extract<keyof R, 200 | 201 | 202 | 204>;

/** One of the operation's declared 2xx answers. */
export type SandboxResponse<Op> = Op extends { responses: infer R }
  ? {
      [S in SuccessCodes<R>]: ContentOf<R[S]> extends undefined
        ? { status: S; body?: undefined }
        : { status: S; body: ContentOf<R[S]>; contentType?: string };
    }[SuccessCodes<R>]
  : never;

export type Handler<Op> = (req: SandboxRequest<Op>) => SandboxResponse<Op> | Promise<SandboxResponse<Op>>;

/** Every operation of a contract must have a handler. */
export type ServiceHandlers<Ops> = { [K in keyof Ops]: Handler<Ops[K]> };

/** An error answer. The body is validated against the contract's declared error response. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }
}

export const notFound = (what = 'Not found.') => new HttpError(404, { detail: what, code: 'not_found' });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail, code: 'permission_denied' });
export const badRequest = (fields: Record<string, string[]>, detail = 'Invalid input.') => new HttpError(400, { detail, ...fields });
