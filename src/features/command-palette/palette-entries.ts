/**
 * What the command palette offers (issue 21, item 2), as plain data: every page of the navigation
 * the person may open (the menu's own entries and rules, `visibleGroups`), quick actions their
 * permissions allow, their businesses and the current business's locations, and records they
 * opened lately. Pure: the palette filters it as the person types.
 */
import { itemPath, visibleGroups, type NavContext } from '@/components/layout/nav-items';
import { can, hasBusinessTools, isOwner, type Resource } from '@/lib/permissions';

export type EntryGroup = 'Quick actions' | 'Pages' | 'Recent' | 'Businesses' | 'Locations';

export interface PaletteEntry {
  id: string;
  group: EntryGroup;
  label: string;
  /** The address to open (a path with its query). */
  href: string;
  /** Extra words it is found by (the menu's group, 'record'). */
  hint?: string;
  /** After opening `href`: the button on that page to press (a quick action's form). */
  press?: string;
}

export interface PlaceOption {
  id: number;
  name: string;
}

export interface RecentRecord {
  kind: 'customer' | 'item' | 'invoice';
  id: number;
  label: string;
}

export interface PaletteContext extends NavContext {
  location: number | undefined;
  businesses?: PlaceOption[] | undefined;
  locations?: PlaceOption[] | undefined;
  recent?: RecentRecord[] | undefined;
}

interface QuickAction {
  label: string;
  page: string;
  press?: string;
  resource?: Resource;
}

const QUICK_ACTIONS: QuickAction[] = [
  { label: 'New invoice', page: 'invoices', press: 'New invoice', resource: 'invoicing' },
  { label: 'New item', page: 'inventory', press: 'Add item', resource: 'inventory' },
  { label: 'New customer', page: 'customers', press: 'Add customer', resource: 'customers' },
];

const RECORD_PAGE: Record<RecentRecord['kind'], { page: string; resource: Resource; noun: string }> = {
  customer: { page: 'customers', resource: 'customers', noun: 'Customer' },
  item: { page: 'inventory', resource: 'inventory', noun: 'Item' },
  invoice: { page: 'invoices', resource: 'invoicing', noun: 'Invoice' },
};

const withLocation = (path: string, location: number | undefined) => (location ? `${path}?location=${location}` : path);

/** Every entry this person may use, in the order the palette lists them. */
export function paletteEntries(context: PaletteContext): PaletteEntry[] {
  const { accountType, membership, businessId, location } = context;
  const entries: PaletteEntry[] = [];
  const inBusiness = hasBusinessTools(accountType) && businessId !== undefined && membership !== null && membership !== undefined;
  const base = `/b/${businessId ?? ''}`;

  if (inBusiness) {
    for (const action of QUICK_ACTIONS) {
      if (action.resource && !can(membership, action.resource, 'create')) continue;
      entries.push({
        id: `action:${action.page}`,
        group: 'Quick actions',
        label: action.label,
        href: withLocation(`${base}/${action.page}`, location),
        ...(action.press ? { press: action.press } : {}),
      });
    }
  }
  // Transfers are the owner's in a business account, and a personal account's own (D8).
  const banking = !hasBusinessTools(accountType) || businessId === undefined || isOwner(membership);
  if (banking)
    entries.push({ id: 'action:transfer', group: 'Quick actions', label: 'Transfer money', href: '/banking/transfer' });

  for (const group of visibleGroups(context)) {
    for (const item of group.items) {
      const path = itemPath(item, businessId);
      entries.push({
        id: `page:${path}`,
        group: 'Pages',
        label: item.label,
        href: item.kind === 'business' ? withLocation(path, location) : path,
        ...(group.label ? { hint: group.label } : {}),
      });
    }
  }

  if (inBusiness) {
    for (const record of context.recent ?? []) {
      const target = RECORD_PAGE[record.kind];
      if (!can(membership, target.resource, 'view')) continue;
      entries.push({
        id: `recent:${record.kind}:${record.id}`,
        group: 'Recent',
        label: record.label,
        href: `${base}/${target.page}/${record.id}`,
        hint: target.noun,
      });
    }
  }

  for (const business of context.businesses ?? []) {
    if (business.id === businessId) continue;
    entries.push({
      id: `business:${business.id}`,
      group: 'Businesses',
      label: business.name,
      href: `/b/${business.id}`,
      hint: 'Business',
    });
  }

  if (inBusiness && context.locations && context.locations.length > 0) {
    entries.push({ id: 'location:all', group: 'Locations', label: 'All locations', href: base, hint: 'Location' });
    for (const place of context.locations) {
      entries.push({
        id: `location:${place.id}`,
        group: 'Locations',
        label: place.name,
        href: `${base}?location=${place.id}`,
        hint: 'Location',
      });
    }
  }
  return entries;
}

/** The entries whose label, group or hint holds every word typed (any case), in their order. */
export function filterEntries(entries: PaletteEntry[], query: string): PaletteEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const text = `${entry.label} ${entry.group} ${entry.hint ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
