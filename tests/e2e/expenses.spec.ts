import type { Page } from '@playwright/test';
import { HOSTILE_NAMES } from '../../src/test/hostile-strings';
import { businessCall, expect, expectInert, saveThroughAFailure, test } from './fixtures';
import { LONG_TEXT, expectAccessible, type TestUser, rowAction } from './tools-support';

async function addCategories(owner: TestUser, businessId: number, names: string[]) {
  for (const name of names) await businessCall(owner, 'POST', `/business/v1/${businessId}/tools/expense_categories/`, { name });
}

async function openExpenses(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Expenses', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();
}

interface ExpenseFields {
  amount: string;
  name: string;
  date: string;
  category: string;
  description?: string;
}

async function fillExpense(page: Page, fields: ExpenseFields) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(fields.amount);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(fields.name);
  await dialog.getByLabel('Date').fill(fields.date);
  const category = dialog.getByRole('combobox', { name: 'Category' });
  await category.fill(fields.category);
  await category.press('Enter');
  if (fields.description !== undefined) await dialog.getByRole('textbox', { name: 'Description' }).fill(fields.description);
}

async function recordExpense(page: Page, fields: ExpenseFields) {
  await page.getByRole('button', { name: 'Record expense' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Record an expense' });
  await fillExpense(page, fields);
  await dialog.getByRole('button', { name: 'Record expense' }).click();
  await expect(dialog).toHaveCount(0);
}

const totals = (page: Page) => page.getByRole('region', { name: 'Totals' });

test.describe('expenses', () => {
  test.setTimeout(150_000);

  test('create (a failed save first) -> find by search -> edit -> remove -> find in removed -> restore, with dates and totals', async ({
    ownerPage: page,
    owner,
  }) => {
    // Transport is one of the categories a new business starts with.
    await addCategories(owner, owner.businessId, ['Fuel']);
    await openExpenses(page);
    await expect(page.getByRole('heading', { name: 'No expenses yet' })).toBeVisible();
    await expectAccessible(page);

    // The rules of the form.
    await page.getByRole('button', { name: 'Record expense' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Record an expense' });
    // The dialog's code may load on first open (lazyDialog): axe waits for it to be on screen.
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Record expense' }).click();
    await expect(dialog.getByText('Amount is required')).toBeVisible();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Choose a category')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('0');
    await dialog.getByRole('button', { name: 'Record expense' }).click();
    await expect(dialog.getByText('Amount must be more than zero')).toBeVisible();

    // Two expenses.
    await fillExpense(page, {
      amount: '45000',
      name: 'Diesel for generator',
      date: '2026-11-18',
      category: 'Fuel',
      description: '100 litres for the Balogun shop.',
    });
    await saveThroughAFailure(page, dialog, {
      path: '/business/v1/{businessId}/tools/expenses/',
      submit: 'Record expense',
      kept: { Name: 'Diesel for generator', Description: '100 litres for the Balogun shop.' },
    });
    await expect(page.getByText('Expense recorded')).toBeVisible();
    await expect(page.getByText('1 expense', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /Diesel for generator/ })).toContainText('₦45,000.00');
    await expect(page.getByRole('row', { name: /Diesel for generator/ })).toContainText('18 Nov 2026');
    await recordExpense(page, { amount: '12500.50', name: 'Dispatch rider to Lekki', date: '2026-11-19', category: 'Transport' });
    await expect(page.getByText('2 expenses', { exact: true })).toBeVisible();
    await expect(totals(page)).toContainText('Total of 2 expenses');
    await expect(totals(page)).toContainText('₦57,500.50');

    // The date range: kept in the URL, the totals follow it.
    await page.getByLabel('From', { exact: true }).fill('2026-11-19');
    await expect(page).toHaveURL(/from=2026-11-19/);
    await expect(page.getByRole('row', { name: /Diesel for generator/ })).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Dispatch rider/ })).toBeVisible();
    await expect(totals(page)).toContainText('Total of 1 expense from 19 Nov 2026');
    await expect(totals(page)).toContainText('₦12,500.50');
    await page.getByLabel('To', { exact: true }).fill('2026-11-30');
    await page.reload();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-11-19');
    await expect(totals(page)).toContainText('from 19 Nov 2026 to 30 Nov 2026');
    await page.getByLabel('From', { exact: true }).fill('2026-12-01');
    await expect(page.getByRole('heading', { name: 'The dates are the wrong way round' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear dates' }).first().click();
    await expect(page).not.toHaveURL(/from=/);
    await expect(totals(page)).toContainText('₦57,500.50');

    // Find by search.
    await page.getByRole('searchbox', { name: 'Search expenses' }).fill('diesel');
    await expect(page).toHaveURL(/search=diesel/);
    await expect(page.getByRole('row', { name: /Dispatch rider/ })).toHaveCount(0);
    await expect(page.getByText('1 expense found')).toBeVisible();
    await expect(totals(page)).toContainText('₦45,000.00');

    // Edit: the form opens with the expense's values; PATCH keeps the rest.
    await rowAction(page, 'Diesel for generator', 'Edit', { exact: false });
    const edit = page.getByRole('dialog', { name: 'Edit “Diesel for generator”' });
    await expect(edit.getByRole('textbox', { name: 'Amount' })).toHaveValue(/45,?000\.00/);
    await expect(edit.getByRole('combobox', { name: 'Category' })).toHaveValue('Fuel');
    await edit.getByRole('textbox', { name: 'Amount' }).fill('46000.75');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Diesel for generator/ })).toContainText('₦46,000.75');

    // View.
    await rowAction(page, 'Diesel for generator', 'View', { exact: false });
    await expect(page.getByRole('heading', { level: 1, name: 'Diesel for generator' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('100 litres for the Balogun shop.');
    await expect(details).toContainText('₦46,000.75');
    await expect(details.getByRole('link', { name: 'Balogun shop' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Expenses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();

    // Remove, find in removed, restore.
    await rowAction(page, 'Diesel for generator', 'Remove', { exact: false });
    await page
      .getByRole('alertdialog', { name: 'Remove “Diesel for generator”?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByText('“Diesel for generator” removed')).toBeVisible();
    await expect(page.getByRole('row', { name: /Diesel for generator/ })).toHaveCount(0);
    await page.getByRole('tab', { name: /Removed/ }).click();
    await expect(page.getByRole('row', { name: /Diesel for generator/ })).toBeVisible();
    await expect(totals(page)).toContainText('Total of 1 expense removed');
    await expectAccessible(page);
    await rowAction(page, 'Diesel for generator', 'Restore', { exact: false });
    await expect(page.getByText('“Diesel for generator” restored')).toBeVisible();
    await page.getByRole('tab', { name: /Active/ }).click();
    await expect(page.getByRole('row', { name: /Diesel for generator/ })).toContainText('₦46,000.75');
  });

  test('hostile input is shown as plain text and never runs', async ({ ownerPage: page, owner }) => {
    await addCategories(owner, owner.businessId, ['<b>Bold</b> & "quoted"']);
    await openExpenses(page);

    for (const [index, name] of HOSTILE_NAMES.entries()) {
      await recordExpense(page, {
        amount: `${index + 1}00`,
        name,
        date: '2026-11-20',
        category: 'Bold',
        description: index === 0 ? LONG_TEXT : name,
      });
      await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('cell', { name: '<b>Bold</b> & "quoted"' }).first()).toBeVisible();
    expect(await page.locator('main img, main script:not([type])').count()).toBe(0);
    expect(await page.locator('main b').count()).toBe(0);
    // 100 + 200 + ... + 800.
    await expect(totals(page)).toContainText('₦3,600.00');

    // The 500-character description, in full, in the details.
    await rowAction(page, HOSTILE_NAMES[0], 'View', { exact: false });
    await expect(page.getByRole('heading', { level: 1, name: HOSTILE_NAMES[0], exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' }).getByText(LONG_TEXT, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await expectInert(page);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Expenses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible();

    // Searching with markup finds the row and injects nothing.
    await page.getByRole('searchbox', { name: 'Search expenses' }).fill('<script>');
    await expect(page.getByText('1 expense found')).toBeVisible();
    await expect(page.getByRole('cell', { name: HOSTILE_NAMES[1], exact: true })).toBeVisible();
    await expectAccessible(page);
    await expectInert(page);
  });
});
