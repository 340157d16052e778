/**
 * The fault sweep (issue 21, item 7) for the areas outside the business tools: per area, one test
 * on one signed-up owner runs every mutation of the area's journey through a 500, a timeout,
 * malformed JSON, a dropped connection, the `after` fault (work done, answer lost), a refreshed
 * access token and an expired session (fault-sweep-more-loop.ts). Each mutation is a row of its
 * area's table; the loop is written once. Counts come from the sandbox's API.
 *
 * Areas: business settings (update business), subscription (subscribe, change plan), support (new
 * ticket, reply), training (enrol, a GET in the spec), vault (create and rename a folder, add a next
 * of kin). Not here yet: banking (beneficiary, PIN, transfer), marketplace, vault share links.
 */
import type { Page } from '@playwright/test';
import { businessCall, expect, test, type Owner } from './fixtures';
import { type FaultCase, type SweepStep, sweep } from './fault-sweep-more-loop';
import { AUTH_API } from './support';

test.use({ fakeClock: true });

const portOf = (offset: number) => AUTH_API.replace(/\d$/, (digit) => String(Number(digit) + offset));
const COMMON_API = portOf(1);
const SUBSCRIPTION_API = portOf(2);
const TRAINING_API = portOf(5);
const VAULT_API = portOf(6);

async function get<T>(owner: Owner, base: string, path: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${owner.token}` } });
  expect(response.status, `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** A first name per case (names take letters only). */
const KIN_NAMES: Record<FaultCase, string> = {
  '500': 'Adaeze',
  timeout: 'Bolanle',
  malformed: 'Chiamaka',
  network: 'Damilola',
  after: 'Emeka',
  refresh: 'Funmilayo',
  expired: 'Gbenga',
};
const kinForm = (p: Page) => p.getByRole('dialog', { name: 'Add next of kin' });

const CASE_NUMBER: Record<FaultCase, number> = {
  '500': 0,
  timeout: 1,
  malformed: 2,
  network: 3,
  after: 4,
  refresh: 5,
  expired: 6,
};

test.describe('Fault sweep', () => {
  test('business settings: every save through every fault', async ({ ownerPage: page, owner }) => {
    test.setTimeout(90_000);
    const form = (p: Page) => p.getByRole('form', { name: 'Business settings' });
    const address = (p: Page) => form(p).getByRole('textbox', { name: /^Address/ });
    const steps: SweepStep[] = [
      {
        name: 'business settings: update business',
        method: 'PATCH',
        path: '/business/v1/businesses/{id}/',
        url: /\/business\/v1\/businesses\/\d+\/$/,
        attempt: (fault) => `${CASE_NUMBER[fault] + 1} Marina Road (${fault})`,
        fill: async (p, attempt) => {
          if (!p.url().endsWith('/settings')) await p.goto(`/b/${owner.businessId}/settings`);
          await address(p).fill(attempt);
        },
        submit: (p) => form(p).getByRole('button', { name: 'Save details' }).click(),
        kept: (p, attempt) => expect(address(p)).toHaveValue(attempt),
        saved: (p) => p.getByText('Business details saved'),
        count: async (attempt) => {
          const business = await businessCall<{ address: string }>(owner, 'GET', `/business/v1/businesses/${owner.businessId}/`);
          return business.address === attempt ? 1 : 0;
        },
      },
    ];
    await sweep(page, owner, steps);
  });

  test('subscription: subscribe and change plan through every fault', async ({ ownerPage: page, owner }) => {
    test.setTimeout(90_000);
    const history = async () =>
      (await get<{ results: unknown[] }>(owner, SUBSCRIPTION_API, '/api/subscription/history')).results.length;
    let before = 0;
    const plan = (fault: FaultCase) => (CASE_NUMBER[fault] % 2 === 0 ? 'Starter' : 'Growth');
    const dialog = (p: Page) => p.getByRole('dialog');
    const steps: SweepStep[] = [
      {
        name: 'subscription: subscribe or change plan',
        // Cases alternate between two plans: a plan is chosen again on purpose.
        repeatsOnPurpose: true,
        method: 'POST',
        path: '/api/subscription',
        url: /\/api\/subscription$/,
        attempt: plan,
        fill: async (p, attempt) => {
          if (!p.url().endsWith('/subscription')) await p.goto('/subscription');
          await expect(p.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
          before = await history();
          await p.getByRole('button', { name: new RegExp(`^(Subscribe|Switch): ${attempt}$`) }).click();
          await dialog(p).getByRole('radio', { name: /Card/ }).check();
        },
        submit: (p) =>
          dialog(p)
            .getByRole('button', { name: /^Confirm/ })
            .click(),
        kept: (p) => expect(dialog(p).getByRole('radio', { name: /Card/ })).toBeChecked(),
        saved: (p, attempt) => p.locator('[data-slot="current-plan"]').filter({ hasText: attempt }),
        count: async () => (await history()) - before,
      },
    ];
    await sweep(page, owner, steps);
  });

  test('support: a new ticket and a reply through every fault', async ({ ownerPage: page, owner }) => {
    test.setTimeout(120_000);
    const tickets = () =>
      get<{ ticket_id: number; ticket_title: string }[]>(owner, COMMON_API, '/common-feature/support/ticket/');
    let ticketId = 0;
    const log = (p: Page) => p.getByRole('log', { name: 'Messages' });
    const composer = (p: Page) => p.getByRole('form', { name: 'Send a message' });
    const steps: SweepStep[] = [
      {
        name: 'support: new ticket',
        method: 'POST',
        path: '/common-feature/support/ticket/',
        url: /\/common-feature\/support\/ticket\/$/,
        attempt: (fault) => `Ticket through ${fault}`,
        fill: async (p, attempt) => {
          if (!/\/support/.test(p.url())) await p.goto('/support?view=chat');
          await p.getByRole('button', { name: 'New ticket' }).first().click();
          await p.getByRole('textbox', { name: 'Subject' }).fill(attempt);
          await p.getByRole('textbox', { name: 'Message' }).fill(`Details of ${attempt}`);
        },
        submit: (p) => p.getByRole('button', { name: 'Open ticket' }).click(),
        kept: async (p, attempt) => {
          await expect(p.getByRole('textbox', { name: 'Subject' })).toHaveValue(attempt);
          await expect(p.getByRole('textbox', { name: 'Message' })).toHaveValue(`Details of ${attempt}`);
        },
        saved: (p, attempt) => p.getByRole('heading', { name: attempt, exact: true }),
        count: async (attempt) => (await tickets()).filter((t) => t.ticket_title === attempt).length,
      },
      {
        name: 'support: reply',
        method: 'POST',
        path: '/common-feature/support/chat/{ticket_id}/chat_message',
        url: /\/common-feature\/support\/chat\/\d+\/chat_message$/,
        attempt: (fault) => `Reply through ${fault}`,
        fill: async (p, attempt) => {
          ticketId = Number(new URL(p.url()).searchParams.get('chat'));
          expect(ticketId, 'a ticket is open').toBeGreaterThan(0);
          await composer(p).getByRole('textbox', { name: 'Message' }).fill(attempt);
        },
        submit: async (p) => {
          const retry = log(p).getByRole('button', { name: 'Retry' });
          if (await retry.isVisible()) await retry.click();
          else await composer(p).getByRole('textbox', { name: 'Message' }).press('Enter');
        },
        messageIn: (p) => log(p),
        kept: (p, attempt) => expect(log(p).getByText(attempt, { exact: true })).toBeVisible(),
        saved: (p, attempt) =>
          log(p)
            .locator('div')
            .filter({ has: p.getByText(attempt, { exact: true }) })
            .filter({ hasText: '· Sent' })
            .last(),
        count: async (attempt) => {
          const messages = await get<{ data: { data: { message: string }[] } }>(
            owner,
            COMMON_API,
            `/common-feature/support/chat/${ticketId}/chat_message`,
          );
          return messages.data.data.filter((m) => m.message === attempt).length;
        },
      },
    ];
    await sweep(page, owner, steps);
  });

  test('training: enrol through every fault', async ({ ownerPage: page, owner }) => {
    test.setTimeout(90_000);
    const courses = await get<{ results: { id: number }[] }>(owner, TRAINING_API, '/training/course/?page_size=12');
    const courseFor = (fault: FaultCase) => courses.results[CASE_NUMBER[fault]]!.id;
    const enrolled = () =>
      get<{ results: { course: { id: number } }[] }>(owner, TRAINING_API, '/training/dashboard/enrolledCourse/?page_size=50');
    const steps: SweepStep[] = [
      {
        name: 'training: enrol',
        // The spec makes enrolment a GET.
        method: 'GET',
        rereads: true,
        path: '/training/course/{id}/enroll/',
        url: /\/training\/course\/\d+\/enroll\/$/,
        attempt: (fault) => String(courseFor(fault)),
        fill: async (p, attempt) => {
          await p.goto(`/training/${attempt}`);
          await expect(p.getByRole('button', { name: 'Enrol', exact: true })).toBeVisible();
        },
        submit: (p) => p.getByRole('button', { name: 'Enrol', exact: true }).click(),
        kept: (p) => expect(p.getByRole('button', { name: 'Enrol', exact: true })).toBeEnabled(),
        saved: (p) => p.getByRole('button', { name: 'Unenrol' }),
        count: async (attempt) => (await enrolled()).results.filter((e) => String(e.course.id) === attempt).length,
      },
    ];
    await sweep(page, owner, steps);
  });

  test('vault: create and rename a folder, add a next of kin, through every fault', async ({ ownerPage: page, owner }) => {
    test.setTimeout(150_000);
    const folders = () => get<{ id: number; name: string }[]>(owner, VAULT_API, '/folders/');
    const grid = (p: Page) => p.locator('[data-slot="vault-list"]');
    const entry = (p: Page, name: string) =>
      grid(p)
        .getByRole('row')
        .filter({ has: p.getByTitle(name, { exact: true }) });
    let current = '';
    const steps: SweepStep[] = [
      {
        name: 'vault: create folder',
        method: 'POST',
        path: '/folders/',
        url: /\/folders\/$/,
        attempt: (fault) => `Folder ${fault}`,
        fill: async (p, attempt) => {
          if (!/\/vault/.test(p.url())) await p.goto('/vault');
          await p.getByRole('button', { name: 'New folder' }).click();
          await p.getByRole('dialog', { name: 'New folder' }).getByLabel('Folder name').fill(attempt);
        },
        submit: (p) => p.getByRole('dialog', { name: 'New folder' }).getByRole('button', { name: 'Create folder' }).click(),
        kept: (p, attempt) =>
          expect(p.getByRole('dialog', { name: 'New folder' }).getByLabel('Folder name')).toHaveValue(attempt),
        saved: (p, attempt) => entry(p, attempt),
        count: async (attempt) => (await folders()).filter((f) => f.name === attempt).length,
      },
      {
        name: 'vault: rename folder',
        method: 'PATCH',
        path: '/folders/{id}/',
        url: /\/folders\/\d+\/$/,
        attempt: (fault) => `Renamed ${fault}`,
        fill: async (p, attempt) => {
          if (!current) current = 'Folder 500';
          const clear = p.getByRole('button', { name: 'Clear selection' });
          if (await clear.isVisible()) await clear.click();
          await p.getByRole('checkbox', { name: `Select ${current}` }).check();
          await p.getByRole('button', { name: 'Rename', exact: true }).click();
          await p
            .getByRole('dialog', { name: `Rename ${current}` })
            .getByLabel('Folder name')
            .fill(attempt);
        },
        submit: (p) =>
          p
            .getByRole('dialog', { name: /^Rename / })
            .getByRole('button', { name: 'Rename' })
            .click(),
        kept: (p, attempt) => expect(p.getByRole('dialog', { name: /^Rename / }).getByLabel('Folder name')).toHaveValue(attempt),
        saved: (p, attempt) => entry(p, attempt),
        count: async (attempt) => {
          const found = (await folders()).filter((f) => f.name === attempt).length;
          if (found) current = attempt;
          return found;
        },
      },
      {
        name: 'vault: add next of kin',
        method: 'POST',
        path: '/users/next-of-kins/',
        url: /\/users\/next-of-kins\/$/,
        attempt: (fault) => KIN_NAMES[fault],
        fill: async (p, attempt) => {
          if (!p.url().endsWith('/vault/next-of-kin')) await p.goto('/vault/next-of-kin');
          await p.getByRole('button', { name: 'Add next of kin' }).first().click();
          const form = kinForm(p);
          await form.getByRole('textbox', { name: /^First name/ }).fill(attempt);
          await form.getByRole('textbox', { name: /^Last name/ }).fill('Okafor');
          await form.getByRole('combobox', { name: 'Relationship' }).click();
          await p.getByRole('option', { name: 'Brother or sister' }).click();
          await form.getByRole('textbox', { name: /^Phone/ }).fill('0803 345 6789');
        },
        submit: (p) => kinForm(p).getByRole('button', { name: 'Add next of kin' }).click(),
        kept: async (p, attempt) => {
          await expect(kinForm(p).getByRole('textbox', { name: /^First name/ })).toHaveValue(attempt);
          await expect(kinForm(p).getByRole('textbox', { name: /^Last name/ })).toHaveValue('Okafor');
        },
        saved: (p, attempt) => p.getByRole('button', { name: `Edit ${attempt} Okafor` }),
        count: async (attempt) =>
          (await get<{ first_name: string }[]>(owner, VAULT_API, '/users/next-of-kins/')).filter((k) => k.first_name === attempt)
            .length,
      },
    ];
    await sweep(page, owner, steps);
  });
});
