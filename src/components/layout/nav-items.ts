/**
 * The navigation of every area of the product (spec section 1), filtered by what the member may
 * see (D8): business tools by the matching view permission, roles and the marketplace for the
 * owner only, and no business tools for a personal account. Later issues only add pages.
 */
import type { LucideIcon } from 'lucide-react';
import {
  BadgeDollarSign,
  BarChart3,
  Boxes,
  Building2,
  CreditCard,
  FileText,
  FolderLock,
  GraduationCap,
  HandCoins,
  Landmark,
  LayoutDashboard,
  LifeBuoy,
  MapPin,
  Receipt,
  ScrollText,
  ShieldCheck,
  ShoppingBag,
  Tags,
  Truck,
  UserRound,
  Users,
  Wallet,
  WalletCards,
} from 'lucide-react';
import { can, hasBusinessTools, isOwner, type AccountType, type MembershipLike, type Resource } from '@/lib/permissions';

export type BusinessPath =
  | '/b/$businessId'
  | '/b/$businessId/invoices'
  | '/b/$businessId/inventory'
  | '/b/$businessId/customers'
  | '/b/$businessId/suppliers'
  | '/b/$businessId/staff'
  | '/b/$businessId/locations'
  | '/b/$businessId/expenses'
  | '/b/$businessId/expense-categories'
  | '/b/$businessId/payroll'
  | '/b/$businessId/payroll-history'
  | '/b/$businessId/receipts'
  | '/b/$businessId/debtors'
  | '/b/$businessId/tags'
  | '/b/$businessId/roles'
  | '/b/$businessId/reports'
  | '/b/$businessId/marketplace';

export type PersonalPath = '/banking' | '/vault' | '/training' | '/subscription' | '/support' | '/businesses';

export interface BusinessNavItem {
  kind: 'business';
  label: string;
  to: BusinessPath;
  icon: LucideIcon;
  /** The view permission the page needs; absent: every member. */
  resource?: Resource;
  ownerOnly?: boolean;
}

export interface PersonalNavItem {
  kind: 'personal';
  label: string;
  to: PersonalPath;
  icon: LucideIcon;
}

export const BUSINESS_NAV: BusinessNavItem[] = [
  { kind: 'business', label: 'Dashboard', to: '/b/$businessId', icon: LayoutDashboard },
  { kind: 'business', label: 'Invoices', to: '/b/$businessId/invoices', icon: FileText, resource: 'invoicing' },
  { kind: 'business', label: 'Inventory', to: '/b/$businessId/inventory', icon: Boxes, resource: 'inventory' },
  { kind: 'business', label: 'Customers', to: '/b/$businessId/customers', icon: Users, resource: 'customers' },
  { kind: 'business', label: 'Suppliers', to: '/b/$businessId/suppliers', icon: Truck, resource: 'suppliers' },
  { kind: 'business', label: 'Staff', to: '/b/$businessId/staff', icon: UserRound, resource: 'staff' },
  { kind: 'business', label: 'Locations', to: '/b/$businessId/locations', icon: MapPin, resource: 'locations' },
  { kind: 'business', label: 'Expenses', to: '/b/$businessId/expenses', icon: Wallet, resource: 'expense' },
  {
    kind: 'business',
    label: 'Expense categories',
    to: '/b/$businessId/expense-categories',
    icon: WalletCards,
    resource: 'expenseCategory',
  },
  { kind: 'business', label: 'Payroll', to: '/b/$businessId/payroll', icon: HandCoins, resource: 'payroll' },
  {
    kind: 'business',
    label: 'Payroll history',
    to: '/b/$businessId/payroll-history',
    icon: ScrollText,
    resource: 'payrollHistory',
  },
  { kind: 'business', label: 'Receipts', to: '/b/$businessId/receipts', icon: Receipt, resource: 'receipt' },
  { kind: 'business', label: 'Debtors', to: '/b/$businessId/debtors', icon: BadgeDollarSign, resource: 'debtors' },
  { kind: 'business', label: 'Tags', to: '/b/$businessId/tags', icon: Tags, resource: 'tag' },
  { kind: 'business', label: 'Roles', to: '/b/$businessId/roles', icon: ShieldCheck, ownerOnly: true },
  { kind: 'business', label: 'Reports', to: '/b/$businessId/reports', icon: BarChart3, resource: 'sales' },
  { kind: 'business', label: 'Marketplace', to: '/b/$businessId/marketplace', icon: ShoppingBag, ownerOnly: true },
];

export const PERSONAL_NAV: PersonalNavItem[] = [
  { kind: 'personal', label: 'Banking', to: '/banking', icon: Landmark },
  { kind: 'personal', label: 'Vault', to: '/vault', icon: FolderLock },
  { kind: 'personal', label: 'Training', to: '/training', icon: GraduationCap },
  { kind: 'personal', label: 'Subscription', to: '/subscription', icon: CreditCard },
  { kind: 'personal', label: 'Support', to: '/support', icon: LifeBuoy },
];

export const BUSINESSES_ITEM: PersonalNavItem = { kind: 'personal', label: 'Businesses', to: '/businesses', icon: Building2 };

/** Whether a business page is open to this member (the same rule the routes apply). */
export function allowsBusinessItem(
  item: Pick<BusinessNavItem, 'resource' | 'ownerOnly'>,
  membership: MembershipLike | null | undefined,
): boolean {
  if (!membership) return false;
  if (item.ownerOnly) return isOwner(membership);
  return item.resource ? can(membership, item.resource, 'view') : true;
}

export interface NavContext {
  accountType: AccountType;
  membership: MembershipLike | null | undefined;
}

/** The business tools this member sees; none for a personal account. */
export function visibleBusinessItems({ accountType, membership }: NavContext): BusinessNavItem[] {
  if (!hasBusinessTools(accountType)) return [];
  return BUSINESS_NAV.filter((item) => allowsBusinessItem(item, membership));
}
