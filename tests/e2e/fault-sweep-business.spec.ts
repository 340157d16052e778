/**
 * The fault sweep of the business areas (issue 21, item 7): per area, one test on one signed-up
 * owner puts every mutation of the area's journey through a 500, a timeout, malformed JSON, a
 * dropped connection, an answer lost after the work, one 401 (refreshed) and an expired session
 * (fault-sweep.ts). Each area is a table of mutations; the loop is written once.
 *
 * Areas: customers, suppliers, locations, tags, roles, expense categories, expenses (create, edit,
 * remove where the area has them); staff (create, edit); inventory items (create); invoices
 * (create, record payment); payroll (pay); debtors (send reminder). Not here yet: editing an
 * inventory item.
 *
 * Time: records a run needs are made through the API at once and the page loaded once; pages are
 * reached through the navigation, not reloaded; reduced motion cuts the app's animations.
 */
import type { Locator, Page } from '@playwright/test';
import { businessCall, expect, test, type Owner } from './fixtures';
import { rowAction } from './tools-support';
import { FAULTS, sweep, toastSays, type Mutation } from './fault-sweep';

// Reduced motion: the app's styles cut every animation and transition to 1 ms (src/styles.css),
// so opening menus and dialogs and closing them does not wait for them.
test.use({ fakeClock: true, reducedMotion: 'reduce' });

const tools = (owner: Owner, area: string) => `/business/v1/${owner.businessId}/tools/${area}/`;

/** How many records the area's list holds (its `count`), through the sandbox's API. */
const countOf =
  (owner: Owner, area: string, query = '') =>
  async () => {
    const answer = await businessCall<{ count: number } | unknown[]>(owner, 'GET', `${tools(owner, area)}${query}`);
    return Array.isArray(answer) ? answer.length : answer.count;
  };

/** The area's page: through the navigation (no reload), or loaded afresh (to show what the API just made). */
async function openPage(page: Page, owner: Owner, area: string, heading: string, reload = false): Promise<void> {
  if (reload) await page.goto(`/b/${owner.businessId}/${area}`);
  else await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: heading, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
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
  const open = (reload = false) => openPage(page, owner, area.route, area.heading, reload);
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
    mutations.push({
      name: `${area.key}: remove`,
      method: 'PATCH',
      path: area.item,
      prepare: async (_page, run) => {
        if (run === 0) {
          // Every run's record at once, through the API, then the page once: no reload per run.
          for (let each = 0; each <= FAULTS.length; each += 1) {
            await businessCall(owner, 'POST', tools(owner, area.key), await body(doomed(each)));
          }
          await open(true);
        }
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

test.describe('fault sweep: more business areas', () => {
  test.setTimeout(200_000);

  test('staff', async ({ ownerPage: page, owner }) => {
    const LAST = ['Adeyemi', 'Bakare', 'Chukwu', 'Danjuma', 'Eze', 'Fashola', 'Gowon'];
    const EDITED = ['Ibekwe', 'Jaja', 'Kalu', 'Lawal', 'Musa', 'Nwosu', 'Obi'];
    const stamp = Date.now();
    const dialog = page.getByRole('dialog', { name: 'Add a staff member' });
    const field = (where: Locator, name: string) => where.getByRole('textbox', { name, exact: true });
    const mutations: Mutation[] = [
      {
        name: 'staff: create',
        method: 'POST',
        path: `${TOOLS}/members/`,
        prepare: async (_page, run) => {
          if (run === 0) await openPage(page, owner, 'staff', 'Staff');
          await page.getByRole('button', { name: 'Add staff member' }).first().click();
          const kept = [field(dialog, 'First name'), field(dialog, 'Last name'), field(dialog, 'Email')];
          await kept[0]!.fill('Sweep');
          await kept[1]!.fill(LAST[run]!);
          await kept[2]!.fill(`sweep.${run}.${stamp}@example.com`);
          await dialog.getByRole('checkbox', { name: 'Balogun shop' }).check();
          return { submit: dialog.getByRole('button', { name: 'Add staff member' }), kept };
        },
        done: async (_page, run) => {
          await expect(dialog).toHaveCount(0);
          await toastSays(page, 'Staff member added');
          await expect(page.getByRole('row', { name: new RegExp(`Sweep ${LAST[run]!}`) })).toBeVisible();
        },
        count: { actual: countOf(owner, 'members'), change: (runs) => runs },
      },
      {
        name: 'staff: edit',
        method: 'PUT',
        path: `${TOOLS}/members/{id}`,
        prepare: async (_page, run) => {
          const current = `Sweep ${run === 0 ? LAST[0]! : EDITED[run - 1]!}`;
          await rowAction(page, current, 'Edit');
          const edit = page.getByRole('dialog', { name: `Edit ${current}` });
          const last = field(edit, 'Last name');
          await last.fill(EDITED[run]!);
          return { submit: edit.getByRole('button', { name: 'Save changes' }), kept: [last] };
        },
        done: async (_page, run) => {
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await toastSays(page, 'Staff member saved');
          await expect(page.getByRole('row', { name: new RegExp(`Sweep ${EDITED[run]!}`) })).toBeVisible();
        },
        count: { actual: countOf(owner, 'members'), change: () => 0 },
      },
    ];
    await sweep(page, owner, mutations);
  });

  test('inventory items', async ({ ownerPage: page, owner }) => {
    const dialog = page.getByRole('dialog', { name: 'Add item' });
    const name = (run: number) => `Sweep fabric ${run}`;
    const mutations: Mutation[] = [
      {
        name: 'inventory: create item',
        method: 'POST',
        path: `${TOOLS}/inventories/`,
        prepare: async (_page, run) => {
          if (run === 0) await openPage(page, owner, 'inventory', 'Inventory');
          await page.getByRole('button', { name: 'Add item' }).first().click();
          await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name(run));
          await dialog.getByRole('textbox', { name: 'Quantity' }).fill(String(10 + run));
          await dialog.getByRole('textbox', { name: 'Selling price' }).fill('15000');
          await dialog.getByRole('button', { name: 'Review' }).click();
          // The review step: the item as it will be saved, then Save item.
          const summary = dialog.getByRole('region', { name: 'Check the item before saving' });
          return { submit: dialog.getByRole('button', { name: 'Save item' }), shown: [summary.getByText(name(run))] };
        },
        done: async (_page, run) => {
          await expect(dialog).toHaveCount(0);
          await expect(page.getByRole('row', { name: new RegExp(name(run)) })).toBeVisible();
        },
        count: { actual: countOf(owner, 'inventories'), change: (runs) => runs },
      },
    ];
    await sweep(page, owner, mutations);
  });

  test('invoices', async ({ ownerPage: page, owner }) => {
    await businessCall(owner, 'POST', tools(owner, 'customers'), { name: 'Amaka Stores', type: 'business' });
    await businessCall(owner, 'POST', tools(owner, 'inventories'), {
      name: 'Adire tie-dye',
      type: 'product',
      unit_price: '80000.00',
      cost_price: '1000.00',
      quantity: 100,
      unit: 'piece',
    });
    const form = page.getByRole('dialog', { name: 'New invoice' });
    const title = (run: number) => `Sweep invoice ${run}`;
    let invoice = { id: 0, number: '' };
    const pay = () => page.getByRole('dialog', { name: `Record a payment on ${invoice.number}` });
    const recorded = page.getByRole('dialog', { name: 'Payment recorded' });
    const mutations: Mutation[] = [
      {
        name: 'invoices: create',
        method: 'POST',
        path: `${TOOLS}/invoices/`,
        prepare: async (_page, run) => {
          if (run === 0) await openPage(page, owner, 'invoices', 'Invoices');
          await page.getByRole('button', { name: 'New invoice' }).first().click();
          await form.getByRole('textbox', { name: /Title/ }).fill(title(run));
          await form.getByRole('combobox', { name: /Customer/ }).click();
          await page.getByRole('option', { name: 'Amaka Stores' }).click();
          await form.getByRole('combobox', { name: 'Item 1' }).fill('Adire');
          await page.getByRole('option', { name: /^Adire tie-dye/ }).click();
          await form.getByRole('button', { name: 'Review' }).click();
          const summary = form.getByRole('region', { name: 'Check the invoice before saving' });
          return { submit: form.getByRole('button', { name: 'Save invoice' }), shown: [summary.getByText('Amaka Stores')] };
        },
        done: async () => {
          await expect(form).toHaveCount(0);
          await toastSays(page, /^Invoice INV-\d{6} saved$/);
        },
        count: { actual: countOf(owner, 'invoices'), change: (runs) => runs },
      },
      {
        name: 'invoices: record payment',
        method: 'POST',
        path: `${TOOLS}/receipts/`,
        prepare: async (_page, run) => {
          if (run === 0) {
            const list = await businessCall<{ results: { id: number; number: string }[] }>(
              owner,
              'GET',
              tools(owner, 'invoices'),
            );
            invoice = list.results[0]!;
            await page
              .getByRole('row', { name: new RegExp(invoice.number) })
              .getByRole('link')
              .first()
              .click();
            await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
          }
          await page.getByRole('button', { name: 'Record payment' }).click();
          const amount = pay().getByRole('textbox', { name: /Amount received/ });
          await amount.fill(String(1000 + run));
          return { submit: pay().getByRole('button', { name: 'Record payment' }), kept: [amount] };
        },
        saved: () => recorded,
        done: async () => {
          await expect(recorded.getByText(/^RCT-\d{6}$/)).toBeVisible();
          await recorded.getByRole('button', { name: 'Done' }).click();
          await expect(recorded).toHaveCount(0);
        },
        count: { actual: countOf(owner, 'receipts'), change: (runs) => runs },
      },
    ];
    await sweep(page, owner, mutations);
  });

  test('payroll', async ({ ownerPage: page, owner }) => {
    // Paying twice in a month asks first: a staff member per run, each with a monthly pay.
    const FIRST = ['Amaka', 'Bayo', 'Chioma', 'Dayo', 'Efe', 'Folake', 'Gozie'];
    const places = await businessCall<{ id: number }[] | { results: { id: number }[] }>(owner, 'GET', tools(owner, 'locations'));
    const location = (Array.isArray(places) ? places : places.results)[0]!.id;
    const stamp = Date.now();
    for (const first_name of FIRST) {
      const member = await businessCall<{ id: number }>(owner, 'POST', tools(owner, 'members'), {
        first_name,
        last_name: 'Obi',
        email: `${first_name.toLowerCase()}.${stamp}@example.com`,
        locations: [location],
      });
      await businessCall(owner, 'POST', tools(owner, 'payrolls'), { staff: member.id, amount: '90000.00', description: 'Sales' });
    }
    const dialog = (run: number) => page.getByRole('dialog', { name: `Pay “${FIRST[run]!} Obi”` });
    const mutations: Mutation[] = [
      {
        name: 'payroll: pay',
        method: 'POST',
        path: `${TOOLS}/payroll_histories/`,
        prepare: async (_page, run) => {
          if (run === 0) await openPage(page, owner, 'payroll', 'Payroll');
          await rowAction(page, `${FIRST[run]!} Obi`, 'Pay');
          const amount = dialog(run).getByRole('textbox', { name: /Amount/ });
          await expect(amount).toHaveValue(/90,?000/);
          return { submit: dialog(run).getByRole('button', { name: 'Record payment' }), kept: [amount] };
        },
        done: async (_page, run) => {
          await expect(dialog(run)).toHaveCount(0);
          await toastSays(page, 'Payment recorded');
        },
        count: { actual: countOf(owner, 'payroll_histories'), change: (runs) => runs },
      },
    ];
    await sweep(page, owner, mutations);
  });

  test('debtors', async ({ ownerPage: page, owner }) => {
    // One reminder per customer a day: a debtor per run, each owing on an unpaid invoice.
    const NAMES = ['Adaeze', 'Bolanle', 'Chiamaka', 'Damilola', 'Emeka', 'Funmilayo', 'Gbenga'].map((n) => `${n} Okafor`);
    const today = new Date().toISOString().slice(0, 10);
    const item = await businessCall<{ id: number }>(owner, 'POST', tools(owner, 'inventories'), {
      name: 'Ankara fabric (6 yards)',
      unit_price: '15000',
      cost_price: '9000',
      quantity: 50,
      unit: 'piece',
    });
    for (const [index, name] of NAMES.entries()) {
      const customer = await businessCall<{ id: number }>(owner, 'POST', tools(owner, 'customers'), {
        name,
        type: 'individual',
        email: `debtor.${index}@example.ng`,
      });
      await businessCall(owner, 'POST', tools(owner, 'invoices'), {
        customer: customer.id,
        title: 'Aso-ebi',
        sale_date: today,
        due_date: today,
        items: [{ inventory: item.id, quantity: 1, unit_price: '15000.00' }],
        vat: '0',
      });
    }
    const reminded = async () => {
      const debtors = await businessCall<{ last_reminded_at: string | null }[]>(owner, 'GET', tools(owner, 'debtors'));
      return debtors.filter((d) => d.last_reminded_at !== null).length;
    };
    const dialog = page.getByRole('dialog', { name: 'Send a payment reminder' });
    const mutations: Mutation[] = [
      {
        name: 'debtors: send reminder',
        method: 'POST',
        path: `${TOOLS}/debtors/{id}/send_reminder/`,
        prepare: async (_page, run) => {
          if (run === 0) await openPage(page, owner, 'debtors', 'Debtors');
          await page.getByRole('button', { name: `Actions for ${NAMES[run]!}`, exact: true }).click();
          await page.getByRole('menuitem', { name: /^Send reminder/ }).click();
          const message = dialog.getByRole('textbox', { name: /Message/ });
          await expect(message).toHaveValue(new RegExp(NAMES[run]!));
          await message.fill(`Please pay this week, ${NAMES[run]!}.`);
          return { submit: dialog.getByRole('button', { name: 'Send reminder' }), kept: [message] };
        },
        done: async (_page, run) => {
          await expect(dialog).toHaveCount(0);
          await toastSays(page, `Reminder sent to ${NAMES[run]!} by email`);
        },
        count: { actual: reminded, change: (runs) => runs },
      },
    ];
    await sweep(page, owner, mutations);
  });
});
