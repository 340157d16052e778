/**
 * The validated client configuration. Server-only variables are never bundled; reading one here
 * throws (decision D2).
 */
import {
  INVALID_ENV_MESSAGE,
  SERVER_ONLY_VARS,
  SERVER_VAR_ON_CLIENT_MESSAGE,
  formatEnvErrors,
  validateClientEnv,
  type ClientEnv,
} from './env-schema';

type ServerOnly = (typeof SERVER_ONLY_VARS)[number];

export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

/** Wraps a client environment so that reading a server-only variable throws. */
export function guardClientEnv<T extends object>(values: T): T & Record<ServerOnly, never> {
  return new Proxy(values, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && (SERVER_ONLY_VARS as readonly string[]).includes(prop)) {
        throw new EnvError(SERVER_VAR_ON_CLIENT_MESSAGE);
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  }) as T & Record<ServerOnly, never>;
}

export function createClientEnv(raw: Record<string, unknown>): ClientEnv & Record<ServerOnly, never> {
  const result = validateClientEnv(raw);
  if (!result.ok) {
    console.error(formatEnvErrors(result.issues));
    throw new EnvError(INVALID_ENV_MESSAGE);
  }
  // With validation skipped the raw values are used as they are; the API layer reports a missing
  // or malformed base address at call time ('No Url found', 'Unsupported protocol').
  const values = (result.client ?? raw) as ClientEnv;
  return guardClientEnv({ ...values });
}

export const env = createClientEnv(import.meta.env);
/** Sandbox hints (demo OTP, PIN, logins) show only in development builds, which point at the sandbox. */
export const isSandboxMode = import.meta.env.VITE_APP_ENV === 'development';
