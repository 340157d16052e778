/** The public market service: published inventory items of every business, with reviews. */
import type { operations } from '../../../../src/api/generated/market';
import { defineService } from '../../module';
import { productHandlers } from './products';
import { storeOf } from './store';

export const marketModule = defineService<operations>('market', (state) => productHandlers(state, storeOf(state)));
