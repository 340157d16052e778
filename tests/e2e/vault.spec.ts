/**
 * The vault browser's journeys (issue 17) on a new user's empty vault: folders made, renamed and
 * moved; three files dropped into a folder upload with progress and appear there; a failing upload
 * is retried; a file favourited, archived and unarchived, binned and restored. axe in light and
 * dark on the views and the dialogs. Then: a folder and a file with hostile names, the folder's
 * save failing once (the name kept), and a 50 MB upload slowed by the sandbox, cancelled midway,
 * leaving no file and the storage used unchanged.
 */
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { HOSTILE_STRINGS } from '../../src/test/hostile-strings';
import { SERVER_ERROR, expect, expectInert, injectFault, test } from './fixtures';
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
    await expect(page.getByText('“cac-return.pdf” archived.')).toBeVisible();
    await page.getByRole('navigation', { name: 'Vault views' }).getByRole('link', { name: 'Archived' }).click();
    // The Archived view itself (not the folder still on screen while it loads) lists the file.
    await expect(page.getByRole('heading', { level: 2, name: 'Archived' })).toBeVisible();
    await expect(entry(page, 'cac-return.pdf')).toBeVisible();
    await select(page, 'cac-return.pdf');
    await page.getByRole('button', { name: 'Unarchive' }).click();
    await expect(page.getByText('“cac-return.pdf” moved out of the archive.')).toBeVisible();
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

  test('hostile names, a folder save failing once, a slowed 50 MB upload cancelled with storage unchanged', async ({
    ownerPage: page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const folderName = HOSTILE_STRINGS.find((h) => h.label === 'img onerror')!.value;
    const fileName = `${HOSTILE_STRINGS.find((h) => h.label === 'Angular/Vue template')!.value}.txt`;
    await page.goto('/vault');
    await expect(page.getByRole('heading', { level: 3, name: 'Your vault is empty' })).toBeVisible();

    // The folder's save fails once: the message shows, the name stays, the second press saves it once.
    await page.getByRole('button', { name: 'New folder' }).click();
    const dialog = page.getByRole('dialog', { name: 'New folder' });
    await dialog.getByLabel('Folder name').fill(folderName);
    await injectFault(page, 'POST', '/folders/', 'status', { status: 500 });
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await expect(page.getByText(SERVER_ERROR)).toBeVisible();
    await expect(dialog.getByLabel('Folder name')).toHaveValue(folderName);
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await expect(dialog).toBeHidden();
    await expect(entry(page, folderName)).toHaveCount(1);
    await grid(page).getByRole('button', { name: folderName }).click();
    await expect(page.getByRole('heading', { level: 2, name: folderName })).toBeVisible();

    await page
      .getByTestId('vault-file-input')
      .setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from('not a template') });
    await expect(upload(page, fileName)).toHaveAttribute('data-upload-status', 'done');
    await expect(entry(page, fileName)).toBeVisible();
    await expectInert(page);

    // 50 MB, read slowly by the sandbox: progress moves, Cancel stops it, nothing is kept.
    const storage = page.getByText(/ of 5\.00 GB used \(/);
    await expect(storage).toContainText(/^\d/);
    const usedBefore = await storage.textContent();
    const big = testInfo.outputPath('scan-50mb.pdf');
    await writeFile(big, Buffer.alloc(50 * 1024 * 1024, 7));
    await injectFault(page, 'POST', '/files/', 'slow_body', { duration_ms: 60_000 });
    await page.getByTestId('vault-file-input').setInputFiles(big);
    const progress = page.getByRole('progressbar', { name: 'Upload of scan-50mb.pdf' });
    await expect(upload(page, 'scan-50mb.pdf')).toHaveAttribute('data-upload-status', 'uploading');
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await page.getByRole('button', { name: 'Cancel upload of scan-50mb.pdf' }).click();
    await expect(upload(page, 'scan-50mb.pdf')).toHaveAttribute('data-upload-status', 'cancelled');
    await page.reload();
    await expect(entry(page, fileName)).toBeVisible();
    await expect(entry(page, 'scan-50mb.pdf')).toHaveCount(0);
    await expect(page.getByText(/ of 5\.00 GB used \(/)).toHaveText(usedBefore ?? '');
    await expectInert(page);
  });
});
