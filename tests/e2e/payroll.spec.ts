/**
 * Payroll (issue 14, items 1, 2 and 6): add payroll for a new staff member through the form ->
 * pay them (the amount defaults to their pay) -> the row shows paid this month -> a second payment
 * asks 'Already paid this month: pay again?' -> Pay all shows the others and the total, one payment
 * is committed but its answer lost, it is retried alone -> the sandbox holds exactly one payment per
 * entry (nothing paid twice, no duplicate submission). axe on the page and each dialog, light and
 * dark. Then the permissions: the demo accountant has Payroll, the demo cashier neither sees it nor
 * reaches it by URL (no payroll call is made).
 */
import type { Page } from '@playwright/test';
import { AUTH_API, isSandbox } from './support';
import { BUSINESS_API, expectAccessible } from './tools-support';
import { businessCall, expect, injectFault, test, watchPage } from './fixtures';

interface Created {
  id: number;
}

interface PayrollRow extends Created {
  amount: string;
  paid_this_month: string;
  staff: { first_name: string };
}

const HISTORIES = '/business/v1/{businessId}/tools/payroll_histories/';

/** axe in light and dark. */
async function accessibleInBothThemes(page: Page): Promise<void> {
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

async function openRowMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
}

test.describe('Payroll', () => {
  test.setTimeout(120_000);

  test('add payroll -> pay -> paid this month -> asked before paying twice -> Pay all with a lost answer retried alone', async ({
    ownerPage: page,
    owner,
  }) => {
    const tools = `/business/v1/${owner.businessId}/tools`;
    const places = await businessCall<Created[] | { results: Created[] }>(owner, 'GET', `${tools}/locations/`);
    const location = (Array.isArray(places) ? places : places.results)[0]!.id;
    const member = (first_name: string, last_name: string) =>
      businessCall<Created>(owner, 'POST', `${tools}/members/`, {
        first_name,
        last_name,
        email: `${first_name.toLowerCase()}.${Date.now()}@example.com`,
        locations: [location],
      });
    const amaka = await member('Amaka', 'Obi');
    const bayo = await member('Bayo', 'Adewale');
    const chioma = await member('Chioma', 'Eze');
    await businessCall(owner, 'POST', `${tools}/payrolls/`, { staff: bayo.id, amount: '150000.00', description: 'Driver' });
    await businessCall(owner, 'POST', `${tools}/payrolls/`, { staff: chioma.id, amount: '90000.00', description: 'Cleaner' });

    await page.goto(`/b/${owner.businessId}/payroll`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
    await expect(page.getByText('2 payroll entries', { exact: true })).toBeVisible();

    // Add payroll for the new staff member: the rules first, then the save.
    await page.getByRole('button', { name: 'Add payroll' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add payroll' });
    await form.getByRole('button', { name: 'Add payroll' }).click();
    await expect(form.getByText('Choose a staff member')).toBeVisible();
    await expect(form.getByText('Amount is required')).toBeVisible();
    await accessibleInBothThemes(page);
    const staff = form.getByRole('combobox', { name: 'Staff member' });
    await staff.fill('Amaka');
    await page.getByRole('option', { name: 'Amaka Obi' }).click();
    await form.getByRole('textbox', { name: /Monthly pay/ }).fill('200000');
    await form.getByRole('textbox', { name: 'Description' }).fill('Sales attendant');
    await form.getByRole('button', { name: 'Add payroll' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByText('Payroll added')).toBeVisible();
    await expect(page.getByText('3 payroll entries', { exact: true })).toBeVisible();
    const amakaRow = page.getByRole('row').filter({ hasText: 'Amaka Obi' });
    await expect(amakaRow.getByText('Not paid')).toBeVisible();

    // Pay: the amount defaults to the monthly pay; the row then shows it paid this month.
    await openRowMenu(page, 'Amaka Obi');
    await page.getByRole('menuitem', { name: 'Pay' }).click();
    let pay = page.getByRole('dialog', { name: 'Pay “Amaka Obi”' });
    await expect(pay.getByRole('textbox', { name: /Amount/ })).toHaveValue(/200,?000(\.00)?/);
    await accessibleInBothThemes(page);
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await expect(pay).toHaveCount(0);
    await expect(page.getByText('Payment recorded')).toBeVisible();
    await expect(amakaRow.getByText('Paid', { exact: true })).toBeVisible();
    await expect(amakaRow.locator('[data-slot="paid-this-month"]')).toContainText('₦200,000.00');

    // A second payment this month asks first; Cancel pays nothing.
    await openRowMenu(page, 'Amaka Obi');
    await page.getByRole('menuitem', { name: 'Pay' }).click();
    pay = page.getByRole('dialog', { name: 'Pay “Amaka Obi”' });
    await pay.getByRole('button', { name: 'Record payment' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Already paid this month: pay again?' });
    await expect(ask).toBeVisible();
    await accessibleInBothThemes(page);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toHaveCount(0);
    await pay.getByRole('button', { name: 'Cancel' }).click();
    await expect(pay).toHaveCount(0);

    // Pay all: the two not yet paid and their total first.
    await page.getByRole('button', { name: 'Pay all (2)' }).click();
    const all = page.getByRole('dialog', { name: /^Pay all for / });
    const payments = all.getByRole('list', { name: 'Payments' }).getByRole('listitem');
    await expect(payments).toHaveCount(2);
    await expect(payments.nth(0)).toContainText('Bayo Adewale');
    await expect(payments.nth(1)).toContainText('Chioma Eze');
    await expect(all.getByRole('region', { name: 'Total' })).toContainText('₦240,000.00');
    await accessibleInBothThemes(page);

    // Bayo's payment is recorded but its answer is lost (headers, then the body cut short): it
    // shows failed, Chioma's is paid anyway. The sandbox's history below must hold exactly one
    // payment per member.
    await injectFault(page, 'POST', HISTORIES, 'after');
    await all.getByRole('button', { name: 'Pay 2 staff members' }).click();
    await expect(all.getByText(/^1 paid, 1 failed\./).first()).toBeVisible();
    await expect(payments.nth(0)).toHaveAttribute('data-status', 'failed');
    await expect(payments.nth(1)).toHaveAttribute('data-status', 'paid');
    await accessibleInBothThemes(page);

    // Retry Bayo alone: the same Idempotency-Key answers the first payment.
    await all.getByRole('button', { name: 'Retry paying Bayo Adewale' }).click();
    await expect(payments.nth(0)).toHaveAttribute('data-status', 'paid');
    await expect(payments.nth(1)).toHaveAttribute('data-status', 'paid');
    await all.getByRole('button', { name: 'Done' }).click();
    await expect(all).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay all', exact: true })).toBeVisible();
    await expect(page.locator('[data-slot="paid-this-month-total"]')).toHaveText('₦440,000.00');

    // The sandbox's history: exactly one payment per entry, each of its pay.
    const { results: history } = await businessCall<{ count: number; results: { payroll: number; amount: string }[] }>(
      owner,
      'GET',
      `${tools}/payroll_histories/?page_size=100`,
    );
    expect(history).toHaveLength(3);
    const payrolls = await businessCall<PayrollRow[]>(owner, 'GET', `${tools}/payrolls/`);
    expect(new Set(history.map((row) => row.payroll)).size).toBe(3);
    for (const row of payrolls) {
      expect(row.paid_this_month, row.staff.first_name).toBe(row.amount);
    }
    expect(amaka.id).toBeGreaterThan(0);

    // On a phone: cards with the paid figures.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText('This year').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('payroll-phone.png'), fullPage: true });
  });

  test('the demo accountant has Payroll; the demo cashier has no menu entry and the URL answers no access', async ({ page }) => {
    test.skip(!(await isSandbox()), 'needs the sandbox backend and its demo staff');
    watchPage(page);
    async function signIn(email: string): Promise<number> {
      const response = await fetch(`${AUTH_API}/auth/signin/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'Passw0rd!' }),
      });
      const session = (await response.json()) as { access_token: string };
      const list = await fetch(`${BUSINESS_API}/business/v1/businesses/`, {
        headers: { Authorization: `Bearer ${session.access_token}` },
      });
      const body = (await list.json()) as Created[] | { results: Created[] };
      const businessId = (Array.isArray(body) ? body : body.results)[0]!.id;
      await page.goto('/sign-in');
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('textbox', { name: 'Password' }).fill('Passw0rd!');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/(businesses|b\/\d+)/);
      return businessId;
    }

    const accountantBusiness = await signIn('accountant@ledgerly.ng');
    await page.goto(`/b/${accountantBusiness}/payroll`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payroll', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay all/ })).toBeVisible();
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    const cashierBusiness = await signIn('cashier@ledgerly.ng');
    await page.goto(`/b/${cashierBusiness}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Payroll', exact: true })).toHaveCount(0);
    const payrollCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/tools\/payrolls\//.test(request.url())) payrollCalls.push(request.url());
    });
    await page.goto(`/b/${cashierBusiness}/payroll`);
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toHaveCount(0);
    expect(payrollCalls, 'no payroll call for a member without Payroll view').toEqual([]);
  });
});
