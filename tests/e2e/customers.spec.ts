import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { HOSTILE_NAMES } from '../../src/test/hostile-strings';
import {
  armedFaults,
  businessCall,
  cancelChangedForm,
  expect,
  expectInert,
  injectFault,
  saveThroughAFailure,
  test,
} from './fixtures';
import { LONG_TEXT, expectAccessible, rowAction } from './tools-support';

const CUSTOMERS = '/business/v1/{businessId}/tools/customers/';

test.describe('customers', () => {
  test.setTimeout(120_000);

  async function openCustomers(page: Page) {
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  }

  async function addCustomer(page: Page, fields: { name: string; type?: 'Business'; email?: string; phone?: string }) {
    await page.getByRole('button', { name: 'Add customer' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add customer' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(fields.name);
    if (fields.type) {
      await dialog.getByRole('combobox', { name: 'Type' }).click();
      await page.getByRole('option', { name: fields.type }).click();
    }
    if (fields.email) await dialog.getByRole('textbox', { name: 'Email' }).fill(fields.email);
    if (fields.phone) await dialog.getByRole('textbox', { name: 'Phone' }).fill(fields.phone);
    await dialog.getByRole('button', { name: 'Add customer' }).click();
    await expect(dialog).toHaveCount(0);
  }

  /** The list: a table on wide screens, cards on a phone. */
  const table = (page: Page) => page.getByRole('table').or(page.getByRole('list', { name: /^(Removed )?customers$/i }));

  test('create (a failed save first) -> find by search -> edit -> remove -> find in removed -> restore', async ({
    ownerPage: page,
  }) => {
    await openCustomers(page);
    await expect(page.getByRole('heading', { name: 'No customers yet' })).toBeVisible();
    await expectAccessible(page);

    // Create: the form's rules first (focus to the first field in error), then good values.
    await page.getByRole('button', { name: 'Add customer' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add customer' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('chidi@');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('12345');
    await dialog.getByRole('button', { name: 'Add customer' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
    await expect(dialog.getByText('Enter a valid Nigerian phone number, e.g. 0803 123 4567')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Chidi Okafor');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('chidi.okafor@gmail.com');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('0809 123 4567');

    // The save fails (500): the message, the input kept, and the same form saves next time.
    await saveThroughAFailure(page, dialog, {
      path: CUSTOMERS,
      submit: 'Add customer',
      kept: { Name: 'Chidi Okafor', Email: 'chidi.okafor@gmail.com', Phone: '0809 123 4567' },
    });
    await expect(page.getByText('Customer added')).toBeVisible();
    await expect(page.getByRole('row', { name: /Chidi Okafor/ })).toContainText('0809 123 4567');
    await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
    await addCustomer(page, {
      name: 'Grace Boutique Ltd',
      type: 'Business',
      email: 'orders@graceboutique.ng',
      phone: '+2348023456789',
    });
    await expect(page.getByText('2 customers', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /Grace Boutique Ltd/ })).toContainText('Business');

    // Find by search: kept in the URL, so a reload keeps it.
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('chidi');
    await expect(page).toHaveURL(/search=chidi/);
    await expect(table(page).getByText('Grace Boutique Ltd')).toHaveCount(0);
    await expect(page.getByText('1 customer found')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('chidi');
    await expect(table(page).getByText('Chidi Okafor')).toBeVisible();
    await expect(table(page).getByText('Grace Boutique Ltd')).toHaveCount(0);
    await expectAccessible(page);
    // A phone number is found in either form: national typed, international kept.
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('0802 345 6789');
    await expect(table(page).getByText('Grace Boutique Ltd')).toBeVisible();
    await expect(page.getByText('1 customer found')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('chidi');
    await expect(table(page).getByText('Chidi Okafor')).toBeVisible();

    // View: the customer's own page (the list's search rides along for the way back).
    await rowAction(page, 'Chidi Okafor', 'View');
    await expect(page).toHaveURL(/\/customers\/\d+\?.*search=chidi/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chidi Okafor' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('chidi.okafor@gmail.com');
    await expect(details).toContainText('0809 123 4567');
    await expect(page.getByRole('region', { name: 'Invoices' })).toContainText('No invoices yet');
    await expectAccessible(page);

    // Edit there: the page stays, with the new values.
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit customer' });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('Chidi Okafor');
    await expectAccessible(page);
    await edit.getByRole('textbox', { name: 'Email' }).fill('chidi@okafor.ng');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByText('Customer updated')).toBeVisible();
    await expect(page).toHaveURL(/\/customers\/\d+/);
    await expect(details).toContainText('chidi@okafor.ng');

    // Remove there (asked first): back to the list, and Undo brings the customer back.
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog', { name: 'Remove “Chidi Okafor”?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(page).toHaveURL(/\/customers\?.*search=chidi/);
    await expect(page.getByRole('heading', { name: 'No customers match “chidi”' })).toBeVisible();
    const removedToast = page.locator('[data-sonner-toast]', { hasText: '“Chidi Okafor” removed' });
    await removedToast.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('“Chidi Okafor” restored')).toBeVisible();
    await expect(page.getByRole('row', { name: /Chidi Okafor/ })).toContainText('chidi@okafor.ng');
    await expect(page.getByText('1 customer found')).toBeVisible();

    // Remove (asked first).
    await rowAction(page, 'Chidi Okafor', 'Remove');
    const confirm = page.getByRole('alertdialog', { name: 'Remove “Chidi Okafor”?' });
    // The dialog's code may load on first open (lazyDialog): axe waits for it to be on screen.
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText('“Chidi Okafor” removed')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No customers match “chidi”' })).toBeVisible();

    // Find it in the Removed list (the search is kept), then restore it.
    await page.getByRole('tab', { name: 'Removed' }).click();
    await expect(page).toHaveURL(/tab=removed/);
    await expect(table(page).getByText('Chidi Okafor')).toBeVisible();
    await expectAccessible(page);
    await rowAction(page, 'Chidi Okafor', 'Restore');
    await expect(page.getByText('“Chidi Okafor” restored')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No customers match “chidi”' })).toBeVisible();
    await page.getByRole('tab', { name: 'Active' }).click();
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await expect(page.getByText('2 customers', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /Chidi Okafor/ })).toContainText('chidi@okafor.ng');

    // Delete for good: asked twice (the dialog, then the tick box).
    await rowAction(page, 'Grace Boutique Ltd', 'Remove');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('tab', { name: 'Removed' }).click();
    await rowAction(page, 'Grace Boutique Ltd', 'Delete for good');
    const sure = page.getByRole('alertdialog', { name: 'Delete “Grace Boutique Ltd” for good?' });
    await expect(sure.getByRole('button', { name: 'Delete for good' })).toBeDisabled();
    await expectAccessible(page);
    await sure.getByRole('checkbox', { name: 'I understand it is gone for good' }).check();
    await sure.getByRole('button', { name: 'Delete for good' }).click();
    await expect(sure).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No removed customers' })).toBeVisible();
  });

  test('hostile names are shown as plain text, never run', async ({ ownerPage: page }) => {
    await openCustomers(page);

    // 500 characters: refused with a message, the text kept as typed.
    await page.getByRole('button', { name: 'Add customer' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add customer' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(LONG_TEXT);
    await dialog.getByRole('button', { name: 'Add customer' }).click();
    await expect(dialog.getByText('Name must be at most 200 characters')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(LONG_TEXT);
    await cancelChangedForm(page, dialog);

    const names = [...HOSTILE_NAMES, LONG_TEXT.slice(0, 200)];
    for (const name of names) await addCustomer(page, { name });
    for (const name of names) await expect(table(page).getByText(name, { exact: true })).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0);

    // On the record's page and in the dialogs too.
    await rowAction(page, HOSTILE_NAMES[1], 'View');
    await expect(page.getByRole('heading', { level: 1, name: HOSTILE_NAMES[1], exact: true })).toBeVisible();
    await expectInert(page);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await rowAction(page, HOSTILE_NAMES[0], 'Remove');
    await expect(page.getByRole('alertdialog', { name: `Remove “${HOSTILE_NAMES[0]}”?` })).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(HOSTILE_NAMES[1]);
    await expect(page.getByText('1 customer found')).toBeVisible();
    await expectAccessible(page);
    await expectInert(page);
  });

  test('CSV: export -> import finds every row a duplicate (Skip/Update), restores every phone; a hand-made file is matched by its headers', async ({
    ownerPage: page,
    owner,
  }) => {
    const { businessId } = owner;
    const tricky = [
      { name: 'Okafor, "Big" Chidi', type: 'individual', email: 'big@chidi.ng', phone_number: '+2348091234567' },
      { name: '=HYPERLINK("http://evil.example","click")', type: 'business', email: null, phone_number: '+17135550142' },
      // Stored the way numbers were kept before issue 22: national form.
      { name: 'Line one\nline two', type: 'individual', email: null, phone_number: '08023456789' },
      { name: "'Tunde' & Sons 🎉 \u202Eltr\u202C", type: 'business', email: 'tunde@sons.ng', phone_number: null },
    ];
    for (const body of tricky) await businessCall(owner, 'POST', `/business/v1/${businessId}/tools/customers/`, body);
    await openCustomers(page);
    await expect(page.getByText('4 customers', { exact: true })).toBeVisible();

    async function exportCsv(): Promise<string> {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
      return readFile(await download.path(), 'utf8');
    }
    const first = await exportCsv();
    expect(first).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")",business,,'+17135550142`);
    expect(first).toContain('"Line one\nline two",individual,,08023456789');
    expect(first).toContain("big@chidi.ng,'+2348091234567");
    expect(first).not.toMatch(/(^|\r\n|,)[=+\-@]/);

    const dialog = page.getByRole('dialog', { name: 'Import customers' });
    async function importFile(name: string, text: string) {
      await page.getByRole('button', { name: 'Import CSV' }).click();
      await dialog.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
      await expect(dialog.getByRole('heading', { name: 'Match the columns' })).toBeVisible();
    }
    const column = (header: string) => dialog.getByRole('combobox', { name: header, exact: true });

    // Import the export: its columns match by themselves; every row is a customer already there
    // (same e-mail, or same phone in the other form), offered as Skip (default) or Update.
    await importFile('customers.csv', first);
    for (const header of ['name', 'type', 'email', 'phone_number']) await expect(column(header)).toHaveValue(header);
    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await expect(dialog.getByText('0 to create, 0 to update, 4 skipped, 0 invalid.')).toBeVisible();
    const duplicates = dialog.getByRole('region', { name: 'Possible duplicates' });
    await expect(duplicates.getByRole('group')).toHaveCount(4);
    await expect(duplicates.getByRole('group', { name: /^Line \d+: Line one/ })).toContainText(
      'Same phone as the existing customer Line one',
    );
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    await expectAccessible(page);
    for (const group of await duplicates.getByRole('group').all()) await group.getByText('Update', { exact: true }).click();
    await expect(dialog.getByText('0 to create, 4 to update, 0 skipped, 0 invalid.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 4 customers' }).dblclick();
    const report = dialog.getByRole('region', { name: 'Import report' });
    await expect(report.getByRole('definition')).toHaveText(['0', '4', '0', '0', '0']);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('4 customers', { exact: true })).toBeVisible();

    // Exporting again gives the same file: the round trip restored every phone exactly, and the
    // number kept in national form is now kept in E.164.
    const second = await exportCsv();
    expect(second).toBe(first.replace(',08023456789', ",'+2348023456789"));

    // A hand-made file (semicolons): 'Phone' and 'Mobile' both look like the phone, the first is
    // taken and the other shown as ignored, like the unknown 'Notes'. A bad phone is refused by
    // line; a row repeating an earlier one, or an existing customer, is a duplicate.
    const handMade = [
      'Customer name;E-mail;Phone;Mobile;Notes',
      'Ada Obi;ada@example.com;0803 123 4567;0811 000 0000;pays cash',
      'Bola Ade;;+234 805 111 2222;;',
      'Chidi (again);BIG@chidi.ng;;;',
      'Ada O.;ada@example.com;;;repeat',
      'Dayo;;12345;;',
    ].join('\r\n');
    await importFile('hand-made.csv', handMade);
    await expect(column('Customer name')).toHaveValue('name');
    await expect(column('E-mail')).toHaveValue('email');
    await expect(column('Phone')).toHaveValue('phone_number');
    await expect(column('Mobile')).toHaveValue('');
    await expect(column('Notes')).toHaveValue('');
    await expect(column('Notes').locator('option:checked')).toHaveText('Ignored');
    // The matching and review steps on a phone, light and dark: axe clean.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await expect(dialog.getByText('2 to create, 0 to update, 2 skipped, 1 invalid.')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Invalid rows (not imported)' }).getByRole('listitem')).toHaveText([
      'Line 6: Phone: Enter a valid Nigerian phone number, e.g. 0803 123 4567',
    ]);
    await expect(duplicates.getByRole('group', { name: /^Line 5: Ada O\./ })).toContainText('Same email as line 2 of this file');
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Import 2 customers' }).click();
    await expect(report.getByRole('definition')).toHaveText(['2', '0', '2', '0', '1']);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('6 customers', { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('08051112222');
    await expect(page.getByText('1 customer found')).toBeVisible();
    await expect(table(page).getByText('Bola Ade')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('');

    // The same file again creates nobody: the two it created are now duplicates too.
    await importFile('hand-made.csv', handMade);
    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await expect(dialog.getByText('0 to create, 0 to update, 4 skipped, 1 invalid.')).toBeVisible();
    await expect(duplicates.getByRole('group', { name: /^Line 3: Bola Ade/ })).toContainText(
      'Same phone as the existing customer Bola Ade',
    );

    // A file with no column for the name can't go on, and says why.
    await dialog.getByRole('button', { name: 'Back to columns' }).click();
    await dialog.getByRole('button', { name: 'Choose another file' }).click();
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'no-name.csv', mimeType: 'text/csv', buffer: Buffer.from('Email,Tel\r\nx@y.co,08031234567\r\n') });
    await expect(dialog.getByRole('alert')).toHaveText('Choose the column that holds Name: it is required.');
    await expect(dialog.getByRole('button', { name: 'Check rows' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('6 customers', { exact: true })).toBeVisible();
  });
});

test.describe('customers, a save that never answers', () => {
  // Playwright's clock drives the app's 50 s request limit (createTimedFetch's setTimeout).
  test.use({ fakeClock: true });

  test("says 'Please try again' at the time limit, keeps the input, and the same form saves next time", async ({
    ownerPage: page,
  }) => {
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('button', { name: 'Add customer' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add customer' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Ngozi Eze');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('ngozi@eze.ng');

    await injectFault(page, 'POST', CUSTOMERS, 'timeout');
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && /\/tools\/customers\/(\?|$)/.test(request.url()),
    );
    await dialog.getByRole('button', { name: 'Add customer' }).click();
    await sent;
    await expect.poll(() => armedFaults(page)).toEqual([]); // the sandbox has the call
    await page.clock.fastForward('00:50');
    await expect(page.getByText('Please try again')).toBeVisible({ timeout: 5_000 });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Ngozi Eze');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('ngozi@eze.ng');

    await dialog.getByRole('button', { name: 'Add customer' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Ngozi Eze/ })).toHaveCount(1);
    await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  });
});
