/**
 * Payroll history (issue 14, item 3): a year of monthly salaries for two staff members (set up
 * through the API), then on the page: search a name, narrow to a period, page through it, correct
 * one payment and delete another for good (asked twice); the totals per month follow each change.
 * axe on the page, the edit dialog and the delete dialog, light and dark.
 */
import type { Page } from '@playwright/test';
import { businessCall, expect, test, watchPage } from './fixtures';
import { signIn } from './support';
import { expectAccessible } from './tools-support';

interface Created {
  id: number;
}

/** axe in light and dark. */
async function accessibleInBothThemes(page: Page): Promise<void> {
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];

test.describe('Payroll history', () => {
  test('search -> a period -> page -> edit one -> delete one for good; the totals per month follow', async ({
    ownerPage: page,
    owner,
  }) => {
    // 26 calls of set-up and axe six times (page, edit and delete dialogs, light and dark).
    test.slow();
    const tools = `/business/v1/${owner.businessId}/tools`;
    const business = await businessCall<{ locations: Created[] }>(owner, 'GET', `/business/v1/businesses/${owner.businessId}/`);
    const location = business.locations[0]!.id;
    const staff = async (first_name: string, last_name: string, phone_number: string) =>
      businessCall<Created>(owner, 'POST', `${tools}/members/`, {
        first_name,
        last_name,
        phone_number,
        email: `${first_name.toLowerCase()}.${Date.now()}@adirelagos.ng`,
        locations: [location],
        role: null,
      });
    const amaka = await staff('Amaka', 'Obi', '+2348031112233');
    const sola = await staff('Sola', 'Ade', '+2348034445566');
    const payroll = async (member: Created, amount: string) =>
      businessCall<Created>(owner, 'POST', `${tools}/payrolls/`, { staff: member.id, amount, description: 'Monthly salary' });
    const amakaPay = await payroll(amaka, '120000.00');
    const solaPay = await payroll(sola, '95000.00');
    // Twelve months of 2025 for each: 24 payments.
    for (const month of MONTHS) {
      for (const [entry, amount, name] of [
        [amakaPay, '120000.00', 'Amaka'],
        [solaPay, '95000.00', 'Sola'],
      ] as const) {
        await businessCall(owner, 'POST', `${tools}/payroll_histories/`, {
          payroll: entry.id,
          amount,
          date: `2025-${month}-25`,
          description: `${name}'s salary, 2025-${month}`,
        });
      }
    }

    await page.goto(`/b/${owner.businessId}/payroll-history`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll history' })).toBeVisible();
    await expect(page.getByText('24 payments', { exact: true })).toBeVisible();
    const totals = page.getByRole('table', { name: 'Paid per month' });
    await expect(totals.getByRole('row', { name: /^December 2025/ })).toContainText('₦215,000.00');
    await accessibleInBothThemes(page);

    // Search a name, then narrow to the second half of the year.
    await page.getByRole('searchbox').fill('amaka');
    await expect(page.getByText('12 payments found')).toBeVisible();
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('2025-07-01');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2025-12-31');
    await expect(page.getByText('6 payments found')).toBeVisible();
    await expect(page).toHaveURL(/search=amaka/);
    await expect(page).toHaveURL(/start_date=2025-07-01/);
    await expect(totals.getByRole('row', { name: /^Total, 6 months/ })).toContainText('₦720,000.00');
    await expect(totals.getByRole('row', { name: /^December 2025/ })).toContainText('₦120,000.00');

    // The whole year, both staff members: 24 payments over three pages of ten.
    await page.getByRole('searchbox').fill('');
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Any time' });
    await expect(page.getByText('24 payments', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Showing 11–20 of 24')).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText('Showing 1–10 of 24')).toBeVisible();

    // Correct Amaka's December payment: the month's total follows.
    await page.getByRole('button', { name: 'Actions for Amaka Obi, 25 Dec 2025' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the payment to Amaka Obi' });
    await expect(edit).toBeVisible();
    await accessibleInBothThemes(page);
    await edit.getByRole('textbox', { name: /^Amount/ }).fill('132000');
    await edit.getByRole('textbox', { name: /^Description/ }).fill('December salary with overtime');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('cell', { name: 'December salary with overtime' })).toBeVisible();
    await expect(totals.getByRole('row', { name: /^December 2025/ })).toContainText('₦227,000.00');

    // Delete Sola's December payment for good: asked twice, then gone from the list and totals.
    await page.getByRole('button', { name: 'Actions for Sola Ade, 25 Dec 2025' }).click();
    await page.getByRole('menuitem', { name: 'Delete for good' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete “Sola Ade, 25 Dec 2025” for good?' });
    const button = confirm.getByRole('button', { name: 'Delete for good' });
    await expect(button).toBeDisabled();
    await accessibleInBothThemes(page);
    await confirm.getByRole('checkbox', { name: 'I understand it is gone for good' }).check();
    await button.click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('23 payments', { exact: true })).toBeVisible();
    await expect(totals.getByRole('row', { name: /^December 2025/ })).toContainText('₦132,000.00');
    const left = await businessCall<{ count: number }>(
      owner,
      'GET',
      `${tools}/payroll_histories/?start_date=2025-12-01&end_date=2025-12-31`,
    );
    expect(left.count).toBe(1);
  });

  test('the accountant sees the history; the cashier has no menu entry and the URL says not allowed', async ({ page }) => {
    watchPage(page);
    await signIn(page, { email: 'accountant@ledgerly.ng', password: 'Passw0rd!' });
    await expect(page).toHaveURL(/\/b\/\d+/);
    await page.getByRole('link', { name: 'Payroll history' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll history' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Paid per month' })).toBeVisible();
    const businessPath = new URL(page.url()).pathname.replace(/\/payroll-history$/, '');

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, { email: 'cashier@ledgerly.ng', password: 'Passw0rd!' });
    await expect(page).toHaveURL(/\/b\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Payroll history' })).toHaveCount(0);
    await page.goto(`${businessPath}/payroll-history`);
    await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Payroll history' })).toHaveCount(0);
  });
});
