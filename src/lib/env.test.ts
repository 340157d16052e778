import { describe, expect, it, vi } from 'vitest';
import { EnvError, createClientEnv, guardClientEnv } from './env';

const client = {
  VITE_APP_ENV: 'development',
  VITE_APP_URL: 'http://127.0.0.1:5173',
  VITE_AUTH_API_URL: 'http://127.0.0.1:4001',
  VITE_COMMON_URL: 'http://127.0.0.1:4002',
  VITE_SUBSCRIPTION_URL: 'http://127.0.0.1:4003',
  VITE_BUSINESS_URL: 'http://127.0.0.1:4004',
  VITE_BANKING_URL: 'http://127.0.0.1:4005',
  VITE_TRAINING_URL: 'http://127.0.0.1:4006',
  VITE_VAULT_URL: 'http://127.0.0.1:4007',
  VITE_MARKET_URL: 'http://127.0.0.1:4008',
};

describe('client env', () => {
  it('throws the spec message when client code reads a server-only variable', () => {
    const env = guardClientEnv({ ...client });
    expect(() => env.SESSION_SECRET).toThrow('Attempted to access a server-side environment variable on the client');
    expect(() => env.AUTH_URL).toThrow(EnvError);
    expect(env.VITE_AUTH_API_URL).toBe('http://127.0.0.1:4001');
  });

  it("stops with 'Invalid environment variables' and names each bad variable", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => createClientEnv({ ...client, VITE_VAULT_URL: 'vault' })).toThrow('Invalid environment variables');
    expect(error.mock.calls[0]?.[0]).toContain('VITE_VAULT_URL');
    error.mockRestore();
  });

  it('keeps raw values when validation is skipped', () => {
    const env = createClientEnv({ SKIP_ENV_VALIDATION: '1', VITE_BUSINESS_URL: '' });
    expect(env.VITE_BUSINESS_URL).toBe('');
  });
});
