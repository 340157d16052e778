/**
 * The fault sweep's generic loop (issue 21, item 7) for the areas outside the business tools:
 * every mutation of an area's journey is a `SweepStep` (how to fill its form, press save, see it
 * saved, and count what the sandbox holds), and `sweep` runs each step through every fault in turn:
 *
 * - `500`: the sandbox answers the contract's 500 example ('A server error occurred.');
 * - `timeout`: no answer; Playwright's clock runs the app's 50 s limit out ('Please try again');
 * - `malformed`: broken JSON with a 200 ('Please try again');
 * - `network`: the connection drops before any answer ('Network Error'; Chromium may resend the
 *   call unseen, and then the save simply succeeds: either way exactly one record);
 * - `after`: the work is done and the answer lost ('Network Error'): the resubmission must not
 *   make a second record;
 * - `refresh`: the access token is revoked: one 401, the app refreshes and retries (D1), saved;
 * - `expired`: both tokens revoked: signed out to the sign-in page with 'Session expired. Please
 *   login again.'; signing in again comes back and the save goes through.
 *
 * After each: the message is the spec's or the server's, the form kept its input, the same form
 * resubmits without a reload, and the sandbox holds exactly one record for the attempt. The
 * fixture's `expectNoDuplicateSubmissions` then checks no call was sent twice.
 *
 * Needs `test.use({ fakeClock: true })` for the timeouts.
 */
import type { Locator, Page } from '@playwright/test';
import { SERVER_ERROR, expect, forgetIntendedRepeats, injectFault, type Owner } from './fixtures';
import { AUTH_API } from './support';
import { BUSINESS_API, dismissToasts } from './tools-support';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const FAULT_CASES = ['500', 'timeout', 'malformed', 'network', 'after', 'refresh', 'expired'] as const;
export type FaultCase = (typeof FAULT_CASES)[number];

export const SESSION_EXPIRED = 'Session expired. Please login again.';

/** The message each failure shows unless the step's contract names its own (src/api/errors.ts, D3). */
const DEFAULT_MESSAGES: Record<'500' | 'timeout' | 'malformed' | 'network' | 'after', string | RegExp> = {
  '500': SERVER_ERROR,
  timeout: 'Please try again',
  malformed: 'Please try again',
  network: 'Network Error',
  after: 'Network Error',
};

export interface SweepStep {
  /** Names the step in failures: 'vault: create folder'. */
  name: string;
  /** The save's operation (the contract's template, as `injectFault` takes it). */
  method: HttpMethod;
  path: string;
  /** The save's request URL (to know the call has left before the clock runs on). */
  url: RegExp;
  /**
   * Opens the form from wherever the page is and fills it in for `attempt` (a text unique to this
   * fault case, so each case's record is told apart).
   */
  fill: (page: Page, attempt: string) => Promise<void>;
  /** Presses the save button. */
  submit: (page: Page) => Promise<void>;
  /** Asserts the form still holds what `fill` put in. */
  kept: (page: Page, attempt: string) => Promise<void>;
  /** Shows once the save succeeded (and not before). */
  saved: (page: Page, attempt: string) => Locator;
  /** How many records the sandbox holds for `attempt` (through its API): 0 before, 1 after. */
  count: (attempt: string) => Promise<number>;
  /** Where the failure message shows (default: anywhere on the page). */
  messageIn?: (page: Page) => Locator;
  /** The step's own messages, where its contract names one instead of the defaults. */
  messages?: Partial<typeof DEFAULT_MESSAGES>;
  /** The cases to run (default: all). */
  cases?: readonly FaultCase[];
  /** Puts the page back where `fill` expects it after signing in again (default: nothing). */
  afterSignIn?: (page: Page) => Promise<void>;
  /** The text that tells this case's record apart (default: `${fault} <step name>`). */
  attempt?: (fault: FaultCase) => string;
  /**
   * After a failure whose outcome is unknown, the page reads the record again and shows it saved
   * when it was (no form is left to resubmit): then `after` ends saved without a second press.
   */
  rereads?: boolean;
  /**
   * The cases repeat an earlier case's request on purpose (choosing a plan again): the sandbox's
   * double-submission list is checked per case (nothing repeated within the case) and cleared.
   */
  repeatsOnPurpose?: boolean;
}

/** The page's stored session (where the app keeps it). */
async function sessionTokens(page: Page): Promise<{ access_token: string; refresh_token: string }> {
  const raw = await page.evaluate(() => localStorage.getItem('ledgerly.session'));
  expect(raw, 'the page has a session').not.toBeNull();
  return JSON.parse(raw!) as { access_token: string; refresh_token: string };
}

/** Revokes tokens in the sandbox (`POST /__sandbox/expire-token`), as an expired session is. */
async function revoke(tokens: string[]): Promise<void> {
  for (const token of tokens) {
    const response = await fetch(`${AUTH_API}/__sandbox/expire-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(response.status, 'the sandbox expires the token').toBe(200);
  }
}

/** Signs in again on the sign-in page the app sent the user to; the app returns to where they were. */
async function signInAgain(page: Page, owner: Owner): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(owner.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

async function expectOne(step: SweepStep, attempt: string, why: string): Promise<void> {
  await expect.poll(() => step.count(attempt), { message: `${step.name}, ${why}: exactly one record` }).toBe(1);
}

/** One step through one fault, from filling the form to its one record. */
async function runCase(page: Page, owner: Owner, step: SweepStep, fault: FaultCase, attempt: string): Promise<void> {
  const what = `${step.name} through ${fault}`;
  await dismissToasts(page);
  await step.fill(page, attempt);
  expect(await step.count(attempt), `${what}: nothing saved yet`).toBe(0);
  const saved = step.saved(page, attempt).first();

  if (fault === 'refresh' || fault === 'expired') {
    const tokens = await sessionTokens(page);
    await revoke(fault === 'refresh' ? [tokens.access_token] : [tokens.access_token, tokens.refresh_token]);
    await step.submit(page);
    if (fault === 'refresh') {
      // One 401: the app refreshes once and the call goes through (D1).
      await expect(saved, `${what}: saved after one refresh`).toBeVisible();
      await expectOne(step, attempt, 'after a refresh');
      return;
    }
    await expect(page, `${what}: signed out`).toHaveURL(/\/sign-in\?/);
    await expect(page.getByRole('alert').filter({ hasText: SESSION_EXPIRED })).toHaveText(SESSION_EXPIRED);
    expect(await step.count(attempt), `${what}: nothing saved on an expired session`).toBe(0);
    await signInAgain(page, owner);
    await step.afterSignIn?.(page);
    await step.fill(page, attempt);
    await step.submit(page);
    await expect(saved, `${what}: saved after signing in again`).toBeVisible();
    await expectOne(step, attempt, 'after signing in again');
    return;
  }

  const kind = fault === '500' ? 'status' : fault;
  await injectFault(page, step.method, step.path, kind, fault === '500' ? { status: 500 } : {});
  const message = { ...DEFAULT_MESSAGES, ...step.messages }[fault];
  const shown = (step.messageIn?.(page) ?? page).getByText(message).first();
  if (fault === 'timeout') {
    const sent = page.waitForRequest((r) => r.method() === step.method && step.url.test(r.url()));
    await step.submit(page);
    await sent; // the app's timer is armed once the call has left
    await page.clock.fastForward('00:50');
  } else {
    await step.submit(page);
  }
  if (fault === 'network' || fault === 'after') {
    // Chromium may resend a call whose connection dropped before any answer: then it saves unseen.
    await expect(shown.or(saved).first(), `${what}: a message or the save`).toBeVisible();
    if (fault === 'after' && step.rereads) {
      await expect(saved, `${what}: the page read the record again`).toBeVisible();
      await expectOne(step, attempt, 'read again after a lost answer');
      return;
    }
    if (await saved.isVisible()) {
      await expectOne(step, attempt, 'resent by the browser');
      return;
    }
  }
  await expect(shown, `${what}: the message`).toBeVisible();
  await step.kept(page, attempt);
  await step.submit(page);
  await expect(saved, `${what}: saved on the second press`).toBeVisible();
  await expectOne(step, attempt, 'after the resubmission');
}

/** The double submissions the sandbox saw from `owner` whose first call was at or after `since`. */
async function duplicatesSince(owner: Owner, since: string): Promise<unknown[]> {
  const response = await fetch(`${BUSINESS_API}/__sandbox/duplicates`, { headers: { Authorization: `Bearer ${owner.token}` } });
  expect(response.status).toBe(200);
  const { duplicates } = (await response.json()) as { duplicates: { first_at: string }[] };
  return duplicates.filter((d) => d.first_at >= since);
}

/** Runs every step through every fault (or the step's `cases`), in order, on one page. */
export async function sweep(page: Page, owner: Owner, steps: readonly SweepStep[]): Promise<void> {
  for (const step of steps) {
    for (const fault of step.cases ?? FAULT_CASES) {
      const since = new Date().toISOString();
      await runCase(page, owner, step, fault, step.attempt?.(fault) ?? `${fault} ${step.name}`);
      if (step.repeatsOnPurpose) {
        expect(await duplicatesSince(owner, since), `${step.name} through ${fault}: sent twice`).toEqual([]);
        await forgetIntendedRepeats(owner);
      }
    }
  }
}
