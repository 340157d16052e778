/**
 * What each configuration variable is, for the messages a failed validation prints at build and
 * start-up (issue 21: 'VITE_MARKET_URL is required: the market service's address (a URL)').
 * Used by the Vite config only (Node), so none of it reaches the browser's bundle.
 */
import { INVALID_ENV_MESSAGE, SERVICE_URL_VARS, type EnvIssue, type ServiceName } from './env-schema';

const SERVICE_LABEL: Record<ServiceName, string> = {
  auth: 'the auth service',
  common: 'the common service',
  subscription: 'the subscription service',
  business: 'the business service',
  banking: 'the banking service',
  training: 'the training service',
  vault: 'the vault service',
  market: 'the market service',
};

export const ENV_HELP: Record<string, string> = {
  NODE_ENV: 'development, test or production',
  VITE_APP_ENV: 'development, staging or production (staging pages are not indexed)',
  SESSION_SECRET: 'a secret string that signs the sandbox session tokens (server only)',
  AUTH_URL:
    "the app's public address for links in auth e-mails (a URL; any non-empty value on a platform that supplies its own address)",
  VITE_APP_URL: "the app's public address (a URL)",
  ...Object.fromEntries(
    (Object.entries(SERVICE_URL_VARS) as [ServiceName, string][]).map(([service, name]) => [
      name,
      `${SERVICE_LABEL[service]}'s address (a URL)`,
    ]),
  ),
};

/**
 * 'Invalid environment variables', then one line per problem naming the variable, what is wrong
 * (a missing variable: 'VITE_MARKET_URL is required') and what to set.
 */
export function explainEnvErrors(issues: EnvIssue[]): string {
  const line = ({ variable, message }: EnvIssue) => `  ${message}${ENV_HELP[variable] ? `: ${ENV_HELP[variable]}` : ''}`;
  return [INVALID_ENV_MESSAGE, ...issues.map(line)].join('\n');
}
