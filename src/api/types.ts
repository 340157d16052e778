/**
 * The contract's entity types, for feature code (only src/api may import src/api/generated).
 * Use `AuthSchemas['AuthSession']`, `BusinessSchemas['Membership']`, ... rather than restating
 * a shape by hand; for a call's own parameters or answer use the `*Paths` types of clients.ts.
 */
import type { components as AuthComponents } from './generated/auth';
import type { components as BankingComponents } from './generated/banking';
import type { components as BusinessComponents } from './generated/business';
import type { components as CommonComponents } from './generated/common';
import type { components as MarketComponents } from './generated/market';
import type { components as SubscriptionComponents } from './generated/subscription';
import type { components as TrainingComponents } from './generated/training';
import type { components as VaultComponents } from './generated/vault';

export type AuthSchemas = AuthComponents['schemas'];
export type BankingSchemas = BankingComponents['schemas'];
export type BusinessSchemas = BusinessComponents['schemas'];
export type CommonSchemas = CommonComponents['schemas'];
export type MarketSchemas = MarketComponents['schemas'];
export type SubscriptionSchemas = SubscriptionComponents['schemas'];
export type TrainingSchemas = TrainingComponents['schemas'];
export type VaultSchemas = VaultComponents['schemas'];

export type {
  AuthPaths,
  BankingPaths,
  BusinessPaths,
  CommonPaths,
  MarketPaths,
  SubscriptionPaths,
  TrainingPaths,
  VaultPaths,
} from './clients';
