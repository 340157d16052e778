/**
 * The journeys' fixture: each test gets its own owner with a business (made through the API, as
 * tools-support.ts does) and `ownerPage`, a page already signed in as that owner on the business
 * dashboard. The session is seeded the way the app keeps it (localStorage `ledgerly.session`,
 * src/lib/session/session-store.ts) from a real `POST /auth/signin/`, so no sign-in page loads.
 *
 *   import { expect, test } from './fixtures';
 *   test('...', async ({ ownerPage: page, owner }) => { ... });
 *   test.use({ fakeClock: true }); // page.clock installed before the app loads
 *
 * Also here: `injectFault` (the sandbox's POST /__sandbox/faults) and `expectInert` (hostile
 * strings did not run).
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { AUTH_API, isSandbox } from './support';
import { BUSINESS_API, createBusiness, createUser, type TestUser } from './tools-support';

export { expect };

export interface Owner extends TestUser {
  businessId: number;
}

interface Fixtures {
  /** Install Playwright's clock before the app loads (`page.clock.fastForward` then drives its timers). */
  fakeClock: boolean;
  /** A fresh business owner (signed up, verified, named) with a fresh business. */
  owner: Owner;
  /** A page signed in as `owner`, on the business dashboard. */
  ownerPage: Page;
}

/** The auth contract's AuthSession, as sign-in returns it and the app stores it. */
interface AuthSession {
  id: number;
  email: string;
  username: string | null;
  access_token: string;
  refresh_token: string;
  access_expires_at: string;
  account_type: 'personal' | 'business';
  is_verified: boolean;
}

const SESSION_KEY = 'ledgerly.session';
const SEED_PATH = '/__e2e/seed-session';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function signInByApi(user: TestUser): Promise<AuthSession> {
  const response = await fetch(`${AUTH_API}/auth/signin/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(response.status, 'sign-in through the API').toBe(200);
  return (await response.json()) as AuthSession;
}

/** Puts `session` where the app reads it at start-up, on the app's origin, without loading the app. */
async function seedSession(page: Page, session: AuthSession): Promise<void> {
  await page.route(`**${SEED_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>seed</title>' }),
  );
  await page.goto(SEED_PATH);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(session)] as const);
  await page.unroute(`**${SEED_PATH}`);
}

export const test = base.extend<Fixtures>({
  fakeClock: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument.
  owner: async ({}, use, testInfo) => {
    test.skip(!(await isSandbox()), 'needs the stateful sandbox backend');
    const prefix = testInfo.titlePath[1]?.replace(/[^a-z0-9]+/gi, '-').slice(0, 20) || 'e2e';
    const user = await createUser(prefix);
    await use({ ...user, businessId: await createBusiness(user) });
    await expectNoDuplicateSubmissions(user);
  },
  ownerPage: async ({ page, owner, fakeClock }, use) => {
    watchPage(page);
    if (fakeClock) await page.clock.install();
    await seedSession(page, await signInByApi(owner));
    await page.goto(`/b/${owner.businessId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await use(page);
  },
});

/**
 * A business-service call as `user`, for set-up a journey needs but does not test (the UI is for
 * the step under test). Fails the test unless the call succeeds; resolves to the parsed answer.
 */
export async function businessCall<T = unknown>(
  user: Pick<TestUser, 'token'>,
  method: HttpMethod,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${BUSINESS_API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.ok, `${method} ${path}: ${response.status} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * After every test of an `owner`: the sandbox saw no double submission by that user (the same
 * creating or money-moving call repeated within 10 s under another Idempotency-Key or none, after
 * the first one committed: README, 'Duplicates').
 */
export async function expectNoDuplicateSubmissions(user: Pick<TestUser, 'token'>): Promise<void> {
  const response = await fetch(`${BUSINESS_API}/__sandbox/duplicates`, { headers: { Authorization: `Bearer ${user.token}` } });
  expect(response.status, 'the sandbox answers its duplicates list').toBe(200);
  const { duplicates } = (await response.json()) as { duplicates: unknown[] };
  expect(duplicates, 'double submissions recorded by the sandbox').toEqual([]);
}

/**
 * For a test that repeats a create on purpose (importing the same CSV again): the sandbox forgets
 * the repeats recorded so far, so the check after the test sees only accidental ones.
 */
export async function forgetIntendedRepeats(user: Pick<TestUser, 'token'>): Promise<void> {
  const response = await fetch(`${BUSINESS_API}/__sandbox/duplicates?clear=1`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(response.status, 'the sandbox clears its duplicates list').toBe(200);
}

/** The sandbox's fault kinds (README, 'Faults'). */
export type FaultKind = 'status' | 'timeout' | 'malformed' | 'network' | 'after' | 'slow_body' | 'delay';

export interface FaultOptions {
  /** For `status` (default 500). */
  status?: number;
  /** The answer waits this long (with any kind; alone it is `delay`). */
  delay_ms?: number;
  /** For `slow_body`: how long reading the upload or writing the answer takes (default 5000). */
  duration_ms?: number;
  /** How many calls the fault applies to (default: the next one). */
  times?: number;
}

/**
 * The page's next call to `method` + `path` (the contract's path template, e.g.
 * `/business/v1/{businessId}/tools/customers/`, or `*`) fails as `kind` says. Armed with the
 * page's own access token, so it hits this page's calls only.
 */
/** The page's access token, as the app keeps it for the session. */
function sessionToken(page: Page): Promise<string | undefined> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { access_token?: string }).access_token : undefined;
  }, SESSION_KEY);
}

export async function injectFault(
  page: Page,
  method: HttpMethod,
  path: string,
  kind: FaultKind = 'status',
  extra: FaultOptions = {},
): Promise<void> {
  const token = await sessionToken(page);
  expect(token, 'the page has a session to arm a fault for').toBeTruthy();
  const response = await fetch(`${BUSINESS_API}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ method, path, kind, ...extra }),
  });
  expect(response.status, `arming ${kind} on ${method} ${path}: ${await response.clone().text()}`).toBe(201);
}

/** The faults armed for the page's session that no call has taken yet. */
export async function armedFaults(page: Page): Promise<unknown[]> {
  const token = await sessionToken(page);
  const response = await fetch(`${BUSINESS_API}/__sandbox/faults`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { armed: unknown[] }).armed;
}

/** The sandbox's 500 message (the contract's InternalServerError example). */
export const SERVER_ERROR = 'A server error occurred.';

/**
 * The step under test of the fault journeys: the form in `dialog` is filled in; its save (the
 * `method` + `path` operation) fails once with a 500; the message shows, every field in `kept`
 * still holds its text, and pressing `submit` again saves (the dialog closes). The journey then
 * checks that exactly one record was made.
 */
export async function saveThroughAFailure(
  page: Page,
  dialog: Locator,
  save: { method?: HttpMethod; path: string; submit: string; kept: Record<string, string> },
): Promise<void> {
  await injectFault(page, save.method ?? 'POST', save.path, 'status', { status: 500 });
  const submit = dialog.getByRole('button', { name: save.submit });
  await submit.click();
  await expect(page.getByText(SERVER_ERROR)).toBeVisible();
  for (const [label, value] of Object.entries(save.kept)) {
    await expect(dialog.getByRole('textbox', { name: label, exact: true }), label).toHaveValue(value);
  }
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog).toHaveCount(0);
}

/** What a hostile string leaves behind when it runs (src/test/hostile-strings.ts sets these). */
const INJECTED = '#pwned, [data-pwned], main script, main iframe, a[href^="javascript:"]';

const watchers = new WeakMap<Page, string[]>();

/**
 * Records, from now on, what a hostile string would do on `page` if it ran: a dialog (dismissed)
 * or a page error. `ownerPage` is watched from the start; call this for other pages.
 */
export function watchPage(page: Page): void {
  if (watchers.has(page)) return;
  const problems: string[] = [];
  watchers.set(page, problems);
  page.on('dialog', (dialog) => {
    problems.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
}

/**
 * Nothing hostile ran on `page`: no dialog or page error since it was watched, no injected
 * element (`#pwned`, `[data-pwned]`, a script or iframe in the page, a `javascript:` link), no
 * inline event handler anywhere, and `window.__pwned` unset.
 */
export async function expectInert(page: Page): Promise<void> {
  watchPage(page);
  const found = await page.evaluate((selector) => {
    const handlers = [...document.body.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${element.tagName} ${a.name}`),
    );
    const injected = [...document.querySelectorAll(selector)].map((element) => element.outerHTML.slice(0, 80));
    return { handlers, injected, pwned: (window as { __pwned?: unknown }).__pwned };
  }, INJECTED);
  expect(found.injected, 'injected elements').toEqual([]);
  expect(found.handlers, 'inline event handlers').toEqual([]);
  expect(found.pwned, 'window.__pwned').toBeUndefined();
  expect(watchers.get(page), 'dialogs and page errors').toEqual([]);
}

/**
 * Closes a changed record form with its Cancel button: the form asks 'Discard changes?' first
 * (issue 22), and Discard closes both.
 */
export async function cancelChangedForm(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(ask).toHaveCount(0);
  await expect(dialog).toHaveCount(0);
}
