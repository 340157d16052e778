/**
 * Every list page and create form of the existing areas on a 390 x 844 phone, signed in once as
 * the demo owner (the sandbox's seeded Lagos business, so lists have rows): no word wraps inside
 * itself, no money is cut, and every control is at least 44 x 44 px (tests/e2e/phone-checks.ts).
 * Read-only: forms are opened and closed unchanged, nothing is saved.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { phoneChecks, phoneFailures } from './phone-checks';
import { OWNER, chooseFirstBusiness, signIn, untilStill } from './support';
import { dismissToasts } from './tools-support';

test.use({ viewport: { width: 390, height: 844 } });

/** The business's list pages: path under /b/{id}, h1, and whether the area has a create form. */
const BUSINESS_PAGES = [
  { path: '', title: 'Dashboard', create: false },
  { path: '/customers', title: 'Customers', create: true },
  { path: '/suppliers', title: 'Suppliers', create: true },
  { path: '/staff', title: 'Staff', create: true },
  { path: '/locations', title: 'Locations', create: true },
  { path: '/tags', title: 'Tags', create: true },
  { path: '/roles', title: 'Roles', create: true },
  { path: '/expense-categories', title: 'Expense categories', create: true },
  { path: '/expenses', title: 'Expenses', create: true },
  { path: '/inventory', title: 'Inventory', create: true },
  { path: '/invoices', title: 'Invoices', create: false },
  { path: '/receipts', title: 'Receipts', create: false },
  { path: '/debtors', title: 'Debtors', create: false },
  { path: '/payroll', title: 'Payroll', create: false },
  { path: '/payroll-history', title: 'Payroll history', create: false },
  { path: '/marketplace', title: 'Marketplace', create: false },
  { path: '/reports', title: 'Reports', create: false },
] as const;

/** The member's own pages, outside a business. */
const MEMBER_PAGES = [
  { path: '/banking', title: 'Banking' },
  { path: '/vault', title: 'Vault' },
  { path: '/training', title: 'Training' },
  { path: '/subscription', title: 'Subscription' },
  { path: '/support', title: 'Support' },
  { path: '/businesses', title: 'Your businesses' },
  { path: '/businesses/new', title: /business/i },
] as const;

/** The card lists of this part of the work: checked with axe in light and dark as cards. */
const AXE_PAGES = new Set([
  'Invoices',
  'Receipts',
  'Debtors',
  'Inventory',
  'Payroll',
  'Marketplace',
  'Banking',
  'Vault',
  'Training',
]);

/** axe's violations on the page, as failure lines (collected, so one run reports every page). */
async function axeFailures(page: Page, where: string): Promise<string[]> {
  const failures: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // The app follows the system theme through a listener: wait for its class, then for the
    // colour transitions it starts (CI once caught one mid-way and axe measured half-faded text).
    if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await untilStill(page);
    const results = await new AxeBuilder({ page }).disableRules(['meta-viewport']).analyze();
    for (const violation of results.violations) {
      failures.push(
        `${where} (${colorScheme}): axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return failures;
}

/** Opens `path` and waits until its heading shows and nothing is loading. */
async function visit(page: Page, path: string, title: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [data-slot="skeleton"]')).toHaveCount(0);
  await dismissToasts(page);
}

test('on a phone, lists and forms keep words whole, money whole and targets at 44 px', async ({ page }) => {
  // About 25 pages and 8 forms, one after another.
  test.setTimeout(150_000);
  await signIn(page, OWNER);
  await chooseFirstBusiness(page);
  const businessId = /\/b\/(\d+)/.exec(page.url())?.[1];
  expect(businessId).toBeDefined();

  const failures: string[] = [];
  for (const { path, title, create } of BUSINESS_PAGES) {
    await visit(page, `/b/${businessId}${path}`, title);
    failures.push(...phoneFailures(title, await phoneChecks(page)));
    if (AXE_PAGES.has(title)) failures.push(...(await axeFailures(page, title)));
    if (!create) continue;

    // The area's create form, opened from the page's header button ('Add customer', 'New role').
    const open = page
      .getByRole('main')
      .getByRole('button', { name: /^(Add|New|Record|Create)\b/ })
      .first();
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    failures.push(...phoneFailures(`${title}: create form`, await phoneChecks(page, dialog)));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  for (const { path, title } of MEMBER_PAGES) {
    await visit(page, path, title);
    failures.push(...phoneFailures(String(title), await phoneChecks(page)));
    if (typeof title === 'string' && AXE_PAGES.has(title)) failures.push(...(await axeFailures(page, title)));
  }

  expect(failures).toEqual([]);
});

test('the phone checks catch a word broken over lines, cut money and a small target', async ({ page }) => {
  await page.setContent(`
    <main>
      <p style="width: 3ch; overflow-wrap: anywhere">Tunde Bakare</p>
      <p style="width: 200px">Shop attendant, fine</p>
      <div style="width: 60px; overflow: hidden"><span class="tabular-nums" style="white-space: nowrap">₦25,000.00</span></div>
      <p data-money style="width: 40px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">₦1,000,000.00</p>
      <span class="tabular-nums">₦5.00</span>
      <button style="width: 32px; height: 32px">x</button>
      <button style="width: 48px; height: 48px">ok</button>
      <style>.halo { position: relative; width: 16px; height: 16px } .halo::after { content: ''; position: absolute; inset: -14px }</style>
      <button class="halo" aria-label="Haloed"></button>
      <a href="#main" style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%)">Skip</a>
      <p>Read <a href="#terms">the terms</a> first.</p>
    </main>`);
  const result = await phoneChecks(page);
  expect(result.wraps.join('\n')).toContain('"Tunde"');
  expect(result.wraps.join('\n')).not.toContain('attendant');
  expect(result.clipped).toHaveLength(2);
  expect(result.clipped.join('\n')).toContain('₦25,000.00');
  expect(result.clipped.join('\n')).toContain('₦1,000,000.00');
  expect(result.small).toEqual(['button "x" is 32x32 px']);
});
