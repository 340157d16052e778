/**
 * Configuration rules (spec section 5, decision D2). Pure: used by the Vite config at start-up
 * (Node) and by `env.ts` in the browser. Keep it free of browser and Node APIs.
 */
import * as v from 'valibot';

const url = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.nonEmpty(`${name} is required`), v.url(`${name} must be a valid URL`));

/** Client base addresses of each back-end service, by service name. */
export const SERVICE_URL_VARS = {
  auth: 'VITE_AUTH_API_URL',
  common: 'VITE_COMMON_URL',
  subscription: 'VITE_SUBSCRIPTION_URL',
  business: 'VITE_BUSINESS_URL',
  banking: 'VITE_BANKING_URL',
  training: 'VITE_TRAINING_URL',
  vault: 'VITE_VAULT_URL',
  market: 'VITE_MARKET_URL',
} as const;

export type ServiceName = keyof typeof SERVICE_URL_VARS;

export const SERVER_ONLY_VARS = ['SESSION_SECRET', 'AUTH_URL'] as const;

/** Platforms that supply their own public address; with one set, AUTH_URL may be any non-empty string. */
const PLATFORM_URL_VARS = ['VERCEL_URL', 'RENDER_EXTERNAL_URL', 'CF_PAGES_URL', 'URL'] as const;

export const clientSchema = v.object({
  VITE_APP_ENV: v.picklist(['development', 'staging', 'production'], 'VITE_APP_ENV must be development, staging or production'),
  VITE_APP_URL: url('VITE_APP_URL'),
  VITE_AUTH_API_URL: url('VITE_AUTH_API_URL'),
  VITE_COMMON_URL: url('VITE_COMMON_URL'),
  VITE_SUBSCRIPTION_URL: url('VITE_SUBSCRIPTION_URL'),
  VITE_BUSINESS_URL: url('VITE_BUSINESS_URL'),
  VITE_BANKING_URL: url('VITE_BANKING_URL'),
  VITE_TRAINING_URL: url('VITE_TRAINING_URL'),
  VITE_VAULT_URL: url('VITE_VAULT_URL'),
  VITE_MARKET_URL: url('VITE_MARKET_URL'),
});

export type ClientEnv = v.InferOutput<typeof clientSchema>;

function serverSchema(platformSuppliesUrl: boolean) {
  return v.object({
    NODE_ENV: v.picklist(['development', 'test', 'production'], 'NODE_ENV must be development, test or production'),
    SESSION_SECRET: v.pipe(v.string('SESSION_SECRET is required'), v.nonEmpty('SESSION_SECRET is required')),
    AUTH_URL: platformSuppliesUrl
      ? v.pipe(v.string('AUTH_URL is required'), v.nonEmpty('AUTH_URL is required'))
      : url('AUTH_URL'),
  });
}

export interface EnvIssue {
  variable: string;
  message: string;
}

export type EnvResult =
  | { ok: true; skipped: boolean; client: ClientEnv | null }
  | { ok: false; issues: EnvIssue[] };

function issuesOf(issues: v.BaseIssue<unknown>[]): EnvIssue[] {
  return issues.map((issue) => ({
    variable: v.getDotPath(issue) ?? '(root)',
    message: issue.message,
  }));
}

/** Validates the whole configuration (build side). `raw` is the process environment plus `.env` files. */
export function validateEnv(raw: Record<string, string | undefined>): EnvResult {
  if (raw.SKIP_ENV_VALIDATION) return { ok: true, skipped: true, client: null };
  const pick = (s: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(s).filter(([, value]) => value !== undefined && value !== ''));
  const platform = PLATFORM_URL_VARS.some((name) => Boolean(raw[name]));
  const server = v.safeParse(serverSchema(platform), pick(raw));
  const client = v.safeParse(clientSchema, pick(raw));
  const issues = [...(server.success ? [] : issuesOf(server.issues)), ...(client.success ? [] : issuesOf(client.issues))];
  if (issues.length > 0 || !client.success) return { ok: false, issues };
  return { ok: true, skipped: false, client: client.output };
}

/** Validates the client variables alone (browser side). */
export function validateClientEnv(raw: Record<string, unknown>): EnvResult {
  if (raw.SKIP_ENV_VALIDATION || raw.VITE_SKIP_ENV_VALIDATION) return { ok: true, skipped: true, client: null };
  const result = v.safeParse(clientSchema, raw);
  return result.success ? { ok: true, skipped: false, client: result.output } : { ok: false, issues: issuesOf(result.issues) };
}

export const INVALID_ENV_MESSAGE = 'Invalid environment variables';
export const SERVER_VAR_ON_CLIENT_MESSAGE = 'Attempted to access a server-side environment variable on the client';

export function formatEnvErrors(issues: EnvIssue[]): string {
  return [INVALID_ENV_MESSAGE, ...issues.map((issue) => `  ${issue.variable}: ${issue.message}`)].join('\n');
}
