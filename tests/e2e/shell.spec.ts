import { expect, test } from '@playwright/test';
import { OWNER, PERSONAL, chooseFirstBusiness, expectNoAxeViolations, isSandbox, signIn, tabTo } from './support';

test.describe('the shell', () => {
  test.setTimeout(120_000);

  test('switches business and location from the header; the URL keeps them and the next visit remembers them', async ({
    page,
  }) => {
    await signIn(page, OWNER);
    await chooseFirstBusiness(page);
    const firstBusiness = new URL(page.url()).pathname;

    // Location: keyboard only, through the header menu.
    const location = page.getByRole('button', { name: 'Location: All locations' });
    await tabTo(page, location);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio', { name: 'All locations' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const chosen = (await page.evaluate(() => document.activeElement?.textContent ?? '')).trim();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?location=\d+/);
    await expect(page.getByRole('button', { name: `Location: ${chosen}` })).toBeVisible();
    const withLocation = new URL(page.url());

    // Links keep the location.
    const customers = page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Customers' });
    await expect(customers).toHaveAttribute('href', new RegExp(`location=${withLocation.searchParams.get('location')}`));

    // Business: another one from the header.
    await page.getByRole('button', { name: /^Business:/ }).click();
    await page.getByRole('menu').getByRole('menuitemradio', { checked: false }).first().click();
    await expect(page).not.toHaveURL(new RegExp(`${firstBusiness}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Location: All locations' })).toBeVisible();

    // Back to the first business with its location, then a new visit starts there.
    await page.goto(`${withLocation.pathname}${withLocation.search}`);
    await expect(page.getByRole('button', { name: `Location: ${chosen}` })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(`${withLocation.pathname}${withLocation.search}`);
  });

  test('every area of the product is in the navigation, opens, and takes focus to its heading', async ({ page }) => {
    await signIn(page, OWNER);
    await chooseFirstBusiness(page);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const areas: [string, string][] = [
      ['Invoices', 'Invoices'],
      ['Inventory', 'Inventory'],
      ['Customers', 'Customers'],
      ['Suppliers', 'Suppliers'],
      ['Staff', 'Staff'],
      ['Locations', 'Locations'],
      ['Expenses', 'Expenses'],
      ['Expense categories', 'Expense categories'],
      ['Payroll', 'Payroll'],
      ['Payroll history', 'Payroll history'],
      ['Receipts', 'Receipts'],
      ['Debtors', 'Debtors'],
      ['Tags', 'Tags'],
      ['Roles', 'Roles'],
      ['Reports', 'Reports'],
      ['Marketplace', 'Marketplace'],
      ['Banking', 'Banking'],
      ['Vault', 'Vault'],
      ['Training', 'Training'],
      ['Subscription', 'Subscription'],
      ['Support', 'Support'],
      ['Businesses', 'Your businesses'],
      ['Dashboard', 'Dashboard'],
    ];
    // axe: the sweep (axe-sweep.spec.ts) checks every route, in light and dark.
    for (const [link, heading] of areas) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      const h1 = page.getByRole('heading', { level: 1, name: heading, exact: true });
      await expect(h1).toBeVisible();
      // Focus moves to the new page's heading after a navigation.
      await expect(h1).toBeFocused();
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    }
  });

  test('a personal account has no business tools and no access to a business', async ({ page }) => {
    test.skip(!(await isSandbox()), 'needs the sandbox backend (Prism answers every sign-in with a business account)');
    await signIn(page, PERSONAL);
    await expect(page).toHaveURL(/\/banking$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Banking' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: 'Vault' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Invoices' })).toHaveCount(0);
    await page.goto('/b/12/customers');
    await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown page says so', async ({ page }) => {
    await signIn(page, OWNER);
    await chooseFirstBusiness(page);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
    if (await isSandbox()) {
      // Prism answers any business id with its example; the sandbox knows there is no such business.
      await page.goto('/b/999999');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
  });

  test('small screens get the navigation in a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, OWNER);
    await chooseFirstBusiness(page);
    // Phones open the whole menu from the bottom bar's 'More'.
    const open = page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'More' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoAxeViolations(page);
    await drawer.getByRole('link', { name: 'Vault' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vault' })).toBeVisible();
    await expect(drawer).toHaveCount(0);
  });

  test('a returning user sees their business at once, from the last visit, while it revalidates; sign-out forgets it', async ({
    page,
  }) => {
    await signIn(page, OWNER);
    await chooseFirstBusiness(page);
    const dashboard = new URL(page.url()).pathname;
    const description = page.getByText(/: sales, costs and stock at a glance\.$/);
    const name = ((await description.textContent()) ?? '').replace(/: sales.*$/, '');
    expect(name).not.toBe('');

    // Reload with the business and permission calls held: the page must not need them to paint.
    const held: (() => Promise<void>)[] = [];
    await page.route(/\/business\/v1\/businesses\/\d+\/(membership\/)?$/, (route) => {
      held.push(() => route.continue());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(`${name}: sales, costs and stock at a glance.`)).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0); // revalidating in the background
    await Promise.all(held.map((release) => release()));
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // Signed out, nothing is kept: the next sign-in waits for the answers again.
    await page.getByRole('button', { name: /^Account:/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ledgerly.warm.')))).toEqual([]);
    expect(dashboard).toMatch(/^\/b\/\d+$/);
  });

  test('an address changed while the app starts (back, forward) is the page that opens', async ({ page }) => {
    await signIn(page, OWNER);
    await chooseFirstBusiness(page);
    const dashboard = new URL(page.url()).pathname;
    // No warm start, so the first load waits on the business call, which is held: the router's
    // first load is in flight when the address changes, before anything is on screen.
    await page.addInitScript(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('ledgerly.warm.'))
        .forEach((key) => localStorage.removeItem(key)),
    );
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route(/\/business\/v1\/businesses\/\d+\/(membership\/)?$/, (route) =>
      holding ? void held.push(() => route.continue()) : route.continue(),
    );
    await page.goto(dashboard, { waitUntil: 'commit' });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, `${dashboard}/customers`);
    holding = false;
    await Promise.all(held.map((release) => release()));
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${dashboard}/customers$`));
  });
});
