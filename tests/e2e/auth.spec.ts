import { expect, test } from '@playwright/test';
import { OWNER, chooseFirstBusiness, expectNoAxeViolations, isSandbox, signIn, signInWithKeyboard, tabTo } from './support';

test.describe('sign in and out', () => {
  test.setTimeout(60_000);

  test('sign in -> protected page -> sign out, keyboard only', async ({ page }) => {
    await page.goto('/sign-in');
    await expectNoAxeViolations(page);
    await signInWithKeyboard(page, OWNER);

    // The owner chooses a business (or goes straight to the one they used last).
    await chooseFirstBusiness(page);
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Open the user menu and sign out with the keyboard.
    const account = page.getByRole('button', { name: /^Account:/ });
    await tabTo(page, account);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('ledgerly.session'))).toBeNull();

    // Signed out for real: a protected page sends us back to sign-in.
    await page.goto('/vault');
    await expect(page).toHaveURL(/\/sign-in\?/);
  });

  test('a protected URL signed out -> sign-in with SessionRequired -> back to that URL', async ({ page }) => {
    await page.goto('/vault');
    await expect(page).toHaveURL(/\/sign-in\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('error')).toBe('SessionRequired');
    expect(url.searchParams.get('redirect')).toBe('/vault');
    await expect(page.getByRole('alert')).toHaveText('Please sign in to continue.');
    await expectNoAxeViolations(page);

    await signInWithKeyboard(page, OWNER);
    await expect(page).toHaveURL(/\/vault$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vault' })).toBeVisible();
  });

  test('the page to return to must be same-origin (no open redirect)', async ({ page }) => {
    await signIn(page, OWNER, '/sign-in?redirect=https%3A%2F%2Fevil.example%2Fphish');
    await expect(page).toHaveURL(/\/(businesses|b\/\d+)/);
    const origin = new URL(page.url()).origin;

    await page.goto('/sign-in?redirect=%2F%2Fevil.example');
    // Already signed in: sent on, and never off-site.
    await expect(page).not.toHaveURL(/\/sign-in/);
    expect(new URL(page.url()).origin).toBe(origin);
  });

  test('a wrong password shows the server message in place and keeps the email', async ({ page }) => {
    test.skip(!(await isSandbox()), 'needs the sandbox backend (Prism signs in any password)');
    await page.goto('/sign-in');
    await signInWithKeyboard(page, { email: OWNER.email, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(OWNER.email);
  });

  test('empty fields are explained at each field', async ({ page }) => {
    await page.goto('/sign-in');
    await tabTo(page, page.getByRole('button', { name: 'Sign in' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  });
});
