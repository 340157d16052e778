/**
 * The hostile input sweep (issue 21, item 8): the 50+ strings of src/test/hostile-strings.ts are
 * written through the API into every entity a new owner can write text into, then every list and
 * detail page that shows them is opened (client-side, as a person moving around the app would),
 * and after each: nothing ran (`expectInert`: no dialog, no page error, no injected element, no
 * inline handler, no `javascript:` link) and the strings are there as literal text.
 *
 * Where a field's contract refuses a string (its maxLength), the sweep writes the strings that
 * fit: only the 10,000-character one exceeds the 200-character name fields (it goes, cut to the
 * field's limit, into a description), and tags (50) and people's names (100-150) take the strings
 * of that length or less. Not written here: marketplace orders, stores and payouts (the contracts
 * have no call that creates them: they come from the market), banking beneficiaries (made only
 * by a completed transfer, covered by the banking journeys), course reviews (training's own).
 *
 * Two tests, each on its own owner, so the two workers share the work: the business tools; the
 * vault, support and the profile.
 */
import type { Page } from '@playwright/test';
import { HOSTILE_STRINGS } from '../../src/test/hostile-strings';
import { businessCall, expect, expectInert, test, type Owner } from './fixtures';
import { AUTH_API } from './support';
import { BUSINESS_API } from './tools-support';

const serviceApi = (offset: number) => AUTH_API.replace(/\d$/, (digit) => String(Number(digit) + offset));
const COMMON_API = serviceApi(1);
const VAULT_API = serviceApi(6);

const VALUES = HOSTILE_STRINGS.map((item) => item.value);
/** The strings a field of `max` characters takes (the contract refuses longer ones). */
const fitting = (max: number) => VALUES.filter((value) => value.length <= max);
/** For a long text field: every string, the longest cut to the field's limit. */
const cutTo = (max: number) => VALUES.map((value) => value.slice(0, max));
/** The 10,000 characters, cut to a description's limit. */
const LONGEST = VALUES.reduce((a, b) => (b.length > a.length ? b : a));
const IMG = HOSTILE_STRINGS.find((item) => item.label === 'img onerror')!.value;
const SCRIPT = HOSTILE_STRINGS.find((item) => item.label === 'script tag')!.value;
const SVG = HOSTILE_STRINGS.find((item) => item.label === 'svg onload')!.value;
const TEMPLATE = HOSTILE_STRINGS.find((item) => item.label === 'Angular/Vue template')!.value;

interface Created {
  id: number;
}

/** Runs `make` for every item, `size` at a time (the sandbox is one process: batches, not 50 at once). */
async function inBatches<T, R>(items: readonly T[], make: (item: T, index: number) => Promise<R>, size = 12): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map((item, i) => make(item, start + i)))));
  }
  return results;
}

async function serviceCall<T>(
  base: string,
  owner: Pick<Owner, 'token'>,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${owner.token}`,
      ...(form || body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  expect(response.ok, `${method} ${path}: ${response.status} ${text.slice(0, 300)}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Goes to `path` inside the running app (the router follows `history.pushState`), so no page load
 * per visit; `ready` is what shows once the page has its data.
 */
async function visit(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<void>,
  problems: string[],
  { sameView = false } = {},
): Promise<void> {
  await page.evaluate(
    ({ to, countAll }) => {
      // What the page showed before: `literalTexts` counts only what is new or changed after the
      // navigation, so the previous page (still on screen while the next one loads) cannot pass
      // the next page's check. `sameView`: the next address shows part of this page again (a
      // thread the list already had open), so everything on screen counts.
      const before = new WeakMap<Element, string>();
      if (!countAll) for (const element of document.body.querySelectorAll('*')) before.set(element, element.textContent ?? '');
      (window as unknown as { __sweepBefore?: WeakMap<Element, string> }).__sweepBefore = before;
      const key = Math.random().toString(36).slice(2);
      const index = ((window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
      window.history.pushState({ __TSR_index: index, key, __TSR_key: key }, '', to);
    },
    { to: path, countAll: sameView },
  );
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  // Every page is checked even when one fails: the test ends with the list of those that did.
  try {
    await ready(page);
  } catch (error) {
    problems.push(`${path}: the strings are not shown as text: ${(error as Error).message.split('\n')[0]}`);
  }
  try {
    await expectInert(page);
  } catch (error) {
    problems.push(`${path}: not inert: ${(error as Error).message}`);
  }
}

/**
 * How many of `values` the page shows as an element's whole text (literally, not as markup),
 * counting after a `visit` only elements that are new or whose text changed since it began.
 */
function literalTexts(page: Page, values: readonly string[]): Promise<number> {
  return page.evaluate((wanted) => {
    const set = new Set(wanted);
    const found = new Set<string>();
    const before = (window as unknown as { __sweepBefore?: WeakMap<Element, string> }).__sweepBefore;
    for (const element of document.body.querySelectorAll('*')) {
      const text = element.textContent ?? '';
      if (set.has(text) && before?.get(element) !== text) found.add(text);
    }
    return found.size;
  }, values);
}

/** Waits until the page shows at least `atLeast` of `values` as literal text. */
const showsLiterally = (values: readonly string[], atLeast: number) => async (page: Page) => {
  await expect
    .poll(() => literalTexts(page, values), { message: `at least ${atLeast} hostile strings as text`, timeout: 5_000 })
    .toBeGreaterThanOrEqual(atLeast);
};

/** Waits until `text` is on the page as an element's exact text. */
const showsText = (text: string) => showsLiterally([text], 1);

test.describe('Hostile input sweep', () => {
  test('business tools: every list and record page, the dashboard, the palette and a shared invoice show the strings as text', async ({
    ownerPage: page,
    owner,
  }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    const tools = `/business/v1/${owner.businessId}/tools`;
    const call = <T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
      businessCall<T>(owner, method, `${tools}${path}`, body);
    const places = await call<Created[] | { results: Created[] }>('GET', '/locations/');
    const shop = (Array.isArray(places) ? places : places.results)[0]!.id;
    const names = fitting(200);

    // The business itself: its name (header, dashboard) and address.
    const businessName = SVG;
    await businessCall(owner, 'PATCH', `/business/v1/businesses/${owner.businessId}/`, { name: businessName, address: IMG });

    // One record per string in the main lists; descriptions take the rest (the longest cut to fit).
    const [customers, suppliers, items, categories] = await Promise.all([
      inBatches(names, (name) => call<Created>('POST', '/customers/', { name })),
      inBatches(names, (name, i) =>
        call<Created>('POST', '/suppliers/', {
          name,
          address: cutTo(500)[i],
          description: i === 0 ? LONGEST.slice(0, 2000) : cutTo(2000)[i],
        }),
      ),
      inBatches(names, (name, i) =>
        call<Created>('POST', '/inventories/', {
          name,
          unit_price: '1500.00',
          quantity: 100,
          location: shop,
          description: i === 0 ? LONGEST.slice(0, 2000) : cutTo(2000)[(i + 1) % VALUES.length],
          unit: fitting(30)[i % fitting(30).length],
        }),
      ),
      inBatches(fitting(120), (name, i) => call<Created>('POST', '/expense_categories/', { name, description: cutTo(1000)[i] })),
    ]);
    const personNames = fitting(100);
    const [staff, locations] = await Promise.all([
      inBatches(personNames, (first_name, i) =>
        call<Created>('POST', '/members/', {
          first_name,
          last_name: 'Okafor',
          email: `hostile.${i}.${Date.now()}@example.com`,
          locations: [shop],
        }),
      ),
      inBatches(fitting(120), (name, i) =>
        call<Created>('POST', '/locations/', { name, address: cutTo(500)[i], phone_number: '+2348031234567' }),
      ),
      inBatches(fitting(50), (name) => call('POST', '/tags/', { name })),
      inBatches(fitting(100), (name, i) => call('POST', '/roles/', { name, description: cutTo(500)[i], permissions: [93] })),
    ]);
    const [expenses] = await Promise.all([
      inBatches(names, (name, i) =>
        call<Created>('POST', '/expenses/', {
          name,
          amount: '2500.00',
          expense_date: '2026-11-02',
          category: categories[i % categories.length]!.id,
          description: i === 0 ? LONGEST.slice(0, 2000) : cutTo(2000)[(i + 2) % VALUES.length],
          location: shop,
        }),
      ),
      inBatches(staff, (member, i) =>
        call('POST', '/payrolls/', { staff: member.id, amount: '75000.00', description: cutTo(1000)[i] }),
      ),
    ]);
    // Invoices: a title and a note each; their lines are hostile-named items, their customers
    // hostile-named customers. Half are paid in part by a receipt with a hostile reference.
    const invoices = await inBatches(names.slice(0, 20), (title, i) =>
      call<Created>('POST', '/invoices/', {
        customer: customers[i]!.id,
        title,
        sale_date: '2026-11-02',
        due_date: '2026-11-30',
        items: [
          { inventory: items[i]!.id, quantity: 1 },
          { inventory: items[(i + 20) % items.length]!.id, quantity: 2 },
        ],
        note: i === 0 ? LONGEST.slice(0, 2000) : cutTo(2000)[(i + 3) % VALUES.length],
        state: 'unpaid',
        location: shop,
      }),
    );
    const receipts = await inBatches(invoices.slice(0, 10), (invoice, i) =>
      serviceCall<Created>(
        BUSINESS_API,
        owner,
        'POST',
        `${tools}/receipts/`,
        { invoice: invoice.id, amount: '1000.00', payment_method: 'cash', date: '2026-11-03', reference: fitting(100)[i] },
        { 'Idempotency-Key': crypto.randomUUID() },
      ),
    );

    // Early access, so the command palette is there at the end (its recent records come from
    // what this page's queries hold: no reload after this one).
    const early = await fetch(`${BUSINESS_API}/__sandbox/early-access`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: owner.email }),
    });
    expect(early.status).toBe(201);

    const b = `/b/${owner.businessId}`;
    // The business's name in the header (the switcher) and the dashboard.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await showsLiterally([businessName], 1)(page);
    await expectInert(page);

    const staffNames = personNames.map((first) => `${first} Okafor`);
    // Lists: a page of ten (sorted by name) shows at least five strings literally.
    const lists: [string, readonly string[]][] = [
      [`${b}/customers`, names],
      [`${b}/suppliers`, names],
      [`${b}/inventory`, names],
      [`${b}/expenses`, names],
      [`${b}/expense-categories`, fitting(120)],
      [`${b}/staff`, staffNames],
      [`${b}/locations`, fitting(120)],
      [`${b}/tags`, fitting(50)],
      [`${b}/roles`, fitting(100)],
      [`${b}/invoices`, names.slice(0, 20)],
      [`${b}/receipts`, [...fitting(100).slice(0, 10), ...names.slice(0, 10)]],
      [`${b}/debtors`, names.slice(0, 20)],
      [`${b}/payroll`, staffNames],
    ];
    for (const [path, values] of lists) await visit(page, path, showsLiterally(values, 5), problems);

    // Record pages: the first record of each (the 'bold tag' string) and the img onerror one.
    const imgAt = names.indexOf(IMG);
    const scriptAt = names.indexOf(SCRIPT);
    for (const at of [0, imgAt, scriptAt]) {
      await visit(page, `${b}/customers/${customers[at]!.id}`, showsText(names[at]!), problems);
      await visit(page, `${b}/suppliers/${suppliers[at]!.id}`, showsText(names[at]!), problems);
      await visit(page, `${b}/inventory/${items[at]!.id}`, showsText(names[at]!), problems);
      await visit(page, `${b}/expenses/${expenses[at]!.id}`, showsText(names[at]!), problems);
    }
    for (const at of [0, personNames.indexOf(IMG), personNames.indexOf(TEMPLATE)]) {
      await visit(page, `${b}/staff/${staff[at]!.id}`, showsLiterally([personNames[at]!, staffNames[at]!], 1), problems);
    }
    for (const at of [0, fitting(120).indexOf(IMG)]) {
      await visit(page, `${b}/locations/${locations[at]!.id}`, showsText(fitting(120)[at]!), problems);
    }
    for (const at of [0, imgAt, scriptAt]) {
      await visit(page, `${b}/invoices/${invoices[at]!.id}`, showsText(names[at]!), problems);
      await visit(page, `${b}/debtors/${customers[at]!.id}`, showsText(names[at]!), problems);
    }
    for (const at of [0, 3]) {
      await visit(page, `${b}/receipts/${receipts[at]!.id}`, showsLiterally([fitting(100)[at]!, names[at]!], 1), problems);
    }

    // The command palette (early access) lists the records just opened (customers, items,
    // invoices) by their names.
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(async () => {
      await page.keyboard.press('Control+k');
      await expect(palette).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await showsLiterally(names, 2)(page);
    await expectInert(page);
    await page.keyboard.press('Escape');
    await expect(palette).toHaveCount(0);

    // A shared invoice: the public page (no sign-in) renders the business, customer and lines.
    const share = await call<{ token: string }>('POST', `/invoices/${invoices[imgAt]!.id}/share/`);
    await page.goto(`/i/${share.token}`);
    await showsLiterally([names[imgAt]!, names[(imgAt + 20) % names.length]!], 1)(page);
    await expectInert(page);
    expect(problems, 'pages that ran or lost a hostile string').toEqual([]);
  });

  test('vault, support and profile: folders, files, tags, next of kin, threads and a name show the strings as text', async ({
    ownerPage: page,
    owner,
  }) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    const vault = <T>(method: string, path: string, body?: unknown) => serviceCall<T>(VAULT_API, owner, method, path, body);
    const common = <T>(method: string, path: string, body?: unknown) => serviceCall<T>(COMMON_API, owner, method, path, body);
    const folderNames = fitting(255);

    const [folders, , , tickets] = await Promise.all([
      inBatches(folderNames, (name, i) => vault<Created>('POST', '/folders/', { name, description: cutTo(1000)[i] })),
      inBatches(fitting(50).slice(0, 20), (name) => vault('POST', '/tags/', { name, color: '#336699' })),
      inBatches(fitting(150).slice(0, 5), (first_name, i) =>
        vault('POST', '/users/next-of-kins/', {
          first_name,
          last_name: fitting(150)[i + 5],
          relationship: 'sibling',
          phone_number: '+2348031234567',
          address: cutTo(255)[i + 10],
        }),
      ),
      inBatches(fitting(200), (ticket_title, i) =>
        common<{ ticket_id: number }>('POST', '/common-feature/support/ticket/', {
          ticket_title,
          message: cutTo(2000)[i],
        }),
      ),
    ]);
    // Files in the first folder, one per string that fits a name, with a description each.
    await inBatches(fitting(255).slice(0, 30), (name, i) => {
      const form = new FormData();
      form.append('file', new Blob([`file ${i}`], { type: 'text/plain' }), 'note.txt');
      form.append('name', name);
      form.append('description', cutTo(1000)[i + 1]!);
      form.append('folder', String(folders[0]!.id));
      return vault('POST', '/files/', form);
    });
    // Every string as a message in one thread.
    const thread = tickets[0]!.ticket_id;
    await inBatches(
      cutTo(2000),
      (message) => common('POST', `/common-feature/support/chat/${thread}/chat_message`, { message }),
      6,
    );

    // The profile name: set through the API, then the stored session carries it (as after the
    // username modal), so the user menu shows it.
    const username = TEMPLATE;
    const renamed = await fetch(`${AUTH_API}/auth/createUsername?username=${encodeURIComponent(username)}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(renamed.ok).toBe(true);
    await page.evaluate((name) => {
      const raw = localStorage.getItem('ledgerly.session');
      if (raw) localStorage.setItem('ledgerly.session', JSON.stringify({ ...JSON.parse(raw), username: name }));
    }, username);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await showsText(username)(page);
    await expectInert(page);

    await visit(page, '/vault', showsLiterally(folderNames, 10), problems);
    await visit(page, `/vault/folders/${folders[0]!.id}`, showsLiterally(fitting(255).slice(0, 30), 10), problems);
    // A next of kin's card shows the whole name in one line, and the address.
    const kinTexts = [0, 1, 2, 3, 4].flatMap((i) => [`${fitting(150)[i]} ${fitting(150)[i + 5]}`, cutTo(255)[i + 10]!]);
    await visit(page, '/vault/next-of-kin', showsLiterally(kinTexts, 8), problems);
    await visit(page, '/support?view=chat', showsLiterally(fitting(200), 5), problems);
    await visit(page, `/support?view=chat&chat=${thread}`, showsLiterally(VALUES, 20), problems, { sameView: true });
    expect(problems, 'pages that ran or lost a hostile string').toEqual([]);
  });
});
