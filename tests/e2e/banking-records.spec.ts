/**
 * Banking records (issue 16, decision 0028) as the seeded owner, on the personal naira account 1001:
 * transactions filtered by status, amount range and search (kept in the URL across a reload), a
 * transaction's detail with its receipt PDF; last month's statement adds up on screen (opening +
 * money in − money out = closing, in kobo), downloads as PDF and CSV and is e-mailed after the
 * address is confirmed; beneficiaries searched, and 'Send' opens the transfer flow with that
 * beneficiary chosen. axe light and dark on each page and the detail dialog.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { OWNER, signIn } from './support';
import { expectAccessible } from './tools-support';

const ACCOUNT = '/banking/accounts/personal/1001';

async function accessibleLightAndDark(page: Page): Promise<void> {
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  expect(path).toBeTruthy();
  return readFile(path);
}

/** '₦4,820,500.00' (or '-₦…') as kobo: the figures always carry two decimals. */
function minorOf(text: string): bigint {
  const digits = text.replace(/[^\d]/g, '');
  expect(digits, `a money figure in "${text}"`).toMatch(/^\d{3,}$/);
  return /[-−]/.test(text) ? -BigInt(digits) : BigInt(digits);
}

test('transactions filtered and kept in the URL, receipt, statement that adds up with PDF, CSV and e-mail, beneficiaries to Send', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/(businesses|b\/\d+)/);

  // Transactions: the monthly DStv debit (₦29,500.00), by status, amount range and search.
  await page.goto(`${ACCOUNT}/transactions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('successful');
  await page.getByRole('textbox', { name: 'Smallest amount' }).fill('29000');
  await page.getByRole('textbox', { name: 'Smallest amount' }).press('Enter');
  await page.getByRole('textbox', { name: 'Largest amount' }).fill('30000');
  await page.getByRole('textbox', { name: 'Largest amount' }).press('Enter');
  await page.getByRole('searchbox', { name: 'Search narration or reference' }).fill('dstv');
  await expect(page).toHaveURL(/search=dstv/);
  // The router writes a number-like string JSON-quoted (`min_amount=%2229000%22`): read it back as text.
  const params = [...new URL(page.url()).searchParams].map(([k, v]) => [k, v.replace(/^"(.*)"$/, '$1')]);
  expect(Object.fromEntries(params)).toMatchObject({
    status: 'successful',
    min_amount: '29000',
    max_amount: '30000',
    search: 'dstv',
  });
  const matching = page.getByText(/^\d+ matching transactions?$/);
  await expect(matching).toBeVisible();
  const count = Number((await matching.textContent())!.split(' ')[0]);
  expect(count).toBeGreaterThan(0);
  const rows = page.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: 'DStv' });
  await expect(rows).toHaveCount(Math.min(count, 20));

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('successful');
  await expect(page.getByRole('textbox', { name: 'Smallest amount' })).toHaveValue('29000');
  await expect(page.getByRole('textbox', { name: 'Largest amount' })).toHaveValue('30000');
  await expect(page.getByRole('searchbox', { name: 'Search narration or reference' })).toHaveValue('dstv');
  await expect(page.getByText(`${count} matching transaction${count === 1 ? '' : 's'}`)).toBeVisible();
  await accessibleLightAndDark(page);

  // Detail and receipt.
  await page
    .getByRole('button', { name: /^Actions for/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'View details and receipt' }).click();
  const detail = page.getByRole('dialog', { name: 'Money out' });
  await expect(detail.getByText('DStv Premium subscription')).toBeVisible();
  await expect(detail.getByText('−₦29,500.00', { exact: true })).toBeVisible();
  await accessibleLightAndDark(page);
  const reference = (await detail.locator('dd .font-mono').textContent())!.trim();
  expect(reference).toMatch(/^[A-Z]{3}-\d{8}-[A-Z0-9]+$/);
  const receiptDownload = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Download receipt (PDF)' }).click();
  const receipt = await receiptDownload;
  expect(receipt.suggestedFilename()).toBe(`Transaction-${reference}.pdf`);
  expect((await bytesOf(receipt)).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Statement for last month: the figures on screen add up to the kobo.
  await page.getByRole('link', { name: 'Statement', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statement' })).toBeVisible();
  await page.getByRole('group', { name: 'Periods' }).getByRole('button', { name: 'Last month' }).click();
  await expect(page.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/start_date=\d{4}-\d{2}-01/);
  const opening = minorOf((await page.getByTestId('opening-balance').textContent())!);
  const credits = minorOf((await page.getByTestId('total-credit').textContent())!);
  const debits = minorOf((await page.getByTestId('total-debit').textContent())!);
  const closing = minorOf((await page.getByTestId('closing-balance').textContent())!);
  expect(credits).toBeGreaterThan(0n);
  expect(debits).toBeGreaterThan(0n);
  expect(opening + credits - debits).toBe(closing);
  await expect(page.getByTestId('statement-check')).toHaveText(/^Adds up/);
  await accessibleLightAndDark(page);

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^Statement-\d+-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await bytesOf(pdf)).subarray(0, 4).toString('latin1')).toBe('%PDF');

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^Statement-\d+-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await bytesOf(csv))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe(
    'date,reference,type,status,counterparty,counterparty_account,counterparty_bank,narration,amount,fee,balance_after,currency',
  );
  expect(lines.filter((line) => /^\d{4}-\d{2}-\d{2}T/.test(line)).length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'E-mail statement' }).click();
  const email = page.getByRole('dialog');
  await expect(email.getByLabel(/Send to/)).toHaveValue(OWNER.email);
  await email.getByRole('button', { name: 'Continue' }).click();
  await expect(email.getByTestId('confirm-email')).toHaveText(OWNER.email);
  await email.getByRole('button', { name: 'Send statement' }).click();
  await expect(page.getByText(/will arrive by email at/)).toBeVisible();
  await expect(email).toBeHidden();

  // Beneficiaries: search narrows the list; Send opens the transfer with the beneficiary chosen.
  await page.goto('/banking/beneficiaries?account=personal:1001');
  const sends = page.getByRole('link', { name: /^Send money to / });
  await expect(sends.first()).toBeVisible();
  const all = await sends.count();
  expect(all).toBeGreaterThan(1);
  const name = (await sends.last().getAttribute('aria-label'))!.replace('Send money to ', '');
  await accessibleLightAndDark(page);
  await page.getByRole('searchbox', { name: 'Search beneficiaries' }).fill(name);
  await expect(sends).not.toHaveCount(all);
  await expect(page.getByRole('link', { name: `Send money to ${name}` })).toBeVisible();
  await page
    .getByRole('link', { name: `Send money to ${name}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/banking\/transfer\?from=personal%3A1001&to=\d+/);
  await expect(page.getByText('Step 2 of 6')).toBeVisible();
  await expect(page.getByTestId('preselected-beneficiary')).toHaveText(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Amount' })).toBeFocused();
});
