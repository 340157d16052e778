/**
 * The navigation of every area of the product (spec section 1), filtered by what the member may
 * see (D8): business tools by the matching view permission, roles and the marketplace for the
 * owner only, banking for the owner or a personal account, and no business tools for a personal
 * account. Grouped the way an owner thinks of the work; the phone's bottom bar takes the most used
 * entries the member may open.
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
  | '/b/$businessId/marketplace'
  | '/b/$businessId/settings';

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
  /** Banking: the business owner's (D8); always there in a personal account or before a business is chosen. */
  ownerOrPersonal?: boolean;
  /** Only for a business account (the list of businesses). */
  businessAccountOnly?: boolean;
}

export type NavItem = BusinessNavItem | PersonalNavItem;

export type NavGroupLabel = 'Sales' | 'Stock and purchases' | 'People' | 'Money' | 'Reports' | 'You';

export interface NavGroup {
  /** Absent: the entry above every group (the dashboard). */
  label?: NavGroupLabel;
  items: NavItem[];
}

const business = (item: Omit<BusinessNavItem, 'kind'>): BusinessNavItem => ({ kind: 'business', ...item });
const personal = (item: Omit<PersonalNavItem, 'kind'>): PersonalNavItem => ({ kind: 'personal', ...item });

const DASHBOARD = business({ label: 'Dashboard', to: '/b/$businessId', icon: LayoutDashboard });
const INVOICES = business({ label: 'Invoices', to: '/b/$businessId/invoices', icon: FileText, resource: 'invoicing' });
const INVENTORY = business({ label: 'Inventory', to: '/b/$businessId/inventory', icon: Boxes, resource: 'inventory' });
const CUSTOMERS = business({ label: 'Customers', to: '/b/$businessId/customers', icon: Users, resource: 'customers' });
const RECEIPTS = business({ label: 'Receipts', to: '/b/$businessId/receipts', icon: Receipt, resource: 'receipt' });
const EXPENSES = business({ label: 'Expenses', to: '/b/$businessId/expenses', icon: Wallet, resource: 'expense' });
const BANKING = personal({ label: 'Banking', to: '/banking', icon: Landmark, ownerOrPersonal: true });
const VAULT = personal({ label: 'Vault', to: '/vault', icon: FolderLock });
const TRAINING = personal({ label: 'Training', to: '/training', icon: GraduationCap });
const SUPPORT = personal({ label: 'Support', to: '/support', icon: LifeBuoy });

/** Every entry of the menu (the drawer on small screens, the sidebar on wide ones), in groups. */
export const NAV_GROUPS: NavGroup[] = [
  { items: [DASHBOARD] },
  {
    label: 'Sales',
    items: [
      INVOICES,
      RECEIPTS,
      business({ label: 'Debtors', to: '/b/$businessId/debtors', icon: BadgeDollarSign, resource: 'debtors' }),
      CUSTOMERS,
      business({ label: 'Marketplace', to: '/b/$businessId/marketplace', icon: ShoppingBag, ownerOnly: true }),
    ],
  },
  {
    label: 'Stock and purchases',
    items: [
      INVENTORY,
      business({ label: 'Suppliers', to: '/b/$businessId/suppliers', icon: Truck, resource: 'suppliers' }),
      business({ label: 'Tags', to: '/b/$businessId/tags', icon: Tags, resource: 'tag' }),
    ],
  },
  {
    label: 'People',
    items: [
      business({ label: 'Staff', to: '/b/$businessId/staff', icon: UserRound, resource: 'staff' }),
      business({ label: 'Roles', to: '/b/$businessId/roles', icon: ShieldCheck, ownerOnly: true }),
      business({ label: 'Locations', to: '/b/$businessId/locations', icon: MapPin, resource: 'locations' }),
      business({ label: 'Business settings', to: '/b/$businessId/settings', icon: Building2, ownerOnly: true }),
    ],
  },
  {
    label: 'Money',
    items: [
      EXPENSES,
      business({
        label: 'Expense categories',
        to: '/b/$businessId/expense-categories',
        icon: WalletCards,
        resource: 'expenseCategory',
      }),
      business({ label: 'Payroll', to: '/b/$businessId/payroll', icon: HandCoins, resource: 'payroll' }),
      business({ label: 'Payroll history', to: '/b/$businessId/payroll-history', icon: ScrollText, resource: 'payrollHistory' }),
      BANKING,
    ],
  },
  { label: 'Reports', items: [business({ label: 'Reports', to: '/b/$businessId/reports', icon: BarChart3, resource: 'sales' })] },
  {
    label: 'You',
    items: [
      VAULT,
      TRAINING,
      personal({ label: 'Subscription', to: '/subscription', icon: CreditCard, ownerOrPersonal: true }),
      SUPPORT,
      personal({ label: 'Businesses', to: '/businesses', icon: Building2, businessAccountOnly: true }),
    ],
  },
];

/** The phone's bottom bar: the first four of these the member may open, then 'More'. */
export const BOTTOM_BAR_PRIORITY: NavItem[] = [
  DASHBOARD,
  INVOICES,
  INVENTORY,
  BANKING,
  RECEIPTS,
  CUSTOMERS,
  EXPENSES,
  VAULT,
  TRAINING,
  SUPPORT,
];
export const BOTTOM_BAR_SIZE = 4;

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
  /** The business whose tools to link (the current one, or the one chosen last); none: no business tools. */
  businessId: number | undefined;
}

/** Whether this person sees the entry (D8). */
export function allowsItem(item: NavItem, { accountType, membership, businessId }: NavContext): boolean {
  const businessAccount = hasBusinessTools(accountType);
  if (item.kind === 'business') return businessAccount && businessId !== undefined && allowsBusinessItem(item, membership);
  // Banking in a business account: the owner's (D8); with no business chosen yet, the person's own.
  if (item.ownerOrPersonal) return !businessAccount || businessId === undefined || isOwner(membership);
  if (item.businessAccountOnly) return businessAccount;
  return true;
}

/** The menu's groups with only the entries this person may open; empty groups dropped. */
export function visibleGroups(context: NavContext): NavGroup[] {
  return NAV_GROUPS.map((group) => ({ ...group, items: group.items.filter((item) => allowsItem(item, context)) })).filter(
    (group) => group.items.length > 0,
  );
}

/** The bottom bar's entries for this person (at most BOTTOM_BAR_SIZE; 'More' comes after them). */
export function bottomBarItems(context: NavContext): NavItem[] {
  return BOTTOM_BAR_PRIORITY.filter((item) => allowsItem(item, context)).slice(0, BOTTOM_BAR_SIZE);
}

/** The address an entry links to, for the current business. */
export function itemPath(item: NavItem, businessId: number | undefined): string {
  return item.kind === 'business' ? item.to.replace('$businessId', String(businessId ?? '')) : item.to;
}

/**
 * The one entry to highlight: the longest entry address that is the current path or a parent of
 * it (by whole segments), so `/b/1/expense-categories` is Expense categories and not Expenses,
 * and `/b/1/invoices` is Invoices and not the Dashboard (`/b/1`). Undefined: none matches.
 */
export function bestMatch(pathname: string, paths: readonly string[]): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: string | undefined;
  for (const candidate of paths) {
    const matches = path === candidate || path.startsWith(`${candidate}/`);
    if (matches && (best === undefined || candidate.length > best.length)) best = candidate;
  }
  return best;
}
