import { expect, test, type Page } from '@playwright/test';
import {
  AUTH_API,
  OWNER,
  backendCalls,
  chooseFirstBusiness,
  expectNoAxeViolations,
  isSandbox,
  signIn,
  signInWithKeyboard,
} from './support';

async function storedTokens(page: Page): Promise<{ access_token: string; refresh_token: string }> {
  const raw = await page.evaluate(() => localStorage.getItem('ledgerly.session'));
  expect(raw).not.toBeNull();
  return JSON.parse(raw!) as { access_token: string; refresh_token: string };
}

test.describe('the session', () => {
  test.setTimeout(60_000);

  test('survives a reload and never puts tokens in the URL', async ({ page }) => {
    await signIn(page, OWNER);
    await chooseFirstBusiness(page);
    const { access_token, refresh_token } = await storedTokens(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(page.url()).not.toContain(access_token);
    expect(page.url()).not.toContain(refresh_token);
  });

  test('an expired token on any call -> signed out with a message -> back after signing in', async ({ page }) => {
    await signIn(page, OWNER);
    await chooseFirstBusiness(page);
    const dashboard = new URL(page.url());
    const tokens = await storedTokens(page);

    if (await isSandbox()) {
      // Expire both tokens for real: the call fails with 401, the one refresh (D1) is refused too.
      for (const token of [tokens.access_token, tokens.refresh_token]) {
        const response = await page.request.post(`${AUTH_API}/__sandbox/expire-token`, { data: { token } });
        expect(response.ok()).toBe(true);
      }
    } else {
      // Prism cannot expire a token: answer every call the way an expired session is answered.
      await page.route(backendCalls(), (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ detail: 'Session expired. Please login again.', code: 'token_not_valid' }),
        }),
      );
    }

    // Any call now: open Customers.
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/sign-in\?/);
    await expect(page.getByRole('alert')).toHaveText('Session expired. Please login again.');
    const url = new URL(page.url());
    expect(url.searchParams.get('error')).toBe('SessionExpired');
    expect(url.searchParams.get('redirect')).toMatch(/^\/b\/\d+\/customers/);
    expect(await page.evaluate(() => localStorage.getItem('ledgerly.session'))).toBeNull();
    await expectNoAxeViolations(page);

    await page.unrouteAll();
    await signInWithKeyboard(page, OWNER);
    await expect(page).toHaveURL(new RegExp(`${dashboard.pathname}/customers`));
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  });

  test('signing out in one tab signs out every tab', async ({ context }) => {
    const first = await context.newPage();
    await signIn(first, OWNER);
    await chooseFirstBusiness(first);
    const second = await context.newPage();
    await second.goto('/vault');
    await expect(second.getByRole('heading', { level: 1, name: 'Vault' })).toBeVisible();

    await first.getByRole('button', { name: /^Account:/ }).click();
    await first.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(first).toHaveURL(/\/sign-in$/);
    await expect(second).toHaveURL(/\/sign-in/);
    await expect(second.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('an idle session is warned, then signed out', async ({ page }) => {
    await page.clock.install();
    await signIn(page, OWNER);
    await chooseFirstBusiness(page);

    // 14 minutes without activity: the warning, with focus on 'Stay signed in'.
    await page.clock.runFor('14:01');
    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(warning).toHaveCount(0);

    // Staying restarts the clock; 15 quiet minutes later the session ends.
    await page.clock.runFor('15:02');
    await expect(page).toHaveURL(/\/sign-in\?/);
    await expect(page.getByRole('alert')).toHaveText('You were signed out after a period of inactivity. Please sign in again.');
  });
});
