/**
 * Invoices (issue 13, items 2, 5, 6 and 8): invoices made through the API show on the list with
 * their amount due; the state filter and the search narrow it (kept in the URL); the detail page
 * shows the figures; the PDF downloads and its text holds the number and the amount due with ₦;
 * cancelling an unpaid invoice asks first and puts its stock back. axe on the list, the detail
 * page and the remove modal, light and dark.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readPdfText } from '../../src/lib/pdf/testing/pdf-text';
import { businessCall, expect, test, type Owner } from './fixtures';
import { expectAccessible } from './tools-support';

interface Created {
  id: number;
}
interface CreatedInvoice extends Created {
  number: string;
  total_amount_due: string;
}

const TODAY = new Date().toISOString().slice(0, 10);

/** axe in light and dark. */
async function accessibleInBothThemes(page: Page): Promise<void> {
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

async function setUp(owner: Owner) {
  const tools = `/business/v1/${owner.businessId}/tools`;
  const customer = await businessCall<Created>(owner, 'POST', `${tools}/customers/`, {
    name: 'Chidi Okafor',
    type: 'individual',
  });
  const item = await businessCall<Created>(owner, 'POST', `${tools}/inventories/`, {
    name: 'Ankara fabric (6 yards)',
    unit_price: '12500',
    cost_price: '8000',
    quantity: 10,
    unit: 'piece',
  });
  const raise = (title: string, quantity: number, state?: 'draft') =>
    businessCall<CreatedInvoice>(owner, 'POST', `${tools}/invoices/`, {
      customer: customer.id,
      title,
      sale_date: TODAY,
      due_date: TODAY,
      items: [{ inventory: item.id, quantity, unit_price: '12500.00' }],
      vat: '7.5',
      ...(state ? { state } : {}),
    });
  const wedding = await raise('Wedding outfits for the Okafor family', 2);
  const draft = await raise('Aso-ebi still to confirm', 1, 'draft');
  return { tools, item, wedding, draft };
}

test.describe('Invoices', () => {
  test('list with amount due -> filter by state and search -> detail figures -> PDF with ₦ -> cancel returns the stock', async ({
    ownerPage: page,
    owner,
  }) => {
    const { tools, item, wedding, draft } = await setUp(owner);
    const stocked = await businessCall<{ quantity: number }>(owner, 'GET', `${tools}/inventories/${item.id}/`);
    expect(stocked.quantity).toBe(8);

    // The list: both invoices, the amount due (25,000 + 7.5 % VAT) as the total.
    await page.goto(`/b/${owner.businessId}/invoices`);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    const weddingRow = page.getByRole('row', { name: new RegExp(wedding.number) });
    await expect(weddingRow).toContainText('₦26,875.00');
    await expect(page.getByRole('row', { name: new RegExp(draft.number) })).toBeVisible();
    await accessibleInBothThemes(page);

    // Filter by state (behind the Filters button): drafts only, kept in the URL.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Status').selectOption('draft');
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(page).toHaveURL(/state=draft/);
    await expect(page.getByRole('row', { name: new RegExp(wedding.number) })).toHaveCount(0);
    await expect(page.getByRole('row', { name: new RegExp(draft.number) })).toBeVisible();
    await page.getByLabel('Status').selectOption('');
    // Search by title.
    await page.getByRole('searchbox').fill('wedding');
    await expect(page).toHaveURL(/search=wedding/);
    await expect(page.getByRole('row', { name: new RegExp(draft.number) })).toHaveCount(0);
    await expect(weddingRow).toBeVisible();

    // The detail page: the figures.
    await weddingRow.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${wedding.number}` })).toBeVisible();
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals).toContainText('₦25,000.00');
    await expect(totals).toContainText('₦1,875.00');
    await expect(totals).toContainText('₦26,875.00');
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await accessibleInBothThemes(page);

    // The PDF: made on demand, its text holds the number and the amount due with ₦.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = new Uint8Array(await readFile(await download.path()));
    const text = (await readPdfText(bytes)).pages.join('\n');
    expect(text).toContain(wedding.number);
    expect(text).toContain('₦26,875.00');

    // Cancel: asked first (axe on the modal), then the stock is back.
    await page.getByRole('button', { name: 'Cancel invoice' }).click();
    const modal = page.getByRole('alertdialog');
    await expect(modal).toContainText(`Cancel invoice ${wedding.number}`);
    await accessibleInBothThemes(page);
    await modal.getByRole('button', { name: 'Cancel invoice' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText(/back in stock/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Cancelled');
    const after = await businessCall<{ quantity: number }>(owner, 'GET', `${tools}/inventories/${item.id}/`);
    expect(after.quantity).toBe(10);
  });
});
