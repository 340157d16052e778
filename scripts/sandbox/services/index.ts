/** Every service module of the sandbox, in seeding order (users first). */
import type { ServiceModule } from '../module';
import { authModule } from './auth/index';
import { bankingModule } from './banking/index';
import { businessModule } from './business/index';
import { commonModule } from './common/index';
import { marketModule } from './market/index';
import { subscriptionModule } from './subscription/index';
import { trainingModule } from './training/index';
import { vaultModule } from './vault/index';

export const modules: ServiceModule[] = [authModule, commonModule, subscriptionModule, trainingModule, businessModule, marketModule, vaultModule, bankingModule];
