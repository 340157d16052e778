/**
 * Configuration rules (spec section 5, decision D2). Pure: used by the Vite config at start-up
 * (Node) and by `env.ts` in the browser. Keep it free of browser and Node APIs (`URL` is in both),
 * and of libraries: `env.ts` runs in the entry chunk, on every page's first load (issue 21).
 */

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

const APP_ENVS = ['development', 'staging', 'production'] as const;
const NODE_ENVS = ['development', 'test', 'production'] as const;

export interface ClientEnv {
  VITE_APP_ENV: (typeof APP_ENVS)[number];
  VITE_APP_URL: string;
  VITE_AUTH_API_URL: string;
  VITE_COMMON_URL: string;
  VITE_SUBSCRIPTION_URL: string;
  VITE_BUSINESS_URL: string;
  VITE_BANKING_URL: string;
  VITE_TRAINING_URL: string;
  VITE_VAULT_URL: string;
  VITE_MARKET_URL: string;
}

export interface EnvIssue {
  variable: string;
  message: string;
}

export type EnvResult = { ok: true; skipped: boolean; client: ClientEnv | null } | { ok: false; issues: EnvIssue[] };

/** One variable's rule: the messages of what is wrong with `value` (none: it is good). */
type Rule = (name: string, value: unknown) => string[];

/** A URL: whatever `URL` parses (the rule the forms' validation library applies, `v.url`). */
function isUrl(value: string): boolean {
  try {
    return Boolean(new URL(value));
  } catch {
    return false;
  }
}

/** A non-empty string. */
const required: Rule = (name, value) => (typeof value === 'string' && value !== '' ? [] : [`${name} is required`]);

/** A non-empty string that is a URL ('' says both: it is required and not a URL). */
const url: Rule = (name, value) => {
  if (typeof value !== 'string') return [`${name} is required`];
  return [...required(name, value), ...(isUrl(value) ? [] : [`${name} must be a valid URL`])];
};

/** One of `values`: a missing one is required, another one is named with the choices. */
const oneOf =
  (values: readonly string[], choices: string): Rule =>
  (name, value) =>
    value === undefined ? [`${name} is required`] : values.includes(value as string) ? [] : [`${name} must be ${choices}`];

const CLIENT_RULES: Record<keyof ClientEnv, Rule> = {
  VITE_APP_ENV: oneOf(APP_ENVS, 'development, staging or production'),
  VITE_APP_URL: url,
  VITE_AUTH_API_URL: url,
  VITE_COMMON_URL: url,
  VITE_SUBSCRIPTION_URL: url,
  VITE_BUSINESS_URL: url,
  VITE_BANKING_URL: url,
  VITE_TRAINING_URL: url,
  VITE_VAULT_URL: url,
  VITE_MARKET_URL: url,
};

function serverRules(platformSuppliesUrl: boolean): Record<string, Rule> {
  return {
    NODE_ENV: oneOf(NODE_ENVS, 'development, test or production'),
    SESSION_SECRET: required,
    AUTH_URL: platformSuppliesUrl ? required : url,
  };
}

/** Every rule's problems, in the rules' order; the values are kept when there are none. */
function check(rules: Record<string, Rule>, raw: Record<string, unknown>): EnvIssue[] {
  return Object.entries(rules).flatMap(([variable, rule]) =>
    rule(variable, Object.hasOwn(raw, variable) ? raw[variable] : undefined).map((message) => ({ variable, message })),
  );
}

/** The client variables alone (what the app reads), once they passed. */
function clientOf(raw: Record<string, unknown>): ClientEnv {
  return Object.fromEntries(Object.keys(CLIENT_RULES).map((name) => [name, raw[name]])) as unknown as ClientEnv;
}

/** Validates the whole configuration (build side). `raw` is the process environment plus `.env` files. */
export function validateEnv(raw: Record<string, string | undefined>): EnvResult {
  if (raw.SKIP_ENV_VALIDATION) return { ok: true, skipped: true, client: null };
  const pick = (s: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(s).filter(([, value]) => value !== undefined && value !== ''));
  const platform = PLATFORM_URL_VARS.some((name) => Boolean(raw[name]));
  const values = pick(raw);
  const issues = [...check(serverRules(platform), values), ...check(CLIENT_RULES, values)];
  return issues.length > 0 ? { ok: false, issues } : { ok: true, skipped: false, client: clientOf(values) };
}

/** Validates the client variables alone (browser side). */
export function validateClientEnv(raw: Record<string, unknown>): EnvResult {
  if (raw.SKIP_ENV_VALIDATION || raw.VITE_SKIP_ENV_VALIDATION) return { ok: true, skipped: true, client: null };
  const issues = check(CLIENT_RULES, raw);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, skipped: false, client: clientOf(raw) };
}

export const INVALID_ENV_MESSAGE = 'Invalid environment variables';
export const SERVER_VAR_ON_CLIENT_MESSAGE = 'Attempted to access a server-side environment variable on the client';

export function formatEnvErrors(issues: EnvIssue[]): string {
  return [INVALID_ENV_MESSAGE, ...issues.map((issue) => `  ${issue.variable}: ${issue.message}`)].join('\n');
}
