import { describe, expect, it } from 'vitest';
import { ENV_HELP, explainEnvErrors } from './env-help';
import { SERVICE_URL_VARS, validateEnv } from './env-schema';

describe('configuration messages name what to set (issue 21)', () => {
  it("says what the market service's variable is when it is missing", () => {
    const result = validateEnv({ NODE_ENV: 'production' });
    const text = result.ok ? '' : explainEnvErrors(result.issues);
    expect(text).toContain("VITE_MARKET_URL is required: the market service's address (a URL)");
    expect(text).not.toContain('Invalid key');
  });

  const variables = [
    'NODE_ENV',
    'VITE_APP_ENV',
    'SESSION_SECRET',
    'AUTH_URL',
    'VITE_APP_URL',
    ...Object.values(SERVICE_URL_VARS),
  ];

  it.each(variables)('%s missing: the line names it, says it is required and what it is', (name) => {
    const result = validateEnv({});
    const lines = result.ok ? [] : explainEnvErrors(result.issues).split('\n');
    expect(ENV_HELP[name]).toBeTruthy();
    expect(lines).toContain(`  ${name} is required: ${ENV_HELP[name]}`);
  });

  it('a malformed address says so and what the variable is', () => {
    const result = validateEnv({ NODE_ENV: 'production', VITE_BANKING_URL: 'nope' });
    const text = result.ok ? '' : explainEnvErrors(result.issues);
    expect(text).toContain("VITE_BANKING_URL must be a valid URL: the banking service's address (a URL)");
  });
});
