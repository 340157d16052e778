/**
 * Subscription (issue 19) on a new owner: subscribe through a failing first try (one subscription
 * made), then change plan by bank transfer with a double click (still one more: counted through
 * the designed history call), see the pending state and how to pay. A staff member has neither
 * the menu entry nor the page. axe in light and dark on the page and the dialog.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './tools-support';
import { SERVER_ERROR, expect, injectFault, test } from './fixtures';
import { isSandbox, signIn } from './support';

/** The demo cashier: staff of the demo Lagos business (README). */
const CASHIER = { email: 'cashier@ledgerly.ng', password: 'Passw0rd!' };

const SUBSCRIPTION_API = process.env.E2E_SUBSCRIPTION_API ?? 'http://127.0.0.1:4003';

async function accessibleInBothThemes(page: Page): Promise<void> {
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

async function historyCount(token: string): Promise<number> {
  const response = await fetch(`${SUBSCRIPTION_API}/api/subscription/history`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: unknown[] }).results.length;
}

test.describe('Subscription', () => {
  test.setTimeout(60_000);

  test('subscribe through a failure, then change plan by bank transfer with a double click', async ({
    ownerPage: page,
    owner,
  }) => {
    await page.getByRole('link', { name: 'Subscription' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    await expect(page.getByText('You have no subscription yet.')).toBeVisible();
    await accessibleInBothThemes(page);

    await page.getByRole('button', { name: 'Subscribe: Starter' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /Card/ }).check();
    await accessibleInBothThemes(page);
    await injectFault(page, 'POST', '/api/subscription', 'status', { status: 500 });
    await dialog.getByRole('button', { name: 'Confirm and subscribe' }).click();
    await expect(dialog.getByRole('alert')).toContainText(SERVER_ERROR);
    await expect(dialog.getByRole('radio', { name: /Card/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Confirm and subscribe' }).click();
    await expect(dialog).toBeHidden();
    const plan = page.locator('[data-slot="current-plan"]');
    await expect(plan).toContainText('Starter');
    await expect(plan).toContainText('Active');
    await expect(page.getByRole('listitem').filter({ hasText: 'Current plan' })).toContainText('Starter');
    expect(await historyCount(owner.token)).toBe(1);

    // Change plan: what changes, then a double click on confirm makes one subscription.
    await page.getByRole('button', { name: 'Switch: Growth', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Change to Growth' })).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Features gained' })).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Features lost' })).toBeVisible();
    await dialog.getByRole('radio', { name: /Bank transfer/ }).check();
    await dialog.getByRole('button', { name: 'Confirm change' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(plan).toContainText('Growth');
    await expect(plan).toContainText('Waiting for your payment');
    const howToPay = page.getByRole('region', { name: 'How to pay' });
    await expect(howToPay).toContainText('Account number');
    await expect(howToPay.getByRole('button', { name: 'Copy reference' })).toBeVisible();
    expect(await historyCount(owner.token)).toBe(2);
    await accessibleInBothThemes(page);
  });

  test('a staff member has no subscription page', async ({ page }) => {
    test.skip(!(await isSandbox()), 'needs the sandbox backend and its demo cashier');
    await signIn(page, CASHIER);
    await expect(page).toHaveURL(/\/b\/\d+/);
    await expect(page.getByRole('link', { name: 'Training' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subscription' })).toHaveCount(0);
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  });
});
