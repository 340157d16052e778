import { expect, test } from '@playwright/test';
import { AUTH_API, DEMO_OTP, expectNoAxeViolations, fillByKeyboard, signInWithKeyboard, tabTo, uniqueEmail } from './support';

test.describe('a forgotten password', () => {
  test.setTimeout(90_000);

  test('email -> reset code -> new password -> sign in, keyboard only', async ({ page, request }) => {
    // An account of its own (on Prism these calls just answer their examples).
    const email = uniqueEmail('reset');
    await request.post(`${AUTH_API}/auth/signup/`, { data: { email, password: 'Original-2026', account_type: 'personal' } });
    await request.post(`${AUTH_API}/auth/verifyOtp/`, { data: { email, otp: DEMO_OTP } });

    await page.goto('/sign-in');
    await tabTo(page, page.getByRole('link', { name: 'Forgot password?' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await fillByKeyboard(page, page.getByRole('textbox', { name: 'Email' }), email);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/verify-reset-code$/);
    await expect(page.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page);
    // The first box has focus on arrival, and the sixth digit submits the code.
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
    await page.keyboard.type(DEMO_OTP);

    await expect(page).toHaveURL(/\/new-password$/);
    await expectNoAxeViolations(page);
    await fillByKeyboard(page, page.getByRole('textbox', { name: 'New password', exact: true }), 'Changed-Pass-2026');
    await fillByKeyboard(page, page.getByRole('textbox', { name: 'Confirm new password' }), 'Changed-Pass-2026');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/sign-in\?notice=PasswordChanged$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed. Please sign in.' })).toBeVisible();
    await signInWithKeyboard(page, { email, password: 'Changed-Pass-2026' });
    await expect(page).not.toHaveURL(/\/sign-in/);
  });

  test('the reset pages without their earlier steps point back to the start', async ({ page }) => {
    await page.goto('/new-password');
    await expect(page.getByRole('alert')).toContainText('Your reset code has expired or was already used.');
    await expectNoAxeViolations(page);
    await page.goto('/verify-otp');
    await expect(page.getByRole('alert')).toContainText("We don't know which account to verify.");
  });
});
