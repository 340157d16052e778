import { describe, expect, it } from 'vitest';
import { NAV_GROUPS, bestMatch, bottomBarItems, itemPath, visibleGroups, type NavContext } from './nav-items';
import { CASHIER, OWNER, PERSONAL } from './nav-test-contexts';

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const grouped = (context: NavContext) => visibleGroups(context).map((group) => [group.label ?? '', labels(group.items)] as const);

describe('navigation groups (D8)', () => {
  it('covers every area of the spec in the groups an owner thinks in', () => {
    expect(grouped(OWNER)).toEqual([
      ['', ['Dashboard']],
      ['Sales', ['Invoices', 'Receipts', 'Debtors', 'Customers', 'Marketplace']],
      ['Stock and purchases', ['Inventory', 'Suppliers', 'Tags']],
      ['People', ['Staff', 'Roles', 'Locations', 'Business settings']],
      ['Money', ['Expenses', 'Expense categories', 'Payroll', 'Payroll history', 'Banking']],
      ['Reports', ['Reports']],
      ['You', ['Vault', 'Training', 'Subscription', 'Support', 'Businesses']],
    ]);
    expect(NAV_GROUPS.flatMap((group) => group.items)).toHaveLength(24);
  });

  it('shows a member only what their view permissions allow: no roles, marketplace or banking', () => {
    expect(grouped(CASHIER)).toEqual([
      ['', ['Dashboard']],
      ['Sales', ['Invoices', 'Receipts', 'Customers']],
      ['Stock and purchases', ['Inventory']],
      // Subscription is the owner's (D8, issue 19), like banking.
      ['You', ['Vault', 'Training', 'Support', 'Businesses']],
    ]);
  });

  it('shows a personal account no business tools, but its own banking', () => {
    expect(grouped(PERSONAL)).toEqual([
      ['Money', ['Banking']],
      ['You', ['Vault', 'Training', 'Subscription', 'Support']],
    ]);
  });

  it('shows nothing of a business before the membership is known', () => {
    const labelsOf = labels(visibleGroups({ ...OWNER, membership: null }).flatMap((group) => group.items));
    expect(labelsOf).toEqual(['Vault', 'Training', 'Support', 'Businesses']);
  });

  it('shows a business account with no business chosen its own areas, banking included', () => {
    const labelsOf = labels(visibleGroups({ ...OWNER, membership: null, businessId: undefined }).flatMap((group) => group.items));
    expect(labelsOf).toEqual(['Banking', 'Vault', 'Training', 'Subscription', 'Support', 'Businesses']);
  });
});

describe('the bottom bar', () => {
  it('gives the owner Dashboard, Invoices, Inventory and Banking', () => {
    expect(labels(bottomBarItems(OWNER))).toEqual(['Dashboard', 'Invoices', 'Inventory', 'Banking']);
  });

  it('gives a cashier no Banking, and fills the place with what they may open', () => {
    expect(labels(bottomBarItems(CASHIER))).toEqual(['Dashboard', 'Invoices', 'Inventory', 'Receipts']);
  });

  it('gives a personal account no business tools', () => {
    expect(labels(bottomBarItems(PERSONAL))).toEqual(['Banking', 'Vault', 'Training', 'Support']);
  });
});

describe('the one highlighted entry', () => {
  const paths = visibleGroups(OWNER).flatMap((group) => group.items.map((item) => itemPath(item, 7)));

  it('is the longest entry that is the page or a parent of it, by whole segments', () => {
    expect(bestMatch('/b/7/expense-categories', paths)).toBe('/b/7/expense-categories');
    expect(bestMatch('/b/7/expenses', paths)).toBe('/b/7/expenses');
    expect(bestMatch('/b/7/payroll-history', paths)).toBe('/b/7/payroll-history');
    expect(bestMatch('/b/7/invoices', paths)).toBe('/b/7/invoices');
    expect(bestMatch('/b/7/invoices/12/', paths)).toBe('/b/7/invoices');
    expect(bestMatch('/b/7', paths)).toBe('/b/7');
    expect(bestMatch('/b/7/', paths)).toBe('/b/7');
    expect(bestMatch('/businesses/new', paths)).toBe('/businesses');
  });

  it('is none on a page outside the menu, or of another business', () => {
    expect(bestMatch('/no-such-page', paths)).toBeUndefined();
    expect(bestMatch('/b/70/invoices', paths)).toBeUndefined();
  });
});
