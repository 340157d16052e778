/**
 * The fault sweep of the business areas (issue 21, item 7): per area, one test on one signed-up
 * owner puts every mutation of the area's journey through a 500, a timeout, malformed JSON, a
 * dropped connection, an answer lost after the work, one 401 (refreshed) and an expired session
 * (fault-sweep.ts). Each area is a table of mutations; the loop is written once.
 */
import type { Locator, Page } from '@playwright/test';
import { businessCall, expect, test, type Owner } from './fixtures';
import { sweep, type Mutation } from './fault-sweep';

test.use({ fakeClock: true });

const tools = (owner: Owner, area: string) => `/business/v1/${owner.businessId}/tools/${area}/`;

/** How many records the area's list holds (its `count`), through the sandbox's API. */
const countOf =
  (owner: Owner, area: string, query = '') =>
  async () => {
    const answer = await businessCall<{ count: number } | unknown[]>(owner, 'GET', `${tools(owner, area)}${query}`);
    return Array.isArray(answer) ? answer.length : answer.count;
  };

async function openPage(page: Page, owner: Owner, area: string, heading: string): Promise<void> {
  await page.goto(`/b/${owner.businessId}/${area}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function rowAction(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** The toast saying `text`, then closed, so the next run waits for its own. */
async function toastSays(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator('[data-sonner-toast]', { hasText: text }).first();
  await expect(toast).toBeVisible();
  await toast.evaluate((element) => element.querySelector<HTMLButtonElement>('[data-close-button]')?.click());
}

interface RecordArea {
  /** The list's path segment under tools/ (for counting). */
  key: string;
  /** The contract's list and item paths. */
  list: string;
  item: string;
  /** The page under /b/{id}/ and its heading. */
  route: string;
  heading: string;
  /** Used in the records' names. */
  noun: string;
  /** The page's button that opens the create form, the form's dialog and its submit button. */
  open: string;
  dialog: string;
  submit: string;
  /** The label of the form's name field. */
  nameLabel?: string;
  added: string;
  /** Fills the create form's other required fields. */
  fill?: (dialog: Locator, run: number) => Promise<void>;
  edit?: { dialog: (name: string) => string; submit: string; updated: string; method?: 'PUT' | 'PATCH' };
  /** The body that creates a record named `name` through the API (for the remove runs). */
  body?: (name: string) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

/**
 * The usual record area: create in a dialog; edit (rename) from the row's menu; remove (asked
 * first) a record made through the API.
 */
function recordArea(page: Page, owner: Owner, area: RecordArea): Mutation[] {
  const name = (run: number) => `Sweep ${area.noun} ${run}`;
  const renamed = (run: number) => `Renamed ${area.noun} ${run}`;
  const open = () => openPage(page, owner, area.route, area.heading);
  const nameLabel = area.nameLabel ?? 'Name';
  const mutations: Mutation[] = [
    {
      name: `${area.key}: create`,
      method: 'POST',
      path: area.list,
      prepare: async (_page, run) => {
        if (run === 0) await open();
        await page.getByRole('button', { name: area.open }).first().click();
        const dialog = page.getByRole('dialog', { name: area.dialog });
        const nameField = dialog.getByRole('textbox', { name: nameLabel, exact: true });
        await nameField.fill(name(run));
        await area.fill?.(dialog, run);
        return { submit: dialog.getByRole('button', { name: area.submit, exact: true }), kept: [nameField] };
      },
      done: async (_page, run) => {
        await expect(page.getByRole('dialog', { name: area.dialog })).toHaveCount(0);
        await toastSays(page, area.added);
        await expect(page.getByText(name(run), { exact: true }).first()).toBeVisible();
      },
      count: { actual: countOf(owner, area.key), change: (runs) => runs },
    },
  ];
  const { edit, body } = area;
  if (edit) {
    mutations.push({
      name: `${area.key}: edit`,
      method: edit.method ?? 'PUT',
      path: area.item,
      prepare: async (_page, run) => {
        const current = run === 0 ? name(0) : renamed(run - 1);
        await rowAction(page, current, 'Edit');
        const dialog = page.getByRole('dialog', { name: edit.dialog(current) });
        const field = dialog.getByRole('textbox', { name: nameLabel, exact: true });
        await field.fill(renamed(run));
        return { submit: dialog.getByRole('button', { name: edit.submit, exact: true }), kept: [field] };
      },
      done: async (_page, run) => {
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await toastSays(page, edit.updated);
        await expect(page.getByText(renamed(run), { exact: true }).first()).toBeVisible();
      },
      count: { actual: countOf(owner, area.key), change: () => 0 },
    });
  }
  if (body) {
    const doomed = (run: number) => `Doomed ${area.noun} ${run}`;
    const made = new Set<number>();
    mutations.push({
      name: `${area.key}: remove`,
      method: 'PATCH',
      path: area.item,
      prepare: async (_page, run) => {
        // Once per run: the expired session prepares its run twice.
        if (!made.has(run)) await businessCall(owner, 'POST', tools(owner, area.key), await body(doomed(run)));
        made.add(run);
        await open();
        await rowAction(page, doomed(run), 'Remove');
        const confirm = page.getByRole('alertdialog', { name: `Remove “${doomed(run)}”?` });
        return { submit: confirm.getByRole('button', { name: 'Remove', exact: true }) };
      },
      done: async (_page, run) => {
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        await toastSays(page, `“${doomed(run)}” removed`);
      },
      count: { actual: countOf(owner, area.key, '?active=false'), change: (runs) => runs },
    });
  }
  return mutations;
}

const TOOLS = '/business/v1/{businessId}/tools';

test.describe('fault sweep: business areas', () => {
  test.setTimeout(300_000);

  test('customers', async ({ ownerPage: page, owner }) => {
    await sweep(
      page,
      owner,
      recordArea(page, owner, {
        key: 'customers',
        list: `${TOOLS}/customers/`,
        item: `${TOOLS}/customers/{id}`,
        route: 'customers',
        heading: 'Customers',
        noun: 'customer',
        open: 'Add customer',
        dialog: 'Add customer',
        submit: 'Add customer',
        added: 'Customer added',
        edit: { dialog: () => 'Edit customer', submit: 'Save changes', updated: 'Customer updated' },
        body: (name) => ({ name, type: 'individual' }),
      }),
    );
  });

  test('suppliers', async ({ ownerPage: page, owner }) => {
    await sweep(
      page,
      owner,
      recordArea(page, owner, {
        key: 'suppliers',
        list: `${TOOLS}/suppliers/`,
        item: `${TOOLS}/suppliers/{id}`,
        route: 'suppliers',
        heading: 'Suppliers',
        noun: 'supplier',
        open: 'Add supplier',
        dialog: 'Add supplier',
        submit: 'Add supplier',
        added: 'Supplier added',
        edit: { dialog: () => 'Edit supplier', submit: 'Save changes', updated: 'Supplier updated' },
        body: (name) => ({ name }),
      }),
    );
  });

  test('locations', async ({ ownerPage: page, owner }) => {
    await sweep(
      page,
      owner,
      recordArea(page, owner, {
        key: 'locations',
        list: `${TOOLS}/locations/`,
        item: `${TOOLS}/locations/{id}`,
        route: 'locations',
        heading: 'Locations',
        noun: 'location',
        open: 'Add location',
        dialog: 'Add a location',
        submit: 'Add location',
        nameLabel: 'Location name',
        added: 'Location added',
        fill: async (dialog, run) => {
          await dialog.getByRole('textbox', { name: 'Address' }).fill(`${run + 1} Admiralty Way, Lekki`);
          await dialog.getByRole('textbox', { name: 'Phone number' }).fill('0802 987 6543');
        },
        edit: { dialog: () => 'Edit location', submit: 'Save changes', updated: 'Location saved' },
      }),
    );
  });

  test('tags', async ({ ownerPage: page, owner }) => {
    await sweep(
      page,
      owner,
      recordArea(page, owner, {
        key: 'tags',
        list: `${TOOLS}/tags/`,
        item: `${TOOLS}/tags/`,
        route: 'tags',
        heading: 'Tags',
        noun: 'tag',
        open: 'New tag',
        dialog: 'New tag',
        submit: 'Create tag',
        nameLabel: 'Tag name',
        added: 'Tag created',
      }),
    );
  });

  test('roles', async ({ ownerPage: page, owner }) => {
    await sweep(
      page,
      owner,
      recordArea(page, owner, {
        key: 'roles',
        list: `${TOOLS}/roles/`,
        item: `${TOOLS}/roles/{id}`,
        route: 'roles',
        heading: 'Roles',
        noun: 'role',
        open: 'Create role',
        dialog: 'Create a role',
        submit: 'Create role',
        nameLabel: 'Role name',
        added: 'Role created',
        fill: async (dialog) => {
          await dialog.getByRole('button', { name: 'Accountant' }).click();
        },
        edit: { dialog: (name) => `Edit “${name}”`, submit: 'Save role', updated: 'Role saved' },
        body: (name) => ({ name, permissions: [93] }),
      }),
    );
  });

  test('expense categories', async ({ ownerPage: page, owner }) => {
    await sweep(
      page,
      owner,
      recordArea(page, owner, {
        key: 'expense_categories',
        list: `${TOOLS}/expense_categories/`,
        item: `${TOOLS}/expense_categories/{id}`,
        route: 'expense-categories',
        heading: 'Expense categories',
        noun: 'category',
        open: 'Add expense category',
        dialog: 'New expense category',
        submit: 'Add category',
        added: 'Expense category added',
        edit: { dialog: (name) => `Edit “${name}”`, submit: 'Save changes', updated: 'Expense category saved' },
        body: (name) => ({ name }),
      }),
    );
  });

  test('expenses', async ({ ownerPage: page, owner }) => {
    const today = new Date().toISOString().slice(0, 10);
    const categories = await businessCall<{ id: number; name: string }[] | { results: { id: number; name: string }[] }>(
      owner,
      'GET',
      tools(owner, 'expense_categories'),
    );
    const category = (Array.isArray(categories) ? categories : categories.results)[0]!;
    await sweep(
      page,
      owner,
      recordArea(page, owner, {
        key: 'expenses',
        list: `${TOOLS}/expenses/`,
        item: `${TOOLS}/expenses/{id}/`,
        route: 'expenses',
        heading: 'Expenses',
        noun: 'expense',
        open: 'Record expense',
        dialog: 'Record an expense',
        submit: 'Record expense',
        added: 'Expense recorded',
        fill: async (dialog, run) => {
          await dialog.getByRole('textbox', { name: 'Amount' }).fill(`${1500 + run}.50`);
          await dialog.getByLabel('Date').fill(today);
          const picker = dialog.getByRole('combobox', { name: 'Category' });
          await picker.fill(category.name);
          await picker.press('Enter');
        },
        edit: { dialog: (name) => `Edit “${name}”`, submit: 'Save changes', updated: 'Expense saved', method: 'PATCH' },
        body: (name) => ({ name, amount: '1500.00', expense_date: today, category: category.id }),
      }),
    );
  });
});
