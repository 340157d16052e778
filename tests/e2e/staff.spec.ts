import { expect, test, type Page } from '@playwright/test';
import { isSandbox } from './support';
import { BUSINESS_API, expectAccessible, signInAsNewOwner, type TestUser } from './tools-support';

/** A business call as the owner (set-up the staff journey needs but does not test: roles, a second location). */
async function api<T>(owner: TestUser, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BUSINESS_API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

test.describe('staff', () => {
  test.setTimeout(120_000);
  test.beforeEach(async () => {
    test.skip(!(await isSandbox()), 'needs the stateful sandbox backend');
  });

  async function openStaff(page: Page) {
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  }

  async function rowAction(page: Page, name: string, action: string) {
    await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
    await page.getByRole('menuitem', { name: action }).click();
  }

  async function chooseRole(page: Page, dialog: ReturnType<Page['getByRole']>, role: string) {
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: role }).click();
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue(role);
  }

  test('create -> find by search -> edit (locations, role) -> deactivate -> find in removed -> reactivate', async ({ page }) => {
    const { owner, businessId } = await signInAsNewOwner(page, 'staff');
    await api(owner, 'POST', `/business/v1/${businessId}/tools/roles/`, { name: 'Sales attendant', permissions: [93, 96] });
    await api(owner, 'POST', `/business/v1/${businessId}/tools/roles/`, { name: 'Store manager', permissions: [96, 141, 144] });
    await api(owner, 'POST', `/business/v1/${businessId}/tools/locations/`, {
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
    await expect(dialog.getByText(/Enter a phone number like/)).toBeVisible();
    await expect(dialog.getByText('Choose at least one location')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Funke');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Adeyemi');
    const email = `funke.${Date.now()}@example.com`;
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('0805 123 4567');
    await dialog.getByRole('checkbox', { name: 'Balogun shop' }).check();
    await chooseRole(page, dialog, 'Sales attendant');
    await dialog.getByRole('button', { name: 'Add staff member' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Staff member added')).toBeVisible();
    const funke = page.getByRole('row', { name: /Funke Adeyemi/ });
    await expect(funke).toContainText('Sales attendant');
    await expect(funke).toContainText('Balogun shop');
    await expect(funke).toContainText('08051234567');

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
    await rowAction(page, 'Funke Adeyemi', 'Edit');
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
    await rowAction(page, 'Funke Adeyemi', 'Deactivate');
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate “Funke Adeyemi”?' });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('“Funke Adeyemi” removed')).toBeVisible();
    await expect(page.getByRole('row', { name: /Funke Adeyemi/ })).toHaveCount(0);
    await page.getByRole('tab', { name: /Removed/ }).click();
    await expect(page).toHaveURL(/tab=removed/);
    await expect(page.getByRole('row', { name: /Funke Adeyemi/ })).toBeVisible();
    await expectAccessible(page);

    // Reactivate.
    await rowAction(page, 'Funke Adeyemi', 'Reactivate');
    await expect(page.getByText('“Funke Adeyemi” restored')).toBeVisible();
    await expect(page.getByRole('row', { name: /Funke Adeyemi/ })).toHaveCount(0);
    await page.getByRole('tab', { name: /Active/ }).click();
    await expect(page.getByRole('row', { name: /Funke Adeyemi/ })).toContainText('Store manager');
  });
});
