import type { Page } from '@playwright/test';
import { HOSTILE_NAMES } from '../../src/test/hostile-strings';
import { businessCall, expect, expectInert, saveThroughAFailure, test, cancelChangedForm } from './fixtures';
import { expectAccessible, rowAction } from './tools-support';

test.describe('expense categories', () => {
  test.setTimeout(120_000);

  async function openCategories(page: Page) {
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Expense categories' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Expense categories' })).toBeVisible();
  }

  async function addCategory(page: Page, name: string, description = '') {
    await page.getByRole('button', { name: 'Add expense category' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New expense category' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    if (description) await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await expect(dialog).toHaveCount(0);
  }

  test('create (a failed save first) -> find by search -> edit -> remove -> find in removed -> restore', async ({
    ownerPage: page,
  }) => {
    await openCategories(page);
    // A new business starts with the common categories (createBusiness, issue 22).
    for (const name of ['Rent', 'Fuel and diesel', 'Salaries', 'Transport', 'Utilities', 'Other']) {
      await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(1);
    }
    await expect(page.getByText('6 expense categories', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Create: the rules first, then a good one.
    await page.getByRole('button', { name: 'Add expense category' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New expense category' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Printing');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Flyers, receipt books and banners.');
    await saveThroughAFailure(page, dialog, {
      path: '/business/v1/{businessId}/tools/expense_categories/',
      submit: 'Add category',
      kept: { Name: 'Printing', Description: 'Flyers, receipt books and banners.' },
    });
    await expect(page.getByText('Expense category added')).toBeVisible();
    await expect(page.getByRole('row', { name: /Printing/ })).toHaveCount(1);
    await expect(page.getByText('7 expense categories', { exact: true })).toBeVisible();

    // The server refuses a duplicate name (a default one here): shown at the field, the input kept.
    await page.getByRole('button', { name: 'Add expense category' }).first().click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('utilities');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await expect(dialog.getByText('This name is already in use.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('utilities');
    await cancelChangedForm(page, dialog);

    await addCategory(page, 'Marketing', 'Adverts and market stands.');
    await expect(page.getByText('8 expense categories')).toBeVisible();

    // Find by search (debounced, kept in the URL).
    await page.getByRole('searchbox', { name: 'Search expense categories' }).fill('banners');
    await expect(page).toHaveURL(/search=banners/);
    await expect(page.getByRole('row', { name: /Printing/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Marketing/ })).toHaveCount(0);
    await expect(page.getByText('1 expense category found')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search expense categories' })).toHaveValue('banners');
    await expect(page.getByRole('row', { name: /Printing/ })).toBeVisible();

    // Edit.
    await rowAction(page, 'Printing', 'Edit', { exact: false });
    const edit = page.getByRole('dialog', { name: 'Edit “Printing”' });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('Printing');
    await edit.getByRole('textbox', { name: 'Name' }).fill('Printing and signs');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Printing and signs/ })).toBeVisible();

    // Remove (asked once), then find it in the removed list.
    await rowAction(page, 'Printing and signs', 'Remove', { exact: false });
    const confirm = page.getByRole('alertdialog', { name: 'Remove “Printing and signs”?' });
    // The dialog's code may load on first open (lazyDialog): axe waits for it to be on screen.
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('“Printing and signs” removed')).toBeVisible();
    await expect(page.getByRole('row', { name: /Printing and signs/ })).toHaveCount(0);
    await page.getByRole('tab', { name: /Removed/ }).click();
    await expect(page).toHaveURL(/tab=removed/);
    await expect(page.getByRole('row', { name: /Printing and signs/ })).toBeVisible();
    await expectAccessible(page);

    // Restore.
    await rowAction(page, 'Printing and signs', 'Restore', { exact: false });
    await expect(page.getByText('“Printing and signs” restored')).toBeVisible();
    await expect(page.getByRole('row', { name: /Printing and signs/ })).toHaveCount(0);
    await page.getByRole('tab', { name: /Active/ }).click();
    await expect(page.getByRole('row', { name: /Printing and signs/ })).toBeVisible();
  });

  test('delete for good is asked twice, and refused while expenses use the category', async ({ ownerPage: page, owner }) => {
    // Set-up through the API (the create form has its own journey): two categories, Fuel in use.
    const categories = `/business/v1/${owner.businessId}/tools/expense_categories/`;
    const fuel = await businessCall<{ id: number }>(owner, 'POST', categories, { name: 'Fuel' });
    await businessCall(owner, 'POST', categories, { name: 'Stationery' });
    await businessCall(owner, 'POST', `/business/v1/${owner.businessId}/tools/expenses/`, {
      amount: '15000.00',
      name: 'Diesel',
      expense_date: '2026-11-18',
      category: fuel.id,
    });
    await openCategories(page);

    for (const name of ['Fuel', 'Stationery']) {
      await rowAction(page, name, 'Remove', { exact: false });
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText(`“${name}” removed`)).toBeVisible();
    }
    await page.getByRole('tab', { name: /Removed/ }).click();

    // In use: the server's reason shows in the dialog, nothing is deleted.
    await rowAction(page, 'Fuel', 'Delete for good', { exact: false });
    const ask = page.getByRole('alertdialog', { name: 'Delete “Fuel” for good?' });
    const confirmButton = ask.getByRole('button', { name: 'Delete for good' });
    await expect(confirmButton).toBeDisabled();
    await expectAccessible(page);
    await ask.getByRole('checkbox', { name: 'I understand it is gone for good' }).check();
    await confirmButton.click();
    await expect(ask.getByRole('alert')).toHaveText('Expenses use this category, so it cannot be deleted. Remove it instead.');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('row', { name: /Fuel/ })).toBeVisible();

    // Unused: gone for good, from both lists.
    await rowAction(page, 'Stationery', 'Delete for good', { exact: false });
    const askAgain = page.getByRole('alertdialog', { name: 'Delete “Stationery” for good?' });
    await askAgain.getByRole('checkbox', { name: 'I understand it is gone for good' }).check();
    await askAgain.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByText('“Stationery” deleted for good')).toBeVisible();
    await expect(page.getByRole('row', { name: /Stationery/ })).toHaveCount(0);
    await page.getByRole('tab', { name: /Active/ }).click();
    await expect(page.getByRole('row', { name: /Stationery/ })).toHaveCount(0);
  });

  test('hostile names are shown as plain text, in the list and the edit title', async ({ ownerPage: page }) => {
    await openCategories(page);
    for (const name of HOSTILE_NAMES) await addCategory(page, name, name);
    for (const name of HOSTILE_NAMES) await expect(page.getByRole('cell', { name, exact: true }).first()).toBeVisible();
    // Added to the six a new business starts with.
    await expect(page.getByText(`${HOSTILE_NAMES.length + 6} expense categories`)).toBeVisible();
    await rowAction(page, HOSTILE_NAMES[0], 'Edit', { exact: false });
    const edit = page.getByRole('dialog', { name: `Edit “${HOSTILE_NAMES[0]}”` });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(HOSTILE_NAMES[0]);
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('searchbox', { name: 'Search expense categories' }).fill(HOSTILE_NAMES[1]);
    await expect(page.getByText('1 expense category found')).toBeVisible();
    await expectInert(page);
  });
});
