/**
 * The fault sweep (issue 21, item 7): one generic loop that puts every mutation of a journey
 * through each fault the sandbox can make, in turn, on one signed-in page.
 *
 *   test.use({ fakeClock: true });                    // the timeout fault needs the fake clock
 *   await sweep(page, owner, [mutation, ...]);        // a table of mutations, one loop
 *
 * A mutation says how to get its form ready (`prepare`: open it and fill it in, with values
 * unique to the run), which button sends it, what success looks like, and (optionally) how many
 * records the sandbox holds after `runs` successful runs. For each fault the loop: prepares the
 * form, arms the fault on the mutation's call, presses, waits for the fault's message (the spec's
 * catalogue or the server's text), checks that the form kept its input and that its button works
 * again, presses again without a reload and waits for success. A mutation may say how its saved
 * state shows (`saved`), where its message shows (`message`), that the page reads the record
 * again after a lost answer (`rereads`), or that its runs repeat a request on purpose
 * (`repeatsOnPurpose`: the sandbox's double submissions are checked and cleared after each run).
 * After every fault of a mutation the record count is checked, so a retry that made a second
 * record fails the test there, and the fixture's teardown asks the sandbox for double submissions.
 *
 * The expired session is its own step: both of the page's tokens are revoked through the sandbox,
 * the press signs out to sign-in with 'Session expired. Please login again.'; the user signs in
 * again, lands back where they were, and the mutation is done once more from the start. Before
 * that, a single 401 on the call shows the other half of D1: one refresh, one retry, saved.
 */
import type { Locator, Page } from '@playwright/test';
import { AUTH_API } from './support';
import type { Owner } from './fixtures';
import { SERVER_ERROR, armedFaults, expect, forgetIntendedRepeats, injectFault, test } from './fixtures';
import { BUSINESS_API } from './tools-support';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const SESSION_EXPIRED = 'Session expired. Please login again.';

/** One fault of the sweep: how to arm it and the message the user then sees. */
export interface SweepFault {
  name: string;
  arm: (page: Page, method: HttpMethod, path: string) => Promise<void>;
  /** The text shown after the press (the spec's catalogue or the server's), or null when none shows. */
  message: string | null;
  /** The answer never comes: the app's 50 s timer must run out (the fake clock). */
  hangs?: boolean;
  /**
   * A dropped connection before any answer: Chromium may resend the request on its own (a reused
   * keep-alive connection closed before any response byte), so the press may succeed unseen
   * instead of showing the message. Either is right; nothing twice is the point.
   */
  mayResend?: boolean;
  /** The work was done and only the answer lost: a page that reads the record again may show it saved. */
  afterWork?: boolean;
}

/** The faults every mutation goes through, in order (scripts/sandbox/README.md, 'Faults'). */
export const FAULTS: readonly SweepFault[] = [
  { name: '500', arm: (page, m, p) => injectFault(page, m, p, 'status', { status: 500 }), message: SERVER_ERROR },
  { name: 'timeout', arm: (page, m, p) => injectFault(page, m, p, 'timeout'), message: 'Please try again', hangs: true },
  { name: 'malformed JSON', arm: (page, m, p) => injectFault(page, m, p, 'malformed'), message: 'Please try again' },
  {
    name: 'dropped connection',
    arm: (page, m, p) => injectFault(page, m, p, 'network'),
    message: 'Network Error',
    mayResend: true,
  },
  // The headers arrive, then the body is cut short: no browser resends it, the message always shows.
  {
    name: 'answer lost after the work',
    arm: (page, m, p) => injectFault(page, m, p, 'after'),
    message: 'Network Error',
    afterWork: true,
  },
  // One 401: the client refreshes once and retries (D1), so the user sees the save succeed.
  { name: 'one 401', arm: (page, m, p) => injectFault(page, m, p, 'status', { status: 401 }), message: null },
];

/** A form ready to send (`Mutation.prepare`). */
export interface Prepared {
  /** The button that sends it. */
  submit: Locator;
  /** The button that sends it again after a failure (default: `submit`), e.g. a message's Retry. */
  resubmit?: Locator;
  /** Fields whose values must survive a failure. */
  kept?: readonly Locator[];
  /** What must still show after a failure (the unsent text of a chat message, say). */
  shown?: readonly Locator[];
}

export interface Mutation {
  /** Shown in the test's steps, e.g. 'customers: create'. */
  name: string;
  method: HttpMethod;
  /** The contract's path template of the call. */
  path: string;
  /**
   * Gets the form ready for run `run` (0, 1, ...): opens it and fills it in with values unique to
   * the run. Answers the button that sends it and the fields whose values must survive a failure.
   */
  prepare: (page: Page, run: number) => Promise<Prepared>;
  /** Waits for what the user sees once run `run` has succeeded (a toast, the dialog gone, a row). */
  done: (page: Page, run: number) => Promise<void>;
  /**
   * What shows once run `run` saved, without side effects (default: the submit button gone): a
   * dropped connection may be resent by Chromium and save unseen, and this tells that apart.
   */
  saved?: (page: Page, run: number) => Locator;
  /** Where a fault's message shows, given its text (default: anywhere on the page, exactly that text). */
  message?: (page: Page, text: string) => Locator;
  /**
   * After an answer lost after the work, the page reads the record again and shows it saved (no
   * form is left to resubmit): that run ends with `done`, without a second press.
   */
  rereads?: boolean;
  /**
   * The runs repeat an earlier run's request on purpose (choosing a plan again): the sandbox's
   * double-submission list is checked after each run (nothing sent twice within it) and cleared.
   */
  repeatsOnPurpose?: boolean;
  /**
   * The records the sandbox holds (counted through its API), and how many more than before the
   * mutation's first run there must be after `runs` successful runs.
   */
  count?: { actual: () => Promise<number>; change: (runs: number) => number };
  /**
   * Runs after a fault's message, just before the press that sends again: a form whose inputs are
   * secrets (PINs and codes are emptied after every send, decision 0022) types them again here.
   */
  beforeResubmit?: (page: Page, run: number) => Promise<void>;
}

/** The toast saying `text`, then closed, so the next run waits for its own. */
export async function toastSays(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator('[data-sonner-toast]', { hasText: text }).first();
  await expect(toast).toBeVisible();
  await toast.evaluate((element) => element.querySelector<HTMLButtonElement>('[data-close-button]')?.click());
}

/** The URL of a call to the contract's `path` template (its `{…}` parts match one segment). */
function callPattern(path: string): RegExp {
  const parts = path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`${parts.join('[^/]+')}(\\?|$)`);
}

/** The current field values, so a failure can be shown to have kept them. */
async function valuesOf(fields: readonly Locator[]): Promise<string[]> {
  return Promise.all(fields.map((field) => field.inputValue()));
}

/** One run with `fault` armed: the message, the input kept, the button working, then saved. */
async function runThroughFault(page: Page, mutation: Mutation, fault: SweepFault, run: number): Promise<void> {
  const { submit, resubmit = submit, kept = [], shown = [] } = await mutation.prepare(page, run);
  const what = `${mutation.name} (${fault.name})`;
  // Leave the field being typed in, as pressing the button does: money fields format then.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const before = await valuesOf(kept);
  await fault.arm(page, mutation.method, mutation.path);
  const pattern = callPattern(mutation.path);
  const sent = page.waitForRequest((request) => request.method() === mutation.method && pattern.test(request.url()));
  await submit.click();
  await sent;
  if (fault.hangs) {
    // The browser's request event comes before the call reaches the sandbox: the clock moves only
    // once the sandbox has taken the fault, or the timeout would cancel a call it never saw and
    // the resubmission would be the one that hangs.
    await expect.poll(() => armedFaults(page)).toEqual([]);
    await page.clock.fastForward('00:51');
  }
  if (fault.message === null) {
    await mutation.done(page, run);
    return;
  }
  const message = (mutation.message?.(page, fault.message) ?? page.getByText(fault.message, { exact: true })).first();
  if (fault.mayResend) {
    // Either the message, or Chromium resent the request and the save went through unseen.
    // Watching for the saved state has no side effects, so `done` runs only once.
    const saved = mutation.saved?.(page, run).first();
    const closed = (
      saved ? saved.waitFor({ state: 'visible', timeout: 15_000 }) : submit.waitFor({ state: 'detached', timeout: 15_000 })
    ).then(
      () => 'closed' as const,
      () => 'open' as const,
    );
    const shown = message.waitFor({ state: 'visible', timeout: 15_000 }).then(
      () => 'shown' as const,
      () => 'open' as const,
    );
    const first = await Promise.race([shown, closed]);
    if (first === 'closed' && !(await message.isVisible())) {
      await mutation.done(page, run);
      return;
    }
    await expect(message, `${what}: the message`).toBeVisible();
  } else {
    await expect(message, `${what}: the message`).toBeVisible();
  }
  if (fault.afterWork && mutation.rereads) {
    await mutation.done(page, run);
    return;
  }
  expect(await valuesOf(kept), `${what}: the input kept`).toEqual(before);
  for (const locator of shown) await expect(locator, `${what}: still shown`).toBeVisible();
  await expect(resubmit, `${what}: the button works again`).toBeEnabled();
  await mutation.beforeResubmit?.(page, run);
  await resubmit.click();
  await mutation.done(page, run);
}

/** The double submissions the sandbox saw from `owner` whose first call was at or after `since`. */
async function duplicatesSince(owner: Owner, since: string): Promise<unknown[]> {
  const response = await fetch(`${BUSINESS_API}/__sandbox/duplicates`, { headers: { Authorization: `Bearer ${owner.token}` } });
  expect(response.status).toBe(200);
  const { duplicates } = (await response.json()) as { duplicates: { first_at: string }[] };
  return duplicates.filter((d) => d.first_at >= since);
}

/** Revokes the page's access and refresh tokens through the sandbox: the next call gets 401 and the refresh fails. */
async function expireSession(page: Page): Promise<void> {
  const tokens = await page.evaluate(() => {
    const raw = localStorage.getItem('ledgerly.session');
    return raw ? (JSON.parse(raw) as { access_token: string; refresh_token: string }) : null;
  });
  expect(tokens, 'the page has a session to expire').not.toBeNull();
  for (const token of [tokens!.access_token, tokens!.refresh_token]) {
    const response = await fetch(`${AUTH_API}/__sandbox/expire-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(response.ok, 'the sandbox revokes the token').toBe(true);
  }
}

/** The expired session: signed out to sign-in with the message, signed in again, the mutation done from the start. */
async function runThroughExpiredSession(page: Page, owner: Owner, mutation: Mutation, run: number): Promise<void> {
  const { submit } = await mutation.prepare(page, run);
  await expireSession(page);
  // A call in the background (the page's first idle moment revalidates) may find the session
  // expired before the press does; either way the user lands at sign-in with the message.
  await submit.click({ timeout: 10_000 }).catch((error: unknown) => {
    if (!new URL(page.url()).pathname.startsWith('/sign-in')) throw error;
  });
  await expect(page).toHaveURL(/\/sign-in\?/);
  await expect(page.getByRole('alert'), `${mutation.name}: signed out with the message`).toHaveText(SESSION_EXPIRED);
  await page.getByRole('textbox', { name: 'Email' }).fill(owner.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
  const again = await mutation.prepare(page, run);
  await again.submit.click();
  await mutation.done(page, run);
}

/**
 * Every mutation through every fault (`FAULTS`, then the expired session), in table order, each
 * as a step of the test; the record count is checked after each mutation's faults.
 */
export async function sweep(page: Page, owner: Owner, mutations: readonly Mutation[]): Promise<void> {
  for (const mutation of mutations) {
    const before = mutation.count ? await mutation.count.actual() : 0;
    let runs = 0;
    const checkCount = async (fault: string) => {
      runs += 1;
      if (mutation.count) {
        expect(await mutation.count.actual(), `${mutation.name} (${fault}): records after ${runs} saves`).toBe(
          before + mutation.count.change(runs),
        );
      }
    };
    const repeats = async (fault: string, since: string) => {
      if (!mutation.repeatsOnPurpose) return;
      expect(await duplicatesSince(owner, since), `${mutation.name} (${fault}): sent twice`).toEqual([]);
      await forgetIntendedRepeats(owner);
    };
    for (const fault of FAULTS) {
      const since = new Date().toISOString();
      await test.step(`${mutation.name}: ${fault.name}`, () => runThroughFault(page, mutation, fault, runs));
      await checkCount(fault.name);
      await repeats(fault.name, since);
    }
    const since = new Date().toISOString();
    await test.step(`${mutation.name}: expired session`, () => runThroughExpiredSession(page, owner, mutation, runs));
    await checkCount('expired session');
    await repeats('expired session', since);
  }
}
