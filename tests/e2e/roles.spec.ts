import type { Locator, Page } from '@playwright/test';
import { HOSTILE_NAMES } from '../../src/test/hostile-strings';
import { businessCall, expect, expectInert, saveThroughAFailure, test } from './fixtures';
import { BUSINESS_API, createUser, expectAccessible, signInTo, type TestUser, rowAction } from './tools-support';

async function api(user: TestUser, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${BUSINESS_API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function openArea(page: Page, link: string, heading = link) {
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * Switches a resource on (which turns on its View), then ticks the given other actions (keyboard:
 * Space). Resources are named as the menu names them.
 */
async function grant(dialog: Locator, resource: string, actions: string[]) {
  const resourceSwitch = dialog.getByRole('switch', { name: resource, exact: true });
  await resourceSwitch.focus();
  await resourceSwitch.press('Space');
  await expect(resourceSwitch).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: `${resource}: view`, exact: true })).toBeChecked();
  for (const action of actions) {
    const box = dialog.getByRole('checkbox', { name: `${resource}: ${action}`, exact: true });
    await box.focus();
    await box.press('Space');
    await expect(box).toBeChecked();
  }
}

test.describe('roles and permissions', () => {
  test.setTimeout(180_000);

  test('create a role (a failed save first) -> assign it to a staff member -> they see only what it allows, and the server refuses the rest', async ({
    ownerPage: page,
    owner,
    browser,
  }) => {
    const { businessId } = owner;
    // An expense and a supplier for the member to meet (or not) later.
    const category = (await (
      await api(owner, 'POST', `/business/v1/${businessId}/tools/expense_categories/`, { name: 'Fuel' })
    ).json()) as { id: number };
    expect(
      (
        await api(owner, 'POST', `/business/v1/${businessId}/tools/expenses/`, {
          amount: '15000.00',
          name: 'Diesel',
          expense_date: '2026-11-18',
          category: category.id,
        })
      ).status,
    ).toBe(201);

    // The roles page: the template roles a new business starts with, accessible.
    await openArea(page, 'Roles');
    for (const template of ['Manager', 'Cashier', 'Accountant']) {
      await expect(page.getByRole('row', { name: new RegExp(template) })).toBeVisible();
    }
    await expect(page.getByText('3 roles', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Create: the rules, then the matrix by keyboard.
    await page.getByRole('button', { name: 'Create role' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create a role' });
    await expect(dialog.getByRole('list', { name: 'Permissions by resource' })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await expect(dialog.getByText('Role name is required')).toBeVisible();
    await expect(dialog.getByText('Give the role at least one permission')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Role name' }).fill('Expense clerk');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Records expenses.');
    // A template fills the permissions; From scratch empties them again.
    await dialog.getByRole('button', { name: 'Accountant' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Payroll: create' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Role name' })).toHaveValue('Expense clerk');
    await dialog.getByRole('button', { name: 'From scratch' }).click();
    await expect(dialog.getByText('0 of 56 permissions chosen')).toBeVisible();
    // Any action turns View on; View off turns the resource off.
    await dialog.getByRole('checkbox', { name: 'Debtors: edit' }).check();
    await expect(dialog.getByRole('checkbox', { name: 'Debtors: view' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Debtors: view' }).uncheck();
    await expect(dialog.getByRole('switch', { name: 'Debtors' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Debtors: edit' })).not.toBeChecked();
    await grant(dialog, 'Expenses', ['create']);
    await grant(dialog, 'Expense categories', []);
    await grant(dialog, 'Customers', []);
    await expect(dialog.getByText('4 of 56 permissions chosen')).toBeVisible();
    await saveThroughAFailure(page, dialog, {
      path: '/business/v1/{businessId}/tools/roles/',
      submit: 'Create role',
      kept: { 'Role name': 'Expense clerk', Description: 'Records expenses.' },
    });
    await expect(page.getByText('Role created')).toBeVisible();
    await expect(page.getByText('4 roles', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /Expense clerk/ })).toContainText('4 of 56');

    // Find by search, then edit (Expense: edit too).
    await page.getByRole('searchbox', { name: 'Search roles' }).fill('clerk');
    await expect(page).toHaveURL(/search=clerk/);
    await expect(page.getByText('1 role found')).toBeVisible();
    await rowAction(page, 'Expense clerk', 'Edit', { exact: false });
    const edit = page.getByRole('dialog', { name: 'Edit “Expense clerk”' });
    await expect(edit.getByRole('checkbox', { name: 'Expenses: create' })).toBeChecked();
    await expect(edit.getByRole('checkbox', { name: 'Expenses: edit' })).not.toBeChecked();
    await edit.getByRole('checkbox', { name: 'Expenses: edit' }).check();
    await edit.getByRole('button', { name: 'Save role' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Expense clerk/ })).toContainText('5 of 56');

    // View its permissions.
    await rowAction(page, 'Expense clerk', 'View', { exact: false });
    const view = page.getByRole('dialog', { name: 'Expense clerk' });
    await expect(view.getByRole('listitem')).toHaveText([
      'Customers: view',
      'Expenses: view, create, edit',
      'Expense categories: view',
    ]);
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // Remove, find in removed, restore.
    await rowAction(page, 'Expense clerk', 'Remove', { exact: false });
    await page.getByRole('alertdialog', { name: 'Remove “Expense clerk”?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('“Expense clerk” removed')).toBeVisible();
    await page.getByRole('tab', { name: /Removed/ }).click();
    await expect(page.getByRole('row', { name: /Expense clerk/ })).toBeVisible();
    await expectAccessible(page);
    await rowAction(page, 'Expense clerk', 'Restore', { exact: false });
    await expect(page.getByText('“Expense clerk” restored')).toBeVisible();
    await page.getByRole('tab', { name: /Active/ }).click();
    await expect(page.getByRole('row', { name: /Expense clerk/ })).toBeVisible();

    // Assign it: a staff member whose email is a fresh sign-in (the sandbox links them by email).
    const member = await createUser('roles-member', 'Bola Member');
    await openArea(page, 'Staff');
    await page.getByRole('button', { name: 'Add staff member' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add a staff member' });
    await add.getByRole('textbox', { name: 'First name' }).fill('Bola');
    await add.getByRole('textbox', { name: 'Last name' }).fill('Member');
    await add.getByRole('textbox', { name: 'Email' }).fill(member.email);
    await add.getByRole('checkbox', { name: 'Balogun shop' }).check();
    await add.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Expense clerk' }).click();
    await add.getByRole('button', { name: 'Add staff member' }).click();
    await expect(add).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Bola Member/ })).toContainText('Expense clerk');

    // The member, in their own browser: only what the role allows.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signInTo(memberPage, member, businessId);
    const nav = memberPage.getByRole('navigation', { name: 'Main' }).first();
    for (const shown of ['Dashboard', 'Customers', 'Expenses', 'Expense categories']) {
      await expect(nav.getByRole('link', { name: shown, exact: true })).toBeVisible();
    }
    for (const hidden of [
      'Invoices',
      'Inventory',
      'Suppliers',
      'Staff',
      'Locations',
      'Payroll',
      'Receipts',
      'Debtors',
      'Tags',
      'Roles',
      'Reports',
      'Marketplace',
    ]) {
      await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }

    // Buttons and row actions follow the role: expenses may be recorded and edited, not removed.
    await openArea(memberPage, 'Expenses');
    await expect(memberPage.getByRole('button', { name: 'Record expense' }).first()).toBeVisible();
    await memberPage.getByRole('button', { name: 'Actions for Diesel', exact: true }).click();
    await expect(memberPage.getByRole('menuitem', { name: 'Edit' })).toBeEnabled();
    const remove = memberPage.getByRole('menuitem', { name: /Remove/ });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toContainText("You don't have permission to remove expenses.");
    await memberPage.keyboard.press('Escape');
    await expectAccessible(memberPage);
    // Customers may be seen, not added.
    await openArea(memberPage, 'Customers');
    await expect(memberPage.getByRole('button', { name: 'Add customer' })).toHaveCount(0);

    // A page the role lacks, and the owner's roles page: the no-access page, not a blank one.
    for (const area of ['suppliers', 'roles', 'staff']) {
      await memberPage.goto(`/b/${businessId}/${area}`);
      await expect(memberPage.getByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeVisible();
    }
    await expectAccessible(memberPage);

    // The server agrees: the member's own token is refused what the UI does not offer.
    const statuses = await memberPage.evaluate(
      async ({ base, id }) => {
        const { access_token: token } = JSON.parse(localStorage.getItem('ledgerly.session') ?? '{}') as { access_token?: string };
        const call = async (method: string, path: string, body?: unknown) =>
          (
            await fetch(`${base}/business/v1/${id}${path}`, {
              method,
              headers: { Authorization: `Bearer ${token ?? ''}`, 'Content-Type': 'application/json' },
              body: body === undefined ? undefined : JSON.stringify(body),
            })
          ).status;
        const expenses = (await (
          await fetch(`${base}/business/v1/${id}/tools/expenses/`, { headers: { Authorization: `Bearer ${token ?? ''}` } })
        ).json()) as { id: number }[];
        return {
          listExpenses: await call('GET', '/tools/expenses/'),
          listSuppliers: await call('GET', '/tools/suppliers/'),
          createCustomer: await call('POST', '/tools/customers/', { name: 'Not allowed', type: 'individual' }),
          removeExpense: await call('PATCH', `/tools/expenses/${expenses[0]?.id ?? 0}/`, { active: false }),
          createRole: await call('POST', '/tools/roles/', { name: 'Self promotion', permissions: [93] }),
        };
      },
      { base: BUSINESS_API, id: businessId },
    );
    expect(statuses).toEqual({ listExpenses: 200, listSuppliers: 403, createCustomer: 403, removeExpense: 403, createRole: 403 });
    await memberContext.close();
  });

  test('hostile names are shown as plain text, in the list, the details and the edit title', async ({
    ownerPage: page,
    owner,
  }) => {
    const [typed, ...others] = HOSTILE_NAMES.slice(0, 5);
    for (const name of others) {
      await businessCall(owner, 'POST', `/business/v1/${owner.businessId}/tools/roles/`, {
        name,
        description: name,
        permissions: [96],
      });
    }
    await openArea(page, 'Roles');
    await page.getByRole('button', { name: 'Create role' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create a role' });
    await dialog.getByRole('textbox', { name: 'Role name' }).fill(typed!);
    await grant(dialog, 'Customers', []);
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await expect(dialog).toHaveCount(0);
    // With the three template roles of a new business.
    await expect(page.getByText('8 roles', { exact: true })).toBeVisible();
    // The API-made ones carry the name as description too: two cells.
    for (const name of HOSTILE_NAMES.slice(0, 5))
      await expect(page.getByRole('cell', { name, exact: true }).first()).toBeVisible();
    await rowAction(page, typed!, 'View', { exact: false });
    await expect(page.getByRole('dialog', { name: typed })).toBeVisible();
    await page.keyboard.press('Escape');
    await rowAction(page, others[0]!, 'Edit', { exact: false });
    const edit = page.getByRole('dialog', { name: `Edit “${others[0]}”` });
    await expect(edit.getByRole('textbox', { name: 'Description' })).toHaveValue(others[0]!);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expectInert(page);
  });
});
