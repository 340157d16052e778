/**
 * The sandbox's configuration, validated: the same .env files as the app (mode development by
 * default, test under SANDBOX_MODE=test), so ports come from the VITE_*_URL base addresses and
 * tokens are signed with SESSION_SECRET.
 */
import * as v from 'valibot';
import { loadEnv } from 'vite';
import { SERVICE_URL_VARS } from '../../src/lib/env-schema';
import { SERVICES, type Service } from '../lib/services';

const schema = v.object({
  SESSION_SECRET: v.pipe(v.string('SESSION_SECRET is required'), v.nonEmpty('SESSION_SECRET is required')),
  NODE_ENV: v.optional(v.picklist(['development', 'test', 'production']), 'development'),
  VITE_APP_URL: v.pipe(v.string(), v.url()),
  SANDBOX_ACCESS_TTL_SECONDS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(5)), '3600'),
  SANDBOX_REFRESH_TTL_SECONDS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(5)), '604800'),
  SANDBOX_DATA_FILE: v.optional(v.string()),
  ...Object.fromEntries(
    Object.values(SERVICE_URL_VARS).map((name) => [
      name,
      v.pipe(v.string(`${name} is required`), v.url(`${name} must be a valid URL`)),
    ]),
  ),
});

export interface SandboxConfig {
  secret: string;
  testMode: boolean;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  dataFile: string | undefined;
  ports: Record<Service, number>;
  origins: string[];
}

export function loadSandboxConfig(overrides: Record<string, string | undefined> = {}): SandboxConfig {
  const mode = process.env.SANDBOX_MODE ?? 'development';
  const raw = { ...loadEnv(mode, process.cwd(), ''), ...process.env, ...overrides };
  const parsed = v.safeParse(
    schema,
    Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.issues.map((i) => `  ${v.getDotPath(i) ?? '(root)'}: ${i.message}`);
    throw new Error(`Invalid environment variables\n${lines.join('\n')}`);
  }
  const out = parsed.output as Record<string, unknown>;
  const ports = Object.fromEntries(
    SERVICES.map((service) => {
      const url = new URL(String(out[SERVICE_URL_VARS[service]]));
      return [service, Number(url.port || (url.protocol === 'https:' ? 443 : 80))];
    }),
  ) as Record<Service, number>;
  const appOrigin = new URL(String(out.VITE_APP_URL)).origin;
  // The dev server, vite preview, and the benchmarks' HTTP/2 static host (scripts/static-host.ts).
  const origins = [
    ...new Set([
      appOrigin,
      'http://127.0.0.1:5173',
      'http://localhost:5173',
      'http://127.0.0.1:4173',
      'http://localhost:4173',
      'https://127.0.0.1:4173',
    ]),
  ];
  return {
    secret: String(out.SESSION_SECRET),
    testMode: out.NODE_ENV !== 'production',
    accessTtlSeconds: Number(out.SANDBOX_ACCESS_TTL_SECONDS),
    refreshTtlSeconds: Number(out.SANDBOX_REFRESH_TTL_SECONDS),
    dataFile: out.SANDBOX_DATA_FILE as string | undefined,
    ports,
    origins,
  };
}
