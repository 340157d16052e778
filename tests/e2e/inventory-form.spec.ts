/**
 * The inventory item form (issue 12, item 3): add an item with a new supplier through a failed
 * save (one item and one supplier in the end), axe on the form and its confirmation, light and dark.
 */
import type { Page } from '@playwright/test';
import { businessCall, expect, injectFault, SERVER_ERROR, test } from './fixtures';
import { pngOf } from './images';
import { expectAccessible } from './tools-support';

const ITEMS = '/business/v1/{businessId}/tools/inventories/';

type Page_<T> = { count: number; results: T[] };

test.describe('inventory form', () => {
  test.setTimeout(120_000);

  async function openInventory(page: Page) {
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Inventory' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  }

  test('add an item with a new supplier: a failed save, then one item and one supplier', async ({ ownerPage: page, owner }) => {
    await openInventory(page);
    await page.getByRole('button', { name: 'Add item' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add item' });
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await expect(dialog.getByRole('radio', { name: 'Product' })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Unit' })).toHaveValue('PCS');
    await expectAccessible(page);

    // The rules first: nothing is saved, the errors show at the fields.
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Selling price is required')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Ankara fabric (6 yards)');
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('24');
    await dialog.getByRole('textbox', { name: 'Selling price' }).fill('15000');
    await dialog.getByRole('textbox', { name: 'Cost price' }).fill('9500');
    await dialog.getByRole('textbox', { name: 'Barcode' }).fill('5012345678900');
    await dialog.getByRole('radio', { name: 'New supplier' }).check();
    await dialog.getByRole('textbox', { name: 'Supplier name' }).fill('Aba Textiles');
    await dialog.getByRole('textbox', { name: 'Supplier phone' }).fill('0803 123 4567');
    await dialog.getByRole('textbox', { name: 'Supplier email' }).fill('sales@aba.ng');
    // Two pictures, chosen before saving; they go up once the item exists.
    await dialog.getByLabel('Add images').setInputFiles([
      { name: 'ankara-front.png', mimeType: 'image/png', buffer: await pngOf(page, 640, 480, '#b45309') },
      { name: 'ankara-fold.png', mimeType: 'image/png', buffer: await pngOf(page, 320, 320, '#047857') },
    ]);
    await expect(dialog.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);

    // Dark mode: the form and its confirmation are axe clean too.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Review' }).click();
    const summary = dialog.getByRole('region', { name: 'Check the item before saving' });
    await expect(summary).toContainText('24 PCS');
    await expect(summary).toContainText('Aba Textiles (new supplier)');
    await expect(summary).toContainText('₦5,500.00 (36.7%)');
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expectAccessible(page);

    // Back keeps what was typed.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Ankara fabric (6 yards)');
    await expect(dialog.getByRole('textbox', { name: 'Supplier name' })).toHaveValue('Aba Textiles');
    await dialog.getByRole('button', { name: 'Review' }).click();

    // The item's save fails once (the supplier is made); the retry makes the item, not a second supplier.
    await injectFault(page, 'POST', ITEMS, 'status', { status: 500 });
    const save = dialog.getByRole('button', { name: 'Save item' });
    await save.click();
    await expect(page.getByText(SERVER_ERROR)).toBeVisible();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog).toHaveCount(0);

    await expect(page.getByRole('row', { name: /Ankara fabric \(6 yards\)/ })).toBeVisible();
    // The list's picture is the first image, served by the sandbox.
    const picture = page.getByRole('row', { name: /Ankara fabric \(6 yards\)/ }).locator('img');
    await expect(picture).toHaveAttribute('src', /.+/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    const items = await businessCall<Page_<{ name: string; supplier: number | null; images: unknown[] }>>(
      owner,
      'GET',
      `/business/v1/${owner.businessId}/tools/inventories/`,
    );
    const made = items.results.filter((item) => item.name === 'Ankara fabric (6 yards)');
    expect(made).toHaveLength(1);
    expect(made[0]!.images).toHaveLength(2);
    const suppliers = await businessCall<Page_<{ id: number; name: string }>>(
      owner,
      'GET',
      `/business/v1/${owner.businessId}/tools/suppliers/`,
    );
    const aba = suppliers.results.filter((supplier) => supplier.name === 'Aba Textiles');
    expect(aba).toHaveLength(1);
    expect(made[0]!.supplier).toBe(aba[0]!.id);

    // The supplier is in the suppliers list; the full barcode finds the item in the inventory list.
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Suppliers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
    await expect(page.getByText('Aba Textiles').first()).toBeVisible();
    await openInventory(page);
    await page.getByRole('searchbox', { name: 'Search items' }).fill('5012345678900');
    await expect(page).toHaveURL(/search=.*5012345678900/);
    await expect(page.getByRole('row', { name: /Ankara fabric \(6 yards\)/ })).toBeVisible();
  });
});
