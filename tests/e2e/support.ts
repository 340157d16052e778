/**
 * Shared steps of the journeys. Every step uses the keyboard the way a keyboard-only user would
 * (Tab to a control, type, Enter/Space), so each journey also proves keyboard-only completion.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The auth service's base address (the sandbox's by default, as in .env.test). */
export const AUTH_API = process.env.E2E_AUTH_API ?? 'http://127.0.0.1:4001';
export const OWNER = { email: 'owner@ledgerly.ng', password: 'Passw0rd!' };
/** Any call to the eight services (their ports differ only in the last digit, openapi/README.md). */
export function backendCalls(): RegExp {
  const { hostname, port } = new URL(AUTH_API);
  return new RegExp(`^http://${hostname.replace(/\./g, '\\.')}:${port.slice(0, -1)}\\d/`);
}

export const PERSONAL = { email: 'personal@ledgerly.ng', password: 'Passw0rd!' };
export const DEMO_OTP = '123456';

/** Whether the backend is the stateful sandbox (its admin health call answers) rather than Prism. */
export async function isSandbox(): Promise<boolean> {
  try {
    const response = await fetch(`${AUTH_API}/__sandbox/health`);
    return response.ok;
  } catch {
    return false;
  }
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Waits until the page is still: two frames, so animations and transitions that start with the
 * last change have started, then every finite one to end (dialogs and toasts fade in, and text
 * measured mid-animation is half-transparent).
 */
export async function untilStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** axe-core on the page as it is now: no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    // The spec's viewport forbids user scaling (maximum-scale=1, user-scalable=no): the one rule it
    // makes us break. Text stays readable at 200% browser zoom instead.
    // Only violations are read: axe keeps one example of each passing rule instead of every node
    // (on the bulk transfer's 50 rows of fields that is most of the run's time). Before
    // disableRules: options() replaces what was set before it.
    .options({ resultTypes: ['violations'] })
    .disableRules(['meta-viewport'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Presses Tab until `target` has focus (at most `limit` times), the way a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement, undefined, { timeout: 2000 }).catch(() => false))
      return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Types into a field reached by keyboard. */
export async function fillByKeyboard(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Signs in on the sign-in page using only the keyboard. */
export async function signInWithKeyboard(page: Page, user: { email: string; password: string }): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await fillByKeyboard(page, page.getByRole('textbox', { name: 'Email' }), user.email);
  await fillByKeyboard(page, page.getByRole('textbox', { name: 'Password' }), user.password);
  await page.keyboard.press('Enter');
}

/** Opens sign-in and signs in as `user` (keyboard only). */
export async function signIn(page: Page, user: { email: string; password: string } = OWNER, path = '/sign-in'): Promise<void> {
  await page.goto(path);
  await signInWithKeyboard(page, user);
}

/**
 * After signing in, a business owner with several businesses chooses one (keyboard only); with a
 * remembered or single business the app goes straight to its dashboard.
 */
export async function chooseFirstBusiness(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/(businesses|b\/\d+)/);
  if (/\/businesses$/.test(new URL(page.url()).pathname)) {
    await expect(page.getByRole('heading', { level: 1, name: 'Your businesses' })).toBeVisible();
    const first = page.getByRole('main').getByRole('listitem').first().getByRole('link');
    await tabTo(page, first);
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/b\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
