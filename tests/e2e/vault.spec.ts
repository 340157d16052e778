/**
 * The vault browser's journey (issue 17) on a new user's empty vault: folders made, renamed and
 * moved; three files dropped into a folder upload with progress and appear there; a failing upload
 * is retried; a file favourited, archived and unarchived, binned and restored. axe in light and
 * dark on the views and the dialogs.
 */
import type { Page } from '@playwright/test';
import { expect, injectFault, test } from './fixtures';
import { expectAccessible } from './tools-support';

async function accessibleInBothThemes(page: Page): Promise<void> {
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

const grid = (page: Page) => page.locator('[data-slot="vault-list"]');
const entry = (page: Page, name: string) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByTitle(name, { exact: true }) });
const select = (page: Page, name: string) => page.getByRole('checkbox', { name: `Select ${name}` }).check();
const upload = (page: Page, name: string) => page.locator('#vault-uploads-list li').filter({ hasText: name });

async function newFolder(page: Page, name: string) {
  await page.getByRole('button', { name: 'New folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  await dialog.getByLabel('Folder name').fill(name);
  await dialog.getByRole('button', { name: 'Create folder' }).click();
  await expect(dialog).toBeHidden();
  await expect(entry(page, name)).toBeVisible();
}

test.describe('Vault', () => {
  test('folders, drag-and-drop uploads with progress, a failed upload retried, favourite, archive, bin and restore', async ({
    ownerPage: page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/vault');
    await expect(page.getByRole('heading', { level: 3, name: 'Your vault is empty' })).toBeVisible();
    await expect(page.getByText('0.00 B of 5.00 GB used (0%)')).toBeVisible();
    await accessibleInBothThemes(page);

    // Folders: create two, rename one (axe on the dialog), move the other into it.
    await page.getByRole('button', { name: 'New folder' }).click();
    await expect(page.getByRole('dialog', { name: 'New folder' })).toBeVisible();
    await accessibleInBothThemes(page);
    await page.getByRole('dialog', { name: 'New folder' }).getByRole('button', { name: 'Cancel' }).click();
    await newFolder(page, 'Tax 2026');
    await newFolder(page, 'Receipts box');
    await select(page, 'Tax 2026');
    await page.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Tax 2026' });
    await rename.getByLabel('Folder name').fill('Tax 2026 (filed)');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(entry(page, 'Tax 2026 (filed)')).toBeVisible();
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await select(page, 'Receipts box');
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    const move = page.getByRole('dialog', { name: 'Move “Receipts box”' });
    await move.getByRole('button', { name: /^Tax 2026 \(filed\)/ }).click();
    await expect(move.locator('[aria-current="location"]')).toHaveText('Tax 2026 (filed)');
    await accessibleInBothThemes(page);
    await move.getByRole('button', { name: 'Move here' }).click();
    await expect(move).toBeHidden();
    await expect(entry(page, 'Receipts box')).toHaveCount(0);

    // Into the folder: its breadcrumb, and the moved folder inside.
    await grid(page).getByRole('button', { name: 'Tax 2026 (filed)' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tax 2026 (filed)' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Vault' })).toBeVisible();
    await expect(entry(page, 'Receipts box')).toBeVisible();

    // Three files dropped anywhere on the view: the drop zone shows, each uploads with its progress.
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['VAT receipt for Q3'], 'vat-receipt.txt', { type: 'text/plain' }));
      transfer.items.add(new File(['%PDF-1.4\n%%EOF\n'], 'cac-return.pdf', { type: 'application/pdf' }));
      transfer.items.add(new File(['name,amount\nAda,1500\n'], 'sales.csv', { type: 'text/csv' }));
      return transfer;
    });
    await page.dispatchEvent('[data-slot="vault-browser"]', 'dragenter', { dataTransfer });
    await expect(page.locator('[data-slot="vault-drop-zone"]')).toHaveText('Drop files to upload to Tax 2026 (filed)');
    await page.dispatchEvent('[data-slot="vault-browser"]', 'drop', { dataTransfer });
    await expect(page.locator('[data-slot="vault-drop-zone"]')).toHaveCount(0);
    for (const name of ['vat-receipt.txt', 'cac-return.pdf', 'sales.csv']) {
      await expect(page.getByRole('progressbar', { name: `Upload of ${name}` })).toHaveAttribute('aria-valuenow', '100');
      await expect(upload(page, name)).toHaveAttribute('data-upload-status', 'done');
      await expect(entry(page, name)).toBeVisible();
    }
    await expect(page.getByText('3 uploaded')).toBeVisible();
    await accessibleInBothThemes(page);

    // A failing upload (the server breaks off once), then Retry uploads it.
    await injectFault(page, 'POST', '/files/', 'status', { status: 500 });
    await page
      .getByTestId('vault-file-input')
      .setInputFiles({ name: 'bank-statement.txt', mimeType: 'text/plain', buffer: Buffer.from('statement') });
    await expect(upload(page, 'bank-statement.txt')).toHaveAttribute('data-upload-status', 'failed');
    await page.getByRole('button', { name: 'Retry upload of bank-statement.txt' }).click();
    await expect(upload(page, 'bank-statement.txt')).toHaveAttribute('data-upload-status', 'done');
    await expect(entry(page, 'bank-statement.txt')).toBeVisible();

    // Favourite: starred here, listed in Favourites.
    await select(page, 'sales.csv');
    await page.getByRole('button', { name: 'Favourite', exact: true }).click();
    await expect(entry(page, 'sales.csv').getByLabel('Favourite')).toBeVisible();
    await page.getByRole('navigation', { name: 'Vault views' }).getByRole('link', { name: 'Favourites' }).click();
    await expect(entry(page, 'sales.csv')).toBeVisible();
    // The uploads tray stays while moving around the vault.
    await expect(page.getByRole('region', { name: 'Uploads' })).toBeVisible();
    await page.goBack();

    // Archive, then unarchive from the Archived view.
    await expect(page.getByRole('heading', { level: 2, name: 'Tax 2026 (filed)' })).toBeVisible();
    await select(page, 'cac-return.pdf');
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(entry(page, 'cac-return.pdf')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Vault views' }).getByRole('link', { name: 'Archived' }).click();
    await select(page, 'cac-return.pdf');
    await page.getByRole('button', { name: 'Unarchive' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Nothing archived' })).toBeVisible();

    // Delete (asks first) -> the bin, with the date -> restore.
    await page.getByRole('navigation', { name: 'Vault views' }).getByRole('link', { name: 'All files' }).click();
    await grid(page).getByRole('button', { name: 'Tax 2026 (filed)' }).click();
    await select(page, 'vat-receipt.txt');
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Move “vat-receipt.txt” to the bin?' });
    await accessibleInBothThemes(page);
    await confirm.getByRole('button', { name: 'Move to bin' }).click();
    await expect(entry(page, 'vat-receipt.txt')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Vault views' }).getByRole('link', { name: 'Bin' }).click();
    await expect(entry(page, 'vat-receipt.txt')).toContainText('Deleted');
    await accessibleInBothThemes(page);
    await select(page, 'vat-receipt.txt');
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'The bin is empty' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Vault views' }).getByRole('link', { name: 'All files' }).click();
    await grid(page).getByRole('button', { name: 'Tax 2026 (filed)' }).click();
    for (const name of ['vat-receipt.txt', 'cac-return.pdf', 'sales.csv', 'bank-statement.txt', 'Receipts box'])
      await expect(entry(page, name)).toBeVisible();
  });
});
