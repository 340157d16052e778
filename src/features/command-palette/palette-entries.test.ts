import { describe, expect, it } from 'vitest';
import { visibleGroups } from '@/components/layout/nav-items';
import { permissionId, type MembershipLike } from '@/lib/permissions';
import { filterEntries, paletteEntries, type PaletteContext } from './palette-entries';

const OWNER: MembershipLike = { is_owner: true, permissions: [] };
/** A cashier: sees and makes invoices, sees customers; no inventory, no banking. */
const CASHIER: MembershipLike = {
  is_owner: false,
  permissions: [permissionId('invoicing', 'view'), permissionId('invoicing', 'create'), permissionId('customers', 'view')],
};

const base: PaletteContext = { accountType: 'business', membership: OWNER, businessId: 12, location: undefined };
const labels = (context: PaletteContext, group?: string) =>
  paletteEntries(context)
    .filter((entry) => !group || entry.group === group)
    .map((entry) => entry.label);

describe('paletteEntries', () => {
  it("offers exactly the menu's pages, for the owner and for a cashier", () => {
    for (const membership of [OWNER, CASHIER]) {
      const context = { ...base, membership };
      const menu = visibleGroups(context).flatMap((group) => group.items.map((item) => item.label));
      expect(labels(context, 'Pages')).toEqual(menu);
    }
    expect(labels({ ...base, membership: CASHIER }, 'Pages')).not.toContain('Inventory');
    expect(labels({ ...base, membership: CASHIER }, 'Pages')).not.toContain('Roles');
  });

  it('offers each quick action only with the permission for it', () => {
    expect(labels(base, 'Quick actions')).toEqual(['New invoice', 'New item', 'New customer', 'Transfer money']);
    // The cashier may create invoices only; transfers are the owner's (D8).
    expect(labels({ ...base, membership: CASHIER }, 'Quick actions')).toEqual(['New invoice']);
    // A personal account has no business tools but moves its own money.
    expect(
      labels({ accountType: 'personal', membership: null, businessId: undefined, location: undefined }, 'Quick actions'),
    ).toEqual(['Transfer money']);
  });

  it('keeps the location on business pages and actions', () => {
    const entries = paletteEntries({ ...base, location: 21 });
    expect(entries.find((entry) => entry.label === 'Customers')?.href).toBe('/b/12/customers?location=21');
    expect(entries.find((entry) => entry.label === 'New invoice')).toMatchObject({
      href: '/b/12/invoices?location=21',
      press: 'New invoice',
    });
    expect(entries.find((entry) => entry.label === 'Vault')?.href).toBe('/vault');
  });

  it('lists other businesses, the locations, and recent records the member may open', () => {
    const context: PaletteContext = {
      ...base,
      membership: CASHIER,
      businesses: [
        { id: 12, name: 'Adire Lagos' },
        { id: 14, name: 'Bright Path Cleaning' },
      ],
      locations: [{ id: 21, name: 'Balogun shop' }],
      recent: [
        { kind: 'invoice', id: 7, label: 'INV-0007' },
        { kind: 'item', id: 3, label: 'Rice 50kg' },
        { kind: 'customer', id: 9, label: 'Chidi Okafor' },
      ],
    };
    expect(labels(context, 'Businesses')).toEqual(['Bright Path Cleaning']);
    expect(labels(context, 'Locations')).toEqual(['All locations', 'Balogun shop']);
    // No inventory view for the cashier: the item is left out.
    expect(paletteEntries(context).filter((entry) => entry.group === 'Recent')).toEqual([
      { id: 'recent:invoice:7', group: 'Recent', label: 'INV-0007', href: '/b/12/invoices/7', hint: 'Invoice' },
      { id: 'recent:customer:9', group: 'Recent', label: 'Chidi Okafor', href: '/b/12/customers/9', hint: 'Customer' },
    ]);
  });

  it('offers no business tools before the membership is known', () => {
    expect(labels({ ...base, membership: undefined }, 'Quick actions')).toEqual([]);
    expect(labels({ ...base, membership: undefined }, 'Pages')).not.toContain('Invoices');
  });
});

describe('filterEntries', () => {
  const entries = paletteEntries(base);

  it('finds by every typed word, in any case, across label and group', () => {
    expect(filterEntries(entries, 'INVOICE').map((entry) => entry.label)).toEqual(['New invoice', 'Invoices']);
    expect(filterEntries(entries, 'new cust').map((entry) => entry.label)).toEqual(['New customer']);
    expect(filterEntries(entries, 'money pay').map((entry) => entry.label)).toEqual(['Payroll', 'Payroll history']);
  });

  it('shows everything for an empty query and nothing for a miss', () => {
    expect(filterEntries(entries, '  ')).toEqual(entries);
    expect(filterEntries(entries, 'zzz')).toEqual([]);
  });
});
