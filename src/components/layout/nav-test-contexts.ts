/** The navigation's people in tests: an owner, the sandbox's cashier and a personal account. */
import { ALL_PERMISSION_IDS, permissionId } from '@/lib/permissions';
import type { NavContext } from './nav-items';

export const OWNER: NavContext = {
  accountType: 'business',
  membership: { is_owner: true, permissions: [...ALL_PERMISSION_IDS] },
  businessId: 7,
};

/** Invoices view/create, customers and inventory view, receipts view/create (README, demo accounts). */
export const CASHIER: NavContext = {
  accountType: 'business',
  membership: {
    is_owner: false,
    permissions: [
      permissionId('invoicing', 'view'),
      permissionId('invoicing', 'create'),
      permissionId('customers', 'view'),
      permissionId('inventory', 'view'),
      permissionId('receipt', 'view'),
      permissionId('receipt', 'create'),
    ],
  },
  businessId: 7,
};

export const PERSONAL: NavContext = { accountType: 'personal', membership: null, businessId: undefined };
