import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { businessCall, expect, expectInert, test } from './fixtures';
import { BUSINESS_API, expectAccessible } from './tools-support';

type Item = {
  id: number;
  name: string;
  type: string;
  unit_price: string;
  cost_price: string;
  quantity: number;
  tags: string[];
  barcode_number: string | null;
  categories: string[];
  low_stock_threshold: number | null;
  description: string | null;
};
type Page1 = { count: number; results: Item[] };

/** A 1x1 PNG, enough for the sandbox to store as an item's picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('inventory: CSV and the marketplace', () => {
  test.setTimeout(120_000);

  async function openInventory(page: Page) {
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Inventory' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  }

  test('CSV: export -> the same file finds every item a duplicate -> the file with new names creates them unchanged; axe light and dark', async ({
    ownerPage: page,
    owner,
  }) => {
    const path = `/business/v1/${owner.businessId}/tools/inventories/`;
    const originals = [
      {
        name: 'Ankara tote',
        unit_price: '12500.50',
        cost_price: '8000',
        quantity: 24,
        tags: ['PCS'],
        barcode_number: '5901234123457',
        categories: ['Bags', 'Fabric'],
        low_stock_threshold: 5,
        description: 'Lined, with a "zip" pocket',
      },
      {
        name: '=SUM(A1:A2) oil',
        unit_price: '2500',
        cost_price: '1800.25',
        quantity: 0,
        tags: ['PCS'],
        barcode_number: null,
        categories: [],
        low_stock_threshold: null,
        description: null,
      },
      {
        name: 'Tailoring',
        type: 'service',
        unit_price: '15000',
        cost_price: '0',
        quantity: 0,
        tags: ['PCS'],
        barcode_number: null,
        categories: ['Services'],
        low_stock_threshold: null,
        description: null,
      },
    ];
    for (const body of originals) await businessCall(owner, 'POST', path, body);

    await openInventory(page);
    await expect(page.getByText('3 items', { exact: true })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^inventory-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = await readFile(await download.path(), 'utf8');
    expect(exported.split('\r\n')[0]).toBe(
      '\uFEFFname,type,quantity,unit,selling_price,cost_price,barcode,description,categories,low_stock_alert',
    );
    // The formula is guarded for spreadsheets.
    expect(exported).toContain("'=SUM(A1:A2) oil");

    const dialog = page.getByRole('dialog', { name: 'Import items' });
    async function importFile(name: string, text: string) {
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
      await expect(dialog.getByRole('heading', { name: 'Match the columns' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Check rows' }).click();
    }

    // The same file again: every row is an item already in stock, skipped by default.
    await importFile('inventory.csv', exported);
    await expect(dialog.getByText('0 to create, 0 to update, 3 skipped, 0 invalid.')).toBeVisible();
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);

    // The same file with new names and barcodes: three new items, everything else as exported.
    const copies = exported
      .replace('Ankara tote', 'Copy tote')
      .replace('=SUM(A1:A2) oil', '=SUM(A1:A2) copy')
      .replace('Tailoring', 'Copy tailoring')
      .replace('5901234123457', '4006381333931');
    await importFile('copies.csv', copies);
    await expect(dialog.getByText('3 to create, 0 to update, 0 skipped, 0 invalid.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 3 items' }).click();
    const report = dialog.getByRole('region', { name: 'Import report' });
    await expect(report.getByText('Created').locator('xpath=following-sibling::*[1]')).toHaveText('3');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await expect(page.getByText('6 items', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Copy tote' })).toBeVisible();
    await expect(page.getByRole('link', { name: '=SUM(A1:A2) copy' })).toBeVisible();

    const all = await businessCall<Page1>(owner, 'GET', `${path}?page_size=50`);
    const byName = new Map(all.results.map((item) => [item.name, item]));
    const pick = (item: Item | undefined) =>
      item && {
        unit_price: item.unit_price,
        cost_price: item.cost_price,
        quantity: item.quantity,
        tags: item.tags,
        categories: item.categories,
        low_stock_threshold: item.low_stock_threshold,
        description: item.description,
        type: item.type,
      };
    expect(pick(byName.get('Copy tote'))).toEqual(pick(byName.get('Ankara tote')));
    expect(byName.get('Copy tote')?.barcode_number).toBe('4006381333931');
    expect(pick(byName.get('=SUM(A1:A2) copy'))).toEqual(pick(byName.get('=SUM(A1:A2) oil')));
    expect(pick(byName.get('Copy tailoring'))).toEqual(pick(byName.get('Tailoring')));
    await expectInert(page);
  });

  test('publish an item with a picture -> its page shows the marketplace listing and rating; axe light and dark', async ({
    ownerPage: page,
    owner,
  }) => {
    const path = `/business/v1/${owner.businessId}/tools/inventories/`;
    const item = await businessCall<Item>(owner, 'POST', path, {
      name: 'Adire scarf',
      unit_price: '7500',
      cost_price: '4000',
      quantity: 12,
      description: 'Indigo, hand-dyed in Abeokuta',
    });
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'scarf.png');
    const upload = await fetch(`${BUSINESS_API}${path}${item.id}/images/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.token}` },
      body: form,
    });
    expect(upload.ok, `image upload: ${upload.status}`).toBe(true);

    await openInventory(page);
    await page.getByRole('link', { name: 'Adire scarf' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Adire scarf' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'On the marketplace' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('“Adire scarf” is on the marketplace')).toBeVisible();

    const market = page.getByRole('region', { name: 'On the marketplace' });
    await expect(market.getByText('Listed as')).toBeVisible();
    await expect(market.getByText('₦7,500.00')).toBeVisible();
    await expect(market.getByText('In stock')).toBeVisible();
    await expect(market.getByRole('img', { name: 'Adire scarf as buyers see it' })).toBeVisible();
    await expect(market.getByText(/out of 5 · \d+ reviews?|No reviews yet/)).toBeVisible();
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('“Adire scarf” is off the marketplace')).toBeVisible();
    await expect(market).toHaveCount(0);
    await expectInert(page);
  });
});
