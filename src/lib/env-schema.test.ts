import { describe, expect, it } from 'vitest';
import { INVALID_ENV_MESSAGE, formatEnvErrors, validateClientEnv, validateEnv } from './env-schema';

const valid = {
  NODE_ENV: 'production',
  VITE_APP_ENV: 'production',
  SESSION_SECRET: 's3cret',
  AUTH_URL: 'https://app.example.ng',
  VITE_APP_URL: 'https://app.example.ng',
  VITE_AUTH_API_URL: 'https://auth.example.ng',
  VITE_COMMON_URL: 'https://common.example.ng',
  VITE_SUBSCRIPTION_URL: 'https://sub.example.ng',
  VITE_BUSINESS_URL: 'https://business.example.ng',
  VITE_BANKING_URL: 'https://banking.example.ng',
  VITE_TRAINING_URL: 'https://training.example.ng',
  VITE_VAULT_URL: 'https://vault.example.ng',
  VITE_MARKET_URL: 'https://market.example.ng',
};

function variablesOf(raw: Record<string, string | undefined>) {
  const result = validateEnv(raw);
  return result.ok ? [] : result.issues.map((i) => i.variable);
}

describe('validateEnv (spec section 5, D2)', () => {
  it('accepts a complete configuration', () => {
    const result = validateEnv(valid);
    expect(result.ok).toBe(true);
    expect(result.ok && result.client?.VITE_BUSINESS_URL).toBe('https://business.example.ng');
  });

  it.each(['development', 'test', 'production'])('accepts NODE_ENV=%s', (value) => {
    expect(validateEnv({ ...valid, NODE_ENV: value }).ok).toBe(true);
  });

  it('rejects any other NODE_ENV', () => {
    expect(variablesOf({ ...valid, NODE_ENV: 'staging' })).toEqual(['NODE_ENV']);
  });

  it('requires a non-empty session secret', () => {
    expect(variablesOf({ ...valid, SESSION_SECRET: '' })).toEqual(['SESSION_SECRET']);
    expect(variablesOf({ ...valid, SESSION_SECRET: undefined })).toEqual(['SESSION_SECRET']);
  });

  it('requires AUTH_URL to be a URL unless the platform supplies its address', () => {
    expect(variablesOf({ ...valid, AUTH_URL: 'not a url' })).toEqual(['AUTH_URL']);
    expect(validateEnv({ ...valid, AUTH_URL: 'my-app', VERCEL_URL: 'my-app.vercel.app' }).ok).toBe(true);
    expect(variablesOf({ ...valid, AUTH_URL: '', VERCEL_URL: 'my-app.vercel.app' })).toEqual(['AUTH_URL']);
  });

  it.each([
    'VITE_APP_URL',
    'VITE_AUTH_API_URL',
    'VITE_COMMON_URL',
    'VITE_SUBSCRIPTION_URL',
    'VITE_BUSINESS_URL',
    'VITE_BANKING_URL',
    'VITE_TRAINING_URL',
    'VITE_VAULT_URL',
    'VITE_MARKET_URL',
  ])('requires %s to be a valid URL', (name) => {
    expect(variablesOf({ ...valid, [name]: 'banking service' })).toEqual([name]);
    expect(variablesOf({ ...valid, [name]: undefined })).toEqual([name]);
  });

  it('accepts only development, staging or production as VITE_APP_ENV', () => {
    expect(validateEnv({ ...valid, VITE_APP_ENV: 'staging' }).ok).toBe(true);
    expect(variablesOf({ ...valid, VITE_APP_ENV: 'test' })).toEqual(['VITE_APP_ENV']);
  });

  it('lists every bad variable at once', () => {
    expect(variablesOf({ ...valid, NODE_ENV: 'x', SESSION_SECRET: '', VITE_VAULT_URL: 'x' }).sort()).toEqual(
      ['NODE_ENV', 'SESSION_SECRET', 'VITE_VAULT_URL'].sort(),
    );
  });

  it('skips validation when SKIP_ENV_VALIDATION has any value', () => {
    expect(validateEnv({ SKIP_ENV_VALIDATION: '1' })).toEqual({ ok: true, skipped: true, client: null });
    expect(validateClientEnv({ SKIP_ENV_VALIDATION: 'yes' }).ok).toBe(true);
  });

  it("accepts the sandbox's loopback addresses with ports and says a missing variable is required", () => {
    const local = { ...valid, VITE_MARKET_URL: 'http://127.0.0.1:4010', VITE_APP_URL: 'http://localhost:5173' };
    expect(validateEnv(local).ok).toBe(true);
    expect(validateClientEnv(local).ok).toBe(true);
    const { VITE_MARKET_URL: _missing, ...rest } = valid;
    const result = validateClientEnv(rest);
    expect(result.ok ? [] : result.issues).toEqual([{ variable: 'VITE_MARKET_URL', message: 'VITE_MARKET_URL is required' }]);
    expect(variablesOf({ ...valid, VITE_MARKET_URL: 'not a url' })).toEqual(['VITE_MARKET_URL']);
  });

  it('formats failures under the spec message', () => {
    const result = validateEnv({ ...valid, VITE_BANKING_URL: 'nope' });
    expect(result.ok).toBe(false);
    const text = result.ok ? '' : formatEnvErrors(result.issues);
    expect(text.split('\n')[0]).toBe(INVALID_ENV_MESSAGE);
    expect(text).toContain('VITE_BANKING_URL: VITE_BANKING_URL must be a valid URL');
  });
});
