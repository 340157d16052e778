/**
 * A new owner on a phone (390 x 844, issue 22): sign up, create a business, land on its
 * getting-started checklist, follow it to add a staff member with a template role (Cashier), then
 * record an expense under a default category (Rent) after making a category from inside the picker,
 * each step saying what happened, no dead end; axe on the way, the nested dialog in dark mode.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { DEMO_OTP, isSandbox, uniqueEmail } from './support';
import { expectAccessible } from './tools-support';

test.use({ viewport: { width: 390, height: 844 } });

async function openFromMenu(page: Page, entry: string) {
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'More' }).click();
  await page
    .getByRole('dialog')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: entry, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
}

test.describe('a new owner on a phone', () => {
  test.setTimeout(60_000);

  test('sign up -> business -> checklist -> staff member with a template role -> expense under a default category', async ({
    page,
  }) => {
    test.skip(!(await isSandbox()), 'needs the sandbox backend (Prism keeps no state)');
    const email = uniqueEmail('phone-owner');
    const password = 'Lagos2026!';

    // Sign up and verify with the sandbox's code.
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
    await page.getByRole('textbox', { name: 'Confirm password' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
    await page.keyboard.type(DEMO_OTP);
    const nameModal = page.getByRole('dialog', { name: 'Enter your fullname' });
    await nameModal.getByRole('textbox', { name: 'Full name' }).fill('Ngozi Okafor');
    await nameModal.getByRole('textbox', { name: 'Full name' }).press('Enter');

    // No business yet: create one.
    await expect(page.getByRole('heading', { name: "You don't have a business yet" })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Create a business' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create a business' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Business name' }).fill('Ngozi Provisions');
    await page.getByRole('combobox', { name: 'Category' }).fill('Food');
    await page.getByRole('option', { name: /Food/ }).first().click();
    await page.getByRole('combobox', { name: 'Currency' }).fill('Naira');
    await page.getByRole('option', { name: /Naira/ }).first().click();
    await page.getByRole('textbox', { name: 'Business email' }).fill(email);
    await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('08031234567');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Ogui Road, Enugu');
    await page.getByRole('textbox', { name: 'Location name' }).fill('Ogui Road shop');
    await page.getByRole('textbox', { name: 'Location address' }).fill('12 Ogui Road, Enugu');
    await page.getByRole('textbox', { name: 'Location phone number' }).fill('08031234567');
    await page.getByRole('button', { name: 'Create business' }).click();

    // Confirmed, on the dashboard's getting-started checklist.
    await expect(page.getByText('Business created', { exact: true })).toBeVisible();
    const start = page.getByRole('region', { name: 'Get started with Ngozi Provisions' });
    await expect(start).toContainText('0 of 5 done');

    // Follow it to the staff page and add a member with the Cashier template role.
    await start.getByRole('link', { name: /Invite your staff/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await page.getByRole('button', { name: 'Add staff member' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add a staff member' });
    await add.getByRole('textbox', { name: 'First name' }).fill('Chinedu');
    await add.getByRole('textbox', { name: 'Last name' }).fill('Eze');
    await add.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('phone-cashier'));
    const shop = add.getByRole('checkbox', { name: 'Ogui Road shop' });
    if (!(await shop.isChecked())) await shop.check();
    await add.getByRole('combobox', { name: 'Role' }).click();
    // The business's template roles are there; 'No role' is no longer the only choice.
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toContainText(['No role (no permissions)', 'Accountant', 'Cashier', 'Manager', '+ New role']);
    await page.getByRole('option', { name: 'Cashier', exact: true }).click();
    await expect(add.getByRole('combobox', { name: 'Role' })).toHaveValue('Cashier');
    await expectAccessible(page);
    await add.getByRole('button', { name: 'Add staff member' }).click();
    await expect(add).toHaveCount(0);
    await expect(page.getByText('Staff member added')).toBeVisible();
    await expect(page.getByRole('main').getByText('Chinedu Eze').first()).toBeVisible();
    await expect(page.getByRole('main').getByText('Cashier').first()).toBeVisible();

    // Record an expense under the default category Rent.
    await openFromMenu(page, 'Expenses');
    await page.getByRole('button', { name: 'Record expense' }).first().click();
    const expense = page.getByRole('dialog', { name: 'Record an expense' });
    await expense.getByRole('textbox', { name: 'Amount' }).fill('150000');
    await expense.getByRole('textbox', { name: 'Name' }).fill('Shop rent, December');
    // A category that is not there yet is made without leaving the form, in dark mode too.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expense.getByRole('combobox', { name: 'Category' }).fill('Generator');
    await page.getByRole('option', { name: '+ New category “Generator”' }).click();
    const newCategory = page.getByRole('dialog', { name: 'New expense category' });
    await expect(newCategory.getByRole('textbox', { name: 'Name' })).toHaveValue('Generator');
    await expectAccessible(page);
    await newCategory.getByRole('button', { name: 'Add category' }).click();
    await expect(newCategory).toHaveCount(0);
    await expect(expense.getByRole('combobox', { name: 'Category' })).toHaveValue('Generator');
    await expect(expense.getByRole('textbox', { name: 'Name' })).toHaveValue('Shop rent, December');
    await page.emulateMedia({ colorScheme: 'light' });
    // The rent goes under the default Rent category.
    await expense.getByRole('combobox', { name: 'Category' }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toContainText([
      'Fuel and diesel',
      'Generator',
      'Other',
      'Rent',
      'Salaries',
      'Transport',
      'Utilities',
      '+ New category',
    ]);
    await page.getByRole('option', { name: 'Rent', exact: true }).click();
    await expect(expense.getByRole('combobox', { name: 'Category' })).toHaveValue('Rent');
    await expense.getByRole('button', { name: 'Record expense' }).click();
    await expect(expense).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Shop rent, December').first()).toBeVisible();
    await expect(page.getByRole('main').getByText('₦150,000.00').first()).toBeVisible();
    await expectAccessible(page);
  });
});
