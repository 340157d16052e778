/**
 * Set-up for the business-tools journeys: a fresh user (signed up and verified through the auth
 * contract, with a name so no username modal shows) who owns a fresh business, so tests never
 * share state. Calls go straight to the sandbox; the journeys themselves run in the UI.
 */
import { expect, type Page } from '@playwright/test';
import { AUTH_API, DEMO_OTP, expectNoAxeViolations, uniqueEmail, untilStill } from './support';

/** The business service's base address (the sandbox's: the auth port + 3, openapi/README.md). */
export const BUSINESS_API = AUTH_API.replace(/\d$/, (digit) => String(Number(digit) + 3));

export const PASSWORD = 'Lagos2026!';

export interface TestUser {
  email: string;
  password: string;
  token: string;
}

async function call<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signs up, verifies with the demo code and sets a full name: a business account ready to sign in. */
export async function createUser(prefix: string, name = 'Test Owner'): Promise<TestUser> {
  const email = uniqueEmail(prefix);
  await call(`${AUTH_API}/auth/signup/`, {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD, account_type: 'business' }),
  });
  const session = await call<{ access_token: string }>(`${AUTH_API}/auth/verifyOtp/`, {
    method: 'POST',
    body: JSON.stringify({ email, otp: DEMO_OTP }),
  });
  await call(`${AUTH_API}/auth/createUsername?username=${encodeURIComponent(name)}`, { token: session.access_token });
  return { email, password: PASSWORD, token: session.access_token };
}

/** A business owned by `owner`, with one location; returns its id. */
export async function createBusiness(owner: TestUser, name = 'Adire Lagos Ltd'): Promise<number> {
  const categories = await call<{ id: number }[]>(`${BUSINESS_API}/business/v1/categories`, { token: owner.token });
  const business = await call<{ id: number }>(`${BUSINESS_API}/business/v1/businesses/`, {
    method: 'POST',
    token: owner.token,
    body: JSON.stringify({
      name,
      category: categories[0]!.id,
      currency: 'NGN',
      email: owner.email,
      phone_number: '08031234567',
      address: '14 Balogun Street, Lagos Island',
      location: { name: 'Balogun shop', address: '14 Balogun Street', phone_number: '+2348031234567' },
    }),
  });
  return business.id;
}

/** Signs `user` in through the sign-in page and opens business `businessId`. */
export async function signInTo(page: Page, user: Pick<TestUser, 'email' | 'password'>, businessId: number): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/(businesses|b\/\d+)/);
  await page.goto(`/b/${businessId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** A 500-character string (the long-text case of the hostile inputs). */
export const LONG_TEXT = `${'Long name '.repeat(49)}end of it`.slice(0, 500);

/**
 * Closes every toast (its own close button) and waits until none is on screen. A toast times out on
 * its own clock: one fading out while axe measures colour contrast fails the check at random. The
 * button is clicked through the DOM (a click, no pointerdown), so an open dialog does not take it
 * for a click outside and close. Assert a toast's text before checking the page.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  await toasts.locator('[data-close-button]').evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click();
  });
  await expect(toasts).toHaveCount(0);
}

/**
 * axe once the page is still: dialogs and toasts fade in, and axe measures colour contrast on
 * half-transparent text mid-animation. Waits for every finite animation to end first.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await dismissToasts(page);
  await untilStill(page);
  await expectNoAxeViolations(page);
}

/**
 * Opens a row's actions menu ('Actions for {name}') and chooses `action`. The menu is opened
 * again if it closed before its item could be pressed: a list refreshing, or a toast leaving
 * (sonner hands focus back as it goes), can close a menu opened in that instant.
 */
export async function rowAction(page: Page, name: string, action: string, { exact = true } = {}): Promise<void> {
  const item = page.getByRole('menuitem', { name: action, exact });
  await expect(async () => {
    if (!(await item.first().isVisible())) await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
    await expect(item.first()).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await item.first().click();
}
