/**
 * The business service (openapi/business.yaml): the business root, the business tools and the
 * marketplace. Every call that names a business is checked by access.ts against the rules of
 * permissions.ts (membership: 404, permission: 403, location scope: D5).
 */
import type { operations } from '../../../../src/api/generated/business';
import { defineService } from '../../module';
import type { ServiceHandlers } from '../../types';
import { businessHandlers } from './businesses';
import type { Deps } from './context';
import { customerHandlers } from './customers';
import { debtorHandlers } from './debtors';
import { expenseHandlers } from './expenses';
import { inventoryHandlers } from './inventory';
import { invoiceHandlers } from './invoices';
import { locationHandlers } from './locations';
import { marketplaceHandlers } from './marketplace';
import { payrollHandlers } from './payroll';
import { receiptHandlers } from './receipts';
import { reportHandlers } from './report';
import { seedBusinesses } from './seed';
import { staffHandlers } from './staff';
import { statisticHandlers } from './statistics';
import { storeOf } from './store';
import { supplierHandlers } from './suppliers';

/** Every operation of the contract (a missing one fails tsc). */
export function businessServiceHandlers(deps: Deps): ServiceHandlers<operations> {
  return {
    ...businessHandlers(deps),
    ...customerHandlers(deps),
    ...supplierHandlers(deps),
    ...locationHandlers(deps),
    ...staffHandlers(deps),
    ...expenseHandlers(deps),
    ...inventoryHandlers(deps),
    ...invoiceHandlers(deps),
    ...receiptHandlers(deps),
    ...debtorHandlers(deps),
    ...payrollHandlers(deps),
    ...statisticHandlers(deps),
    ...reportHandlers(deps),
    ...marketplaceHandlers(deps),
  };
}

export const businessModule = defineService<operations>(
  'business',
  (state) => businessServiceHandlers({ state, store: storeOf(state) }),
  seedBusinesses,
);
