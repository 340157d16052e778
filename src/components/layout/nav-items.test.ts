import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_IDS } from '@/lib/permissions';
import { BUSINESS_NAV, PERSONAL_NAV, visibleBusinessItems } from './nav-items';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('navigation (D8)', () => {
  it('covers every area of the spec', () => {
    expect(labels(BUSINESS_NAV)).toEqual([
      'Dashboard',
      'Invoices',
      'Inventory',
      'Customers',
      'Suppliers',
      'Staff',
      'Locations',
      'Expenses',
      'Expense categories',
      'Payroll',
      'Payroll history',
      'Receipts',
      'Debtors',
      'Tags',
      'Roles',
      'Reports',
      'Marketplace',
    ]);
    expect(labels(PERSONAL_NAV)).toEqual(['Banking', 'Vault', 'Training', 'Subscription', 'Support']);
  });

  it('shows the owner every business tool', () => {
    const items = visibleBusinessItems({
      accountType: 'business',
      membership: { is_owner: true, permissions: [...ALL_PERMISSION_IDS] },
    });
    expect(items).toHaveLength(BUSINESS_NAV.length);
  });

  it('shows a member only what their view permissions allow, never roles or the marketplace', () => {
    const items = visibleBusinessItems({
      accountType: 'business',
      membership: { is_owner: false, permissions: [93, 96, 108, 109, 112, 125, 128, 132] },
    });
    expect(labels(items)).toEqual(['Dashboard', 'Invoices', 'Inventory', 'Customers', 'Receipts', 'Reports']);
  });

  it('shows a personal account no business tools', () => {
    expect(visibleBusinessItems({ accountType: 'personal', membership: { is_owner: true, permissions: [] } })).toEqual([]);
  });

  it('shows nothing of a business before the membership is known', () => {
    expect(visibleBusinessItems({ accountType: 'business', membership: null })).toEqual([]);
  });
});
