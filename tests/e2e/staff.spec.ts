import type { Page } from '@playwright/test';
import { HOSTILE_NAMES } from '../../src/test/hostile-strings';
import { businessCall, expect, expectInert, saveThroughAFailure, test } from './fixtures';
import { expectAccessible, rowAction } from './tools-support';

test.describe('staff', () => {
  test.setTimeout(120_000);

  async function openStaff(page: Page) {
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  }

  async function chooseRole(page: Page, dialog: ReturnType<Page['getByRole']>, role: string) {
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: role }).click();
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue(role);
  }

  test('create (a failed save first) -> find by search -> edit (locations, role) -> deactivate -> find in removed -> reactivate', async ({
    ownerPage: page,
    owner,
  }) => {
    const { businessId } = owner;
    await businessCall(owner, 'POST', `/business/v1/${businessId}/tools/roles/`, {
      name: 'Sales attendant',
      permissions: [93, 96],
    });
    await businessCall(owner, 'POST', `/business/v1/${businessId}/tools/roles/`, {
      name: 'Store manager',
      permissions: [96, 141, 144],
    });
    await businessCall(owner, 'POST', `/business/v1/${businessId}/tools/locations/`, {
      name: 'Lekki Showroom',
      address: 'Plot 5 Admiralty Way',
      phone_number: '+2348029876543',
    });
    await page.reload();
    await openStaff(page);
    await expect(page.getByRole('heading', { name: 'No staff members yet' })).toBeVisible();
    await expectAccessible(page);

    // Create: the rules first, then a member at one location with a role.
    await page.getByRole('button', { name: 'Add staff member' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a staff member' });
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('funke@');
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('0803');
    await dialog.getByRole('button', { name: 'Add staff member' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await expect(dialog.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
    await expect(dialog.getByText('Enter a valid Nigerian phone number, e.g. 0803 123 4567')).toBeVisible();
    await expect(dialog.getByText('Choose at least one location')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Funke');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Adeyemi');
    const email = `funke.${Date.now()}@example.com`;
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('0805 123 4567');
    await dialog.getByRole('checkbox', { name: 'Balogun shop' }).check();
    await chooseRole(page, dialog, 'Sales attendant');
    await saveThroughAFailure(page, dialog, {
      path: '/business/v1/{businessId}/tools/members/',
      submit: 'Add staff member',
      kept: { 'First name': 'Funke', 'Last name': 'Adeyemi', Email: email, 'Phone number': '0805 123 4567' },
    });
    await expect(page.getByText('Staff member added')).toBeVisible();
    await expect(page.getByText('1 staff member', { exact: true })).toBeVisible();
    const funke = page.getByRole('row', { name: /Funke Adeyemi/ });
    await expect(funke).toContainText('Sales attendant');
    await expect(funke).toContainText('Balogun shop');
    await expect(funke).toContainText('0805 123 4567');

    // The server refuses an email already on the staff: at the field, the input kept.
    await page.getByRole('button', { name: 'Add staff member' }).first().click();
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Tunde');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Bakare');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('checkbox', { name: 'Lekki Showroom' }).check();
    await dialog.getByRole('button', { name: 'Add staff member' }).click();
    await expect(dialog.getByText('A staff member with this email already exists.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Tunde');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`tunde.${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Add staff member' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('2 staff members')).toBeVisible();

    // Find by search (debounced, kept in the URL and across a reload).
    await page.getByRole('searchbox', { name: 'Search staff members' }).fill('adeyemi');
    await expect(page).toHaveURL(/search=adeyemi/);
    await expect(page.getByRole('row', { name: /Funke Adeyemi/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Tunde Bakare/ })).toHaveCount(0);
    await expect(page.getByText('1 staff member found')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search staff members' })).toHaveValue('adeyemi');

    // Edit: both locations and another role.
    await rowAction(page, 'Funke Adeyemi', 'Edit', { exact: false });
    const edit = page.getByRole('dialog', { name: 'Edit Funke Adeyemi' });
    await expect(edit.getByRole('checkbox', { name: 'Balogun shop' })).toBeChecked();
    await expect(edit.getByRole('combobox', { name: 'Role' })).toHaveValue('Sales attendant');
    await expectAccessible(page);
    await edit.getByRole('checkbox', { name: 'Lekki Showroom' }).check();
    await chooseRole(page, edit, 'Store manager');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByText('Staff member saved')).toBeVisible();
    await expect(funke).toContainText('Store manager');
    await expect(funke).toContainText('Balogun shop, Lekki Showroom');

    // Deactivate (asked once), then find them in the removed list.
    await rowAction(page, 'Funke Adeyemi', 'Deactivate', { exact: false });
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate “Funke Adeyemi”?' });
    // The dialog's code may load on first open (lazyDialog): axe waits for it to be on screen.
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('“Funke Adeyemi” removed')).toBeVisible();
    await expect(page.getByRole('row', { name: /Funke Adeyemi/ })).toHaveCount(0);
    await page.getByRole('tab', { name: /Removed/ }).click();
    await expect(page).toHaveURL(/tab=removed/);
    await expect(page.getByRole('row', { name: /Funke Adeyemi/ })).toBeVisible();
    await expectAccessible(page);

    // Reactivate.
    await rowAction(page, 'Funke Adeyemi', 'Reactivate', { exact: false });
    await expect(page.getByText('“Funke Adeyemi” restored')).toBeVisible();
    await expect(page.getByRole('row', { name: /Funke Adeyemi/ })).toHaveCount(0);
    await page.getByRole('tab', { name: /Active/ }).click();
    await expect(page.getByRole('row', { name: /Funke Adeyemi/ })).toContainText('Store manager');
  });

  test('hostile names are shown as plain text, in the list and the edit title', async ({ ownerPage: page }) => {
    const names = HOSTILE_NAMES.slice(0, 4);
    await openStaff(page);
    for (const [index, name] of names.entries()) {
      await page.getByRole('button', { name: 'Add staff member' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add a staff member' });
      await dialog.getByRole('textbox', { name: 'First name' }).fill(name);
      await dialog.getByRole('textbox', { name: 'Last name' }).fill('Hostile');
      await dialog.getByRole('textbox', { name: 'Email' }).fill(`hostile.${index}.${Date.now()}@example.com`);
      await dialog.getByRole('checkbox', { name: 'Balogun shop' }).check();
      await dialog.getByRole('button', { name: 'Add staff member' }).click();
      await expect(dialog).toHaveCount(0);
    }
    await expect(page.getByText(`${names.length} staff members`)).toBeVisible();
    for (const name of names) await expect(page.getByText(`${name} Hostile`, { exact: true })).toBeVisible();
    await rowAction(page, `${names[0]} Hostile`, 'Edit', { exact: false });
    const edit = page.getByRole('dialog', { name: `Edit ${names[0]} Hostile` });
    await expect(edit.getByRole('textbox', { name: 'First name' })).toHaveValue(names[0]!);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expectInert(page);
  });
});
