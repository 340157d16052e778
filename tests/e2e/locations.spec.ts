import type { Page } from '@playwright/test';
import { HOSTILE_NAMES } from '../../src/test/hostile-strings';
import { businessCall, expect, expectInert, saveThroughAFailure, test, cancelChangedForm } from './fixtures';
import { LONG_TEXT, expectAccessible, rowAction } from './tools-support';

/** The shell's first location (tools-support creates the business with it). */
const FIRST = 'Balogun shop';

test.describe('locations', () => {
  test.setTimeout(120_000);

  async function openLocations(page: Page) {
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Locations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  }

  async function addLocation(page: Page, name: string, address = '5 Admiralty Way, Lekki', phone = '0802 987 6543') {
    await page.getByRole('button', { name: 'Add location' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a location' });
    await dialog.getByRole('textbox', { name: 'Location name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Address' }).fill(address);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(phone);
    await dialog.getByRole('button', { name: 'Add location' }).click();
    await expect(dialog).toHaveCount(0);
  }

  /** The names the header's location switcher offers (besides 'All locations'). */
  async function switcherNames(page: Page): Promise<string[]> {
    await page.getByRole('button', { name: /^Location:/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const names = (await menu.getByRole('menuitemradio').allInnerTexts()).map((text) => text.trim());
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    return names.filter((name) => name !== 'All locations');
  }

  test('create (a failed save first) -> find by search -> edit -> remove -> find in removed -> restore; the switcher follows at once', async ({
    ownerPage: page,
  }) => {
    await openLocations(page);
    await expect(page.getByRole('row', { name: new RegExp(FIRST) })).toBeVisible();
    await expect(page.getByText('1 location', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Create: the rules first (focus goes to the first field in error), then a good one.
    await page.getByRole('button', { name: 'Add location' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a location' });
    await expect(dialog.getByRole('textbox', { name: 'Location name' })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('12345');
    await dialog.getByRole('button', { name: 'Add location' }).click();
    await expect(dialog.getByText('Location name is required')).toBeVisible();
    await expect(dialog.getByText('Address is required')).toBeVisible();
    await expect(dialog.getByText('Enter a valid Nigerian phone number, e.g. 0803 123 4567')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Location name' })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Location name' }).fill('Lekki Showroom');
    await dialog.getByRole('textbox', { name: 'Address' }).fill('Plot 5 Admiralty Way, Lekki Phase 1');
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('+234 802 987 6543');
    await saveThroughAFailure(page, dialog, {
      path: '/business/v1/{businessId}/tools/locations/',
      submit: 'Add location',
      kept: {
        'Location name': 'Lekki Showroom',
        Address: 'Plot 5 Admiralty Way, Lekki Phase 1',
        'Phone number': '+234 802 987 6543',
      },
    });
    await expect(page.getByText('Location added')).toBeVisible();
    await expect(page.getByText('2 locations', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /Lekki Showroom/ })).toContainText('0802 987 6543');
    expect(await switcherNames(page)).toEqual([FIRST, 'Lekki Showroom']);

    // The server refuses a duplicate name: at the field, the input kept.
    await page.getByRole('button', { name: 'Add location' }).first().click();
    await dialog.getByRole('textbox', { name: 'Location name' }).fill('lekki showroom');
    await dialog.getByRole('textbox', { name: 'Address' }).fill('Somewhere else');
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('08031234567');
    await dialog.getByRole('button', { name: 'Add location' }).click();
    await expect(dialog.getByText('This name is already in use.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveValue('Somewhere else');
    await cancelChangedForm(page, dialog);

    // Find by search (debounced, kept in the URL and across a reload).
    await page.getByRole('searchbox', { name: 'Search locations' }).fill('admiralty');
    await expect(page).toHaveURL(/search=admiralty/);
    await expect(page.getByRole('row', { name: /Lekki Showroom/ })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(FIRST) })).toHaveCount(0);
    await expect(page.getByText('1 location found')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search locations' })).toHaveValue('admiralty');
    await expect(page.getByRole('row', { name: /Lekki Showroom/ })).toBeVisible();

    // Edit: the switcher shows the new name at once.
    await rowAction(page, 'Lekki Showroom', 'Edit', { exact: false });
    const edit = page.getByRole('dialog', { name: 'Edit location' });
    await expect(edit.getByRole('textbox', { name: 'Location name' })).toHaveValue('Lekki Showroom');
    await expectAccessible(page);
    await edit.getByRole('textbox', { name: 'Location name' }).fill('Lekki Flagship');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByText('Location saved')).toBeVisible();
    await expect(page.getByRole('row', { name: /Lekki Flagship/ })).toBeVisible();
    expect(await switcherNames(page)).toEqual([FIRST, 'Lekki Flagship']);

    // Remove (asked once): gone from the list and from the switcher, found in Removed.
    await rowAction(page, 'Lekki Flagship', 'Remove', { exact: false });
    const confirm = page.getByRole('alertdialog', { name: 'Remove “Lekki Flagship”?' });
    // The dialog's code may load on first open (lazyDialog): axe waits for it to be on screen.
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('“Lekki Flagship” removed')).toBeVisible();
    await expect(page.getByRole('row', { name: /Lekki Flagship/ })).toHaveCount(0);
    expect(await switcherNames(page)).toEqual([FIRST]);
    await page.getByRole('searchbox', { name: 'Search locations' }).fill('');
    await page.getByRole('tab', { name: /Removed/ }).click();
    await expect(page).toHaveURL(/tab=removed/);
    await expect(page.getByRole('row', { name: /Lekki Flagship/ })).toBeVisible();
    await expectAccessible(page);

    // Restore: back in the active list and in the switcher.
    await rowAction(page, 'Lekki Flagship', 'Restore', { exact: false });
    await expect(page.getByText('“Lekki Flagship” restored')).toBeVisible();
    await expect(page.getByRole('row', { name: /Lekki Flagship/ })).toHaveCount(0);
    await page.getByRole('tab', { name: /Active/ }).click();
    await expect(page.getByRole('row', { name: /Lekki Flagship/ })).toBeVisible();
    expect(await switcherNames(page)).toEqual([FIRST, 'Lekki Flagship']);
  });

  test("delete for good is asked twice; the last active location can't go, with the server's reason", async ({
    ownerPage: page,
    owner,
  }) => {
    // Set-up through the API (the create form has its own journey); a reload shows it in the header.
    await businessCall(owner, 'POST', `/business/v1/${owner.businessId}/tools/locations/`, {
      name: 'Ikeja Store',
      address: '12 Allen Avenue, Ikeja',
      phone_number: '+2348029876543',
    });
    await page.reload();
    await openLocations(page);

    // Working at Ikeja Store (chosen in the header), then it is removed: back to all locations.
    await page.getByRole('button', { name: /^Location:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Ikeja Store' }).click();
    await expect(page).toHaveURL(/location=\d+/);
    await rowAction(page, 'Ikeja Store', 'Remove', { exact: false });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('“Ikeja Store” removed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Location: All locations' })).toBeVisible();
    await expect(page).not.toHaveURL(/location=/);

    // The only active location left can't be removed: the server says why, in the dialog.
    await rowAction(page, FIRST, 'Remove', { exact: false });
    const refuse = page.getByRole('alertdialog', { name: `Remove “${FIRST}”?` });
    await refuse.getByRole('button', { name: 'Remove' }).click();
    await expect(refuse.getByRole('alert')).toHaveText('A business needs at least one active location.');
    await refuse.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('row', { name: new RegExp(FIRST) })).toBeVisible();

    // Delete for good: the button waits for the second confirmation.
    await page.getByRole('tab', { name: /Removed/ }).click();
    await rowAction(page, 'Ikeja Store', 'Delete for good', { exact: false });
    const ask = page.getByRole('alertdialog', { name: 'Delete “Ikeja Store” for good?' });
    const button = ask.getByRole('button', { name: 'Delete for good' });
    await expect(button).toBeDisabled();
    // axe once the earlier toasts have gone (a fading toast's text fails colour contrast mid-way).
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expectAccessible(page);
    await ask.getByRole('checkbox', { name: 'I understand it is gone for good' }).check();
    await button.click();
    await expect(page.getByText('“Ikeja Store” deleted for good')).toBeVisible();
    await expect(page.getByRole('row', { name: /Ikeja Store/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No removed locations' })).toBeVisible();
    expect(await switcherNames(page)).toEqual([FIRST]);
  });

  test('hostile names and a 500-character address show as plain text, in the list and in the switcher', async ({
    ownerPage: page,
  }) => {
    await openLocations(page);
    for (const [index, name] of HOSTILE_NAMES.entries()) {
      await addLocation(page, name, index === 0 ? LONG_TEXT : `Address ${index}`, `0803123456${index}`);
    }
    for (const name of HOSTILE_NAMES) {
      await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('cell', { name: LONG_TEXT, exact: true })).toBeVisible();
    // Nothing ran: no dialog, no injected element, no handler, no marker.
    await expectInert(page);

    // The same names in the header's switcher and in a dialog title, still as text.
    expect(await switcherNames(page)).toEqual(expect.arrayContaining([...HOSTILE_NAMES.map((name) => name.trim())]));
    await rowAction(page, HOSTILE_NAMES[1], 'View', { exact: false });
    await expect(page.getByRole('heading', { level: 1, name: HOSTILE_NAMES[1].trim(), exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Locations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    await expectAccessible(page);
    await expectInert(page);
  });
});
