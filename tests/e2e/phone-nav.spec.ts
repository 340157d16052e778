/**
 * The app on a phone (390 x 844): a one-row header with one business-and-location control, a
 * bottom bar of the destinations the member may open, the grouped menu behind 'More' with one
 * entry highlighted, tap targets of at least 44 px, and a new business's getting-started list.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseFirstBusiness, expectNoAxeViolations, isSandbox, signInWithKeyboard } from './support';

const CASHIER = { email: 'cashier@ledgerly.ng', password: 'Passw0rd!' };
const MIN_TARGET = 44;

test.use({ viewport: { width: 390, height: 844 } });

/** Every link and button inside `area` is at least 44 x 44 px (names the ones that are not). */
async function expectTapTargets(area: Locator): Promise<void> {
  // Menus and the drawer open with a zoom or slide: measure them at rest.
  await area.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  const small = await area.locator('a, button, [role^="menuitem"]').evaluateAll(
    (elements, min) =>
      elements
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => ({
          name: element.getAttribute('aria-label') ?? element.textContent?.trim(),
          box: element.getBoundingClientRect(),
        }))
        .filter(({ box }) => Math.round(box.width) < min || Math.round(box.height) < min)
        .map(({ name, box }) => `${name}: ${Math.round(box.width)}x${Math.round(box.height)}`),
    MIN_TARGET,
  );
  expect(small).toEqual([]);
}

function bottomBar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Quick links' });
}

async function bottomBarLabels(page: Page): Promise<string[]> {
  return (await bottomBar(page).getByRole('link').allTextContents()).map((text) => text.trim());
}

test.describe('the app on a phone', () => {
  test.setTimeout(60_000);

  test("an owner's new business: one-row header, permitted bottom bar, grouped menu with one highlight, getting started", async ({
    ownerPage: page,
    owner,
  }, testInfo) => {
    // One row: the header is no taller than its 44 px controls plus padding.
    const header = page.getByRole('banner');
    const headerBox = await header.boundingBox();
    expect(headerBox?.height).toBeLessThanOrEqual(72);
    const switcher = header.getByRole('button', { name: /^Business and location: .+, All locations$/ });
    await expect(switcher).toBeVisible();
    expect((await switcher.boundingBox())?.height).toBeGreaterThanOrEqual(MIN_TARGET);
    await expectTapTargets(header);

    // The bottom bar: the owner's most used destinations, then More.
    expect(await bottomBarLabels(page)).toEqual(['Dashboard', 'Invoices', 'Inventory', 'Banking']);
    await expect(bottomBar(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expectTapTargets(bottomBar(page));

    // The new business's first steps, each a link to where it is done.
    const start = page.getByRole('region', { name: /^Get started with / });
    await expect(start.getByRole('link')).toHaveText([
      /Add an item to your inventory/,
      /Add a customer/,
      /Raise your first invoice/,
      /Invite your staff/,
      /Open a bank account/,
    ]);
    await expect(start).toContainText('0 of 5 done');
    await expect(page.getByRole('region', { name: 'Total sales' })).toContainText('No sales yet — raise an invoice');
    await page.screenshot({ path: testInfo.outputPath('phone-dashboard.png'), fullPage: false });
    await expectNoAxeViolations(page);

    // The business-and-location menu: 44 px entries, keyboard-reachable.
    await switcher.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio', { name: 'All locations' })).toHaveAttribute('aria-checked', 'true');
    await expectTapTargets(menu);
    await page.screenshot({ path: testInfo.outputPath('phone-switcher.png') });
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(switcher).toBeFocused();

    await start.getByRole('link', { name: /Add an item to your inventory/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/b/${owner.businessId}/inventory`));
    await expect(bottomBar(page).getByRole('link', { name: 'Inventory' })).toHaveAttribute('aria-current', 'page');

    // More: the whole menu in groups, one entry highlighted, in dark as in light.
    await page.emulateMedia({ colorScheme: 'dark' });
    await bottomBar(page).getByRole('button', { name: 'More' }).click();
    const drawer = page.getByRole('dialog');
    const nav = drawer.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('heading')).toHaveText(['Sales', 'Stock and purchases', 'People', 'Money', 'Reports', 'You']);
    await expect(nav.locator('[aria-current="page"]')).toHaveText(['Inventory']);
    await expectTapTargets(drawer);
    await page.screenshot({ path: testInfo.outputPath('phone-menu-dark.png') });
    await expectNoAxeViolations(page);
    await nav.getByRole('link', { name: 'Expense categories' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Expense categories' })).toBeVisible();
    await expect(drawer).toHaveCount(0);
    await bottomBar(page).getByRole('button', { name: 'More' }).click();
    await expect(nav.locator('[aria-current="page"]')).toHaveText(['Expense categories']);
    await page.keyboard.press('Escape');
    await expect(bottomBar(page).locator('[aria-current="page"]')).toHaveCount(0);

    await page.goto(`/b/${owner.businessId}`);
    await expect(start).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('phone-dashboard-dark.png') });

    // Dismissed, it stays away.
    await start.getByRole('button', { name: 'Dismiss getting started' }).click();
    await expect(start).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Total sales' })).toBeVisible();
    await expect(start).toHaveCount(0);

    // A wide screen: the sidebar, grouped, no bottom bar.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect(bottomBar(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]')).toHaveText(['Dashboard']);
    await page.screenshot({ path: testInfo.outputPath('wide-dashboard.png') });
  });

  test('a cashier: sign-in from the bare address without an error, and no Banking in the bottom bar', async ({ page }) => {
    test.skip(!(await isSandbox()), 'needs the sandbox backend and its demo cashier');
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await signInWithKeyboard(page, CASHIER);
    await chooseFirstBusiness(page);
    await expect(bottomBar(page).getByRole('link')).toHaveText(['Dashboard', 'Invoices', 'Inventory', 'Receipts']);
    await expect(bottomBar(page).getByRole('button', { name: 'More' })).toBeVisible();
    await bottomBar(page).getByRole('button', { name: 'More' }).click();
    const nav = page.getByRole('dialog').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Vault' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Banking' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Roles' })).toHaveCount(0);
  });
});
