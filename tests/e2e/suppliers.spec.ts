import type { Page } from '@playwright/test';
import { HOSTILE_NAMES } from '../../src/test/hostile-strings';
import { expect, expectInert, saveThroughAFailure, test } from './fixtures';
import { LONG_TEXT, expectAccessible, rowAction } from './tools-support';

test.describe('suppliers', () => {
  test.setTimeout(120_000);

  async function openSuppliers(page: Page) {
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Suppliers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
  }

  async function addSupplier(
    page: Page,
    fields: { name: string; phone?: string; email?: string; address?: string; notes?: string },
  ) {
    await page.getByRole('button', { name: 'Add supplier' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add supplier' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(fields.name);
    if (fields.phone) await dialog.getByRole('textbox', { name: 'Phone' }).fill(fields.phone);
    if (fields.email) await dialog.getByRole('textbox', { name: 'Email' }).fill(fields.email);
    if (fields.address) await dialog.getByRole('textbox', { name: 'Address' }).fill(fields.address);
    if (fields.notes) await dialog.getByRole('textbox', { name: 'Notes' }).fill(fields.notes);
    await dialog.getByRole('button', { name: 'Add supplier' }).click();
    await expect(dialog).toHaveCount(0);
  }

  const table = (page: Page) => page.getByRole('table');

  test('create (a failed save first) -> find by search -> edit -> remove -> find in removed -> restore', async ({
    ownerPage: page,
  }) => {
    await openSuppliers(page);
    await expect(page.getByRole('heading', { name: 'No suppliers yet' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add supplier' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add supplier' });
    // The dialog's code may load on first open (lazyDialog): axe waits for it to be on screen.
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add supplier' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Kano Textiles Ltd');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('+234 806 111 2233');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('sales@kanotextiles.ng');
    await dialog.getByRole('textbox', { name: 'Address' }).fill('22 Bello Road, Kano');
    await saveThroughAFailure(page, dialog, {
      path: '/business/v1/{businessId}/tools/suppliers/',
      submit: 'Add supplier',
      kept: {
        Name: 'Kano Textiles Ltd',
        Phone: '+234 806 111 2233',
        Email: 'sales@kanotextiles.ng',
        Address: '22 Bello Road, Kano',
      },
    });
    await expect(page.getByText('Supplier added')).toBeVisible();
    await expect(page.getByRole('row', { name: /Kano Textiles Ltd/ })).toHaveCount(1);
    await expect(page.getByRole('row', { name: /Kano Textiles Ltd/ })).toContainText('0806 111 2233');
    await addSupplier(page, { name: 'Houston Fabric Wholesale', phone: '+17135550142' });

    // Find by search (in the URL).
    await page.getByRole('searchbox', { name: 'Search suppliers' }).fill('kano');
    await expect(page).toHaveURL(/search=kano/);
    await expect(table(page).getByText('Houston Fabric Wholesale')).toHaveCount(0);
    await expect(page.getByText('1 supplier found')).toBeVisible();

    // Edit.
    await rowAction(page, 'Kano Textiles Ltd', 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit supplier' });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('Kano Textiles Ltd');
    await edit.getByRole('textbox', { name: 'Notes' }).fill('Ankara and lace, delivers weekly to Lagos.');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByText('Supplier updated')).toBeVisible();
    await rowAction(page, 'Kano Textiles Ltd', 'View');
    await expect(page.getByRole('heading', { level: 1, name: 'Kano Textiles Ltd' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('Ankara and lace, delivers weekly to Lagos.');
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('0806 111 2233');
    await expectAccessible(page);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Suppliers' }).click();
    await expect(page).toHaveURL(/search=kano/);

    // Remove, find in Removed, restore.
    await rowAction(page, 'Kano Textiles Ltd', 'Remove');
    const confirm = page.getByRole('alertdialog', { name: 'Remove “Kano Textiles Ltd”?' });
    // The dialog's code may load on first open (lazyDialog): axe waits for it to be on screen.
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('“Kano Textiles Ltd” removed')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No suppliers match “kano”' })).toBeVisible();
    await page.getByRole('tab', { name: 'Removed' }).click();
    await expect(page).toHaveURL(/tab=removed/);
    await expect(table(page).getByText('Kano Textiles Ltd')).toBeVisible();
    await expectAccessible(page);
    await rowAction(page, 'Kano Textiles Ltd', 'Restore');
    await expect(page.getByText('“Kano Textiles Ltd” restored')).toBeVisible();
    await page.getByRole('tab', { name: 'Active' }).click();
    await expect(table(page).getByText('Kano Textiles Ltd')).toBeVisible();
  });

  test('hostile names and 500-character text are shown as plain text', async ({ ownerPage: page }) => {
    await openSuppliers(page);
    for (const name of HOSTILE_NAMES) await addSupplier(page, { name, address: LONG_TEXT, notes: LONG_TEXT });
    for (const name of HOSTILE_NAMES) await expect(table(page).getByText(name, { exact: true })).toBeVisible();
    await expect(table(page).getByText(LONG_TEXT, { exact: true })).toHaveCount(HOSTILE_NAMES.length);
    await rowAction(page, HOSTILE_NAMES[1], 'View');
    await expect(page.getByRole('heading', { level: 1, name: HOSTILE_NAMES[1], exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' }).getByText(LONG_TEXT, { exact: true })).toHaveCount(2);
    await expectAccessible(page);
    await expectInert(page);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Suppliers' }).click();
    await expect(page.locator('main img')).toHaveCount(0);
    await expectAccessible(page);
    await expectInert(page);
  });
});
