/**
 * Reports (issue 14, items 4 to 6): a fresh business with a sale, an expense and two payroll
 * payments made through the API; the dashboard's 'Payroll paid' card opens the payroll report for
 * the same period, which lists the payments; each report type renders for the last 12 months and
 * its CSV (the server's, parsed) has the same totals as the page; axe light and dark. The demo
 * cashier gets 'no access' from the URL, with no menu entry.
 */
import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { businessCall, expect, test } from './fixtures';
import { BUSINESS_API, expectAccessible, signInTo } from './tools-support';
import { phoneChecks, phoneFailures } from './phone-checks';
import { uniqueEmail } from './support';

interface Created {
  id: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const TODAY = iso(new Date());
const TWO_MONTHS_AGO = iso(new Date(new Date().getFullYear(), new Date().getMonth() - 2, 10));

const TYPES = ['Sales', 'Profit and loss', 'Expenses', 'Inventory', 'Payroll', 'Debtors'] as const;

/** A shown amount ('₦240,000.00', '-₦5,000.00') as the contract writes it ('240000.00'). */
const plain = (shown: string) => shown.replace(/[^\d.-]/g, '');

/** The totals on the page: label -> amount as the contract writes it. */
async function pageTotals(page: Page): Promise<Record<string, string>> {
  const totals = page.getByRole('region', { name: 'Totals' });
  const labels = await totals.locator('dt').allTextContents();
  const amounts = await totals.locator('dd').allTextContents();
  return Object.fromEntries(labels.map((label, i) => [label, plain(amounts[i]!)]));
}

/** The downloaded CSV (`label,amount`, the totals last): its last `count` lines as label -> amount. */
async function csvTotals(page: Page, button: Locator, count: number): Promise<Record<string, string>> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  const lines = text.trimEnd().split(/\r\n/);
  expect(lines[0]).toBe('label,amount');
  return Object.fromEntries(
    lines.slice(-count).map((line) => {
      const comma = line.lastIndexOf(',');
      return [line.slice(0, comma), line.slice(comma + 1)];
    }),
  );
}

async function accessibleInBothThemes(page: Page): Promise<void> {
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

test.describe('Reports', () => {
  test('dashboard card -> payroll report with the payments -> every report for 12 months, CSV totals = page totals; axe', async ({
    ownerPage: page,
    owner,
  }) => {
    const base = `/business/v1/${owner.businessId}`;
    const business = await businessCall<{ locations: Created[] }>(owner, 'GET', `/business/v1/businesses/${owner.businessId}/`);
    const location = business.locations[0]!.id;
    const member = await businessCall<Created>(owner, 'POST', `${base}/tools/members/`, {
      first_name: 'Chiamaka',
      last_name: 'Nwosu',
      email: uniqueEmail('reports-staff'),
      locations: [location],
    });
    const payroll = await businessCall<Created>(owner, 'POST', `${base}/tools/payrolls/`, {
      staff: member.id,
      amount: '120000.00',
    });
    for (const date of [TWO_MONTHS_AGO, TODAY]) {
      await businessCall(owner, 'POST', `${base}/tools/payroll_histories/`, { payroll: payroll.id, amount: '120000.00', date });
    }
    const category = await businessCall<Created>(owner, 'POST', `${base}/tools/expense_categories/`, { name: 'Shop rent' });
    await businessCall(owner, 'POST', `${base}/tools/expenses/`, {
      name: 'Rent',
      amount: '50000.00',
      expense_date: TODAY,
      category: category.id,
    });
    const item = await businessCall<Created>(owner, 'POST', `${base}/tools/inventories/`, {
      name: 'Ankara fabric',
      type: 'product',
      unit_price: '15000.00',
      cost_price: '9000.00',
      quantity: 10,
    });
    const customer = await businessCall<Created>(owner, 'POST', `${base}/tools/customers/`, {
      name: 'Grace Boutique',
      type: 'individual',
    });
    const invoice = await businessCall<Created>(owner, 'POST', `${base}/tools/invoices/`, {
      customer: customer.id,
      title: 'Lace bundle',
      sale_date: TODAY,
      items: [{ inventory: item.id, quantity: 2, unit_price: '15000.00' }],
    });
    // A receipt needs its Idempotency-Key (one key per payment attempt).
    const receipt = await fetch(`${BUSINESS_API}${base}/tools/receipts/`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${owner.token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify({ invoice: invoice.id, amount: '10000.00', payment_method: 'transfer', date: TODAY }),
    });
    expect(receipt.status).toBe(201);

    // The dashboard's card opens the matching report for the same period (the last 12 months).
    await page.reload();
    const card = page.getByRole('region', { name: 'Payroll paid' });
    await card.getByRole('link', { name: /Open the payroll report/ }).click();
    await expect(page).toHaveURL(/type=payroll/);
    await expect(page).toHaveURL(/period=last-12-months/);
    await expect(page.getByRole('heading', { level: 2, name: 'Payroll report' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Chiamaka Nwosu' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText('₦240,000.00');
    await expect(page.getByRole('list', { name: 'Payroll report by month' }).getByRole('listitem')).toHaveCount(12);

    // Every type for the last 12 months: the CSV's totals are the page's.
    const report = page.getByRole('combobox', { name: 'Report' });
    for (const type of TYPES) {
      await report.selectOption({ label: type });
      await expect(page.getByRole('heading', { level: 2, name: `${type} report` })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Totals' }).locator('dd').first()).toBeVisible();
      const shown = await pageTotals(page);
      expect(Object.keys(shown).length, type).toBeGreaterThan(0);
      const csv = await csvTotals(page, page.getByRole('button', { name: 'Download CSV' }), Object.keys(shown).length);
      expect(csv, type).toEqual(shown);
    }
    await expect(page.getByRole('rowheader', { name: 'Grace Boutique' })).toBeVisible(); // the debtors report, last

    // Profit and loss beside the previous period, axe light and dark.
    await report.selectOption({ label: 'Profit and loss' });
    await page.getByRole('checkbox', { name: 'Compare with the previous period' }).check();
    await expect(page).toHaveURL(/compare=true/);
    const compared = page.getByRole('region', { name: /^Compared with/ });
    await expect(compared.getByRole('listitem').filter({ hasText: 'Net profit' })).toBeVisible();
    await expect(compared.getByRole('listitem').filter({ hasText: 'Expenses' })).toContainText('New');
    await expect(page.locator('[aria-hidden="true"] svg.recharts-surface')).toBeVisible();
    await accessibleInBothThemes(page);

    // A custom range over 366 days is refused at the field.
    await page.getByRole('combobox', { name: 'Period' }).selectOption('custom');
    await page.getByLabel('First day').fill('2020-01-01');
    await page.getByRole('button', { name: 'Show report' }).click();
    await expect(page.getByText(/A report covers at most 366 days/)).toBeVisible();

    // On a phone: no word wraps inside itself, no money cut, 44 px targets (with the comparison).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('combobox', { name: 'Period' }).selectOption('last-12-months');
    const failures: string[] = [];
    for (const type of ['Profit and loss', 'Expenses', 'Sales'] as const) {
      await report.selectOption({ label: type });
      await expect(
        page
          .getByRole('region', { name: /^Compared with/ })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
      failures.push(...phoneFailures(type, await phoneChecks(page)));
    }
    expect(failures).toEqual([]);
  });

  test('the cashier has no reports: no menu entry, and the URL says no access', async ({ page }) => {
    await signInTo(page, { email: 'cashier@ledgerly.ng', password: 'Passw0rd!' }, 12);
    await expect(page.getByRole('link', { name: 'Reports' })).toHaveCount(0);
    await page.goto('/b/12/reports?type=sales');
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reports' })).toHaveCount(0);
  });
});
