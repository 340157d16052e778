/**
 * The eight service clients, from the validated configuration. Feature code imports these (or
 * the `$api` hooks) and nothing else from src/api/generated.
 */
import { env } from '@/lib/env';
import { BUSINESS_MESSAGES } from './business-messages';
import { createServiceClient } from './create-client';
import type { paths as AuthPaths } from './generated/auth';
import type { paths as BankingPaths } from './generated/banking';
import type { paths as BusinessPaths } from './generated/business';
import type { paths as CommonPaths } from './generated/common';
import type { paths as MarketPaths } from './generated/market';
import type { paths as SubscriptionPaths } from './generated/subscription';
import type { paths as TrainingPaths } from './generated/training';
import type { paths as VaultPaths } from './generated/vault';

export const auth = createServiceClient<AuthPaths>({ service: 'auth', baseUrl: env.VITE_AUTH_API_URL });
export const common = createServiceClient<CommonPaths>({ service: 'common', baseUrl: env.VITE_COMMON_URL });
export const subscription = createServiceClient<SubscriptionPaths>({ service: 'subscription', baseUrl: env.VITE_SUBSCRIPTION_URL });
export const business = createServiceClient<BusinessPaths>({
  service: 'business',
  baseUrl: env.VITE_BUSINESS_URL,
  requiresSession: true,
  messages: BUSINESS_MESSAGES,
});
export const banking = createServiceClient<BankingPaths>({ service: 'banking', baseUrl: env.VITE_BANKING_URL });
export const training = createServiceClient<TrainingPaths>({ service: 'training', baseUrl: env.VITE_TRAINING_URL });
export const vault = createServiceClient<VaultPaths>({ service: 'vault', baseUrl: env.VITE_VAULT_URL });
export const market = createServiceClient<MarketPaths>({ service: 'market', baseUrl: env.VITE_MARKET_URL });

export { BUSINESS_MESSAGES };
export type { AuthPaths, BankingPaths, BusinessPaths, CommonPaths, MarketPaths, SubscriptionPaths, TrainingPaths, VaultPaths };
