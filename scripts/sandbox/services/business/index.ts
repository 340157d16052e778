/**
 * The business service (openapi/business.yaml): the business root, the business tools and the
 * marketplace. Every call that names a business is checked by access.ts against the rules of
 * permissions.ts (membership: 404, permission: 403, location scope: D5).
 */
import type { operations } from '../../../../src/api/generated/business';
import { defineService } from '../../module';
import { withReplays } from '../../replay';
import type { SandboxState } from '../../state';
import { rng } from '../../table';
import type { ServiceHandlers } from '../../types';
import { businessHandlers } from './businesses';
import { PROFILES, seedBusiness } from './businesses.seed';
import type { Deps } from './context';
import { customerHandlers } from './customers';
import { seedCustomers } from './customers.seed';
import { debtorHandlers } from './debtors';
import { expenseHandlers } from './expenses';
import { seedExpenses } from './expenses.seed';
import { inventoryHandlers } from './inventory';
import { seedInventory } from './inventory.seed';
import { invoiceHandlers } from './invoices';
import { seedInvoices } from './invoices.seed';
import { locationHandlers } from './locations';
import { marketplaceHandlers } from './marketplace';
import { seedMarketplace } from './marketplace.seed';
import { seedMarketplacePayouts } from './marketplace-payouts.seed';
import { payrollHandlers } from './payroll';
import { payrollHistoryHandlers } from './payroll-history';
import { seedPayroll } from './payroll.seed';
import { seedPayrollHistory } from './payroll-history.seed';
import { receiptHandlers } from './receipts';
import { CREATE_KEY_REUSED, REPLAYED_CREATES } from './replay';
import { reportHandlers } from './report';
import { businessSeed, type BusinessSeed } from './seeding';
import { staffHandlers } from './staff';
import { seedMemberLogins, seedStaff } from './staff.seed';
import { statisticHandlers } from './statistics';
import { storeOf } from './store';
import { supplierHandlers } from './suppliers';
import { seedSuppliers } from './suppliers.seed';

/** Every operation of the contract (a missing one fails tsc). */
export function businessServiceHandlers(deps: Deps): ServiceHandlers<operations> {
  // A create repeated under its Idempotency-Key answers its first answer (../../replay.ts).
  return withReplays(deps.store, REPLAYED_CREATES, CREATE_KEY_REUSED, {
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
    ...payrollHistoryHandlers(deps),
    ...statisticHandlers(deps),
    ...reportHandlers(deps),
    ...marketplaceHandlers(deps),
  });
}

/**
 * Each area's seed, in the order it runs for each demo business: one PRNG runs through them in
 * this order, so the order is part of the seeded data (seed-snapshot.test.ts pins it).
 */
const AREA_SEEDS: ((seed: BusinessSeed) => void)[] = [
  seedBusiness,
  seedCustomers,
  seedSuppliers,
  seedStaff,
  seedExpenses,
  seedInventory,
  seedInvoices,
  seedPayroll,
  seedMarketplace,
];

/** The demo businesses (README: demo data), deterministic: fixed clock SEED_NOW, seeded PRNG. */
function seedBusinesses(state: SandboxState): void {
  const store = storeOf(state);
  if (store.businesses.size > 0) return;
  seedMemberLogins(state);
  const owner = state.auth.findByEmail('owner@ledgerly.ng')?.id ?? 1;
  const seeds = PROFILES.map((profile, n) => {
    const seed = businessSeed(store, profile, owner, rng(20_261_120 + n));
    for (const area of AREA_SEEDS) area(seed);
    return seed;
  });
  // Earlier payroll history (decision 0020), after every business: the other rows keep their ids.
  for (const seed of seeds) seedPayrollHistory(seed);
  // The orders each payout settles (issue 18, decision 0030), after everything else for the same reason.
  for (const seed of seeds) seedMarketplacePayouts(seed);
}

export const businessModule = defineService<operations>(
  'business',
  (state) => businessServiceHandlers({ state, store: storeOf(state) }),
  seedBusinesses,
);
