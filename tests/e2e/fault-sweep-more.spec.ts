/**
 * The fault sweep (issue 21, item 7) for the areas outside the business tools: per area, one test
 * on one signed-up owner runs every mutation of the area's journey through a 500, a timeout,
 * malformed JSON, a dropped connection, the `after` fault (work done, answer lost), one 401
 * (refreshed) and an expired session, through the one loop of fault-sweep.ts. Each mutation is a
 * row of its area's table. Counts come from the sandbox's API.
 *
 * Areas: business settings (update business), subscription (subscribe, change plan), support (new
 * ticket, reply), training (enrol, a GET in the spec), vault (create and rename a folder, add a next
 * of kin). Not here yet: banking (beneficiary, PIN, transfer), marketplace, vault share links.
 */
import type { Page } from '@playwright/test';
import { businessCall, expect, test, type Owner } from './fixtures';
import { sweep, toastSays, type Mutation } from './fault-sweep';
import { AUTH_API } from './support';

// Reduced motion: the app's styles cut every animation and transition to 1 ms (src/styles.css).
test.use({ fakeClock: true, reducedMotion: 'reduce' });

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

/** A first name per run (names take letters only). */
const KIN_NAMES = ['Adaeze', 'Bolanle', 'Chiamaka', 'Damilola', 'Emeka', 'Funmilayo', 'Gbenga'];

test.describe('Fault sweep', () => {
  test('business settings: every save through every fault', async ({ ownerPage: page, owner }) => {
    test.setTimeout(90_000);
    const form = page.getByRole('form', { name: 'Business settings' });
    const address = form.getByRole('textbox', { name: /^Address/ });
    const addressOf = (run: number) => `${run + 1} Marina Road`;
    const mutations: Mutation[] = [
      {
        name: 'business settings: update business',
        method: 'PATCH',
        path: '/business/v1/businesses/{id}/',
        prepare: async (p, run) => {
          if (!p.url().endsWith('/settings')) await p.goto(`/b/${owner.businessId}/settings`);
          await address.fill(addressOf(run));
          return { submit: form.getByRole('button', { name: 'Save details' }), kept: [address] };
        },
        saved: (p) => p.locator('[data-sonner-toast]', { hasText: 'Business details saved' }),
        done: async (p, run) => {
          await toastSays(p, 'Business details saved');
          const business = await businessCall<{ address: string }>(owner, 'GET', `/business/v1/businesses/${owner.businessId}/`);
          expect(business.address, 'the saved address').toBe(addressOf(run));
        },
      },
    ];
    await sweep(page, owner, mutations);
  });

  test('subscription: subscribe and change plan through every fault', async ({ ownerPage: page, owner }) => {
    test.setTimeout(90_000);
    const history = async () =>
      (await get<{ results: unknown[] }>(owner, SUBSCRIPTION_API, '/api/subscription/history')).results.length;
    const plan = (run: number) => (run % 2 === 0 ? 'Starter' : 'Growth');
    const dialog = page.getByRole('dialog');
    const current = (p: Page, run: number) => p.locator('[data-slot="current-plan"]').filter({ hasText: plan(run) });
    const mutations: Mutation[] = [
      {
        name: 'subscription: subscribe or change plan',
        // Runs alternate between two plans: a plan is chosen again on purpose.
        repeatsOnPurpose: true,
        method: 'POST',
        path: '/api/subscription',
        prepare: async (p, run) => {
          if (!p.url().endsWith('/subscription')) await p.goto('/subscription');
          await expect(p.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
          await p.getByRole('button', { name: new RegExp(`^(Subscribe|Switch): ${plan(run)}$`) }).click();
          await dialog.getByRole('radio', { name: /Card/ }).check();
          return {
            submit: dialog.getByRole('button', { name: /^Confirm/ }),
            shown: [dialog.getByRole('radio', { name: /Card/, checked: true })],
          };
        },
        saved: current,
        done: async (p, run) => {
          await expect(current(p, run)).toBeVisible();
        },
        count: { actual: history, change: (runs) => runs },
      },
    ];
    await sweep(page, owner, mutations);
  });

  test('support: a new ticket and a reply through every fault', async ({ ownerPage: page, owner }) => {
    test.setTimeout(120_000);
    const tickets = () => get<unknown[]>(owner, COMMON_API, '/common-feature/support/ticket/');
    let ticketId = 0;
    const log = page.getByRole('log', { name: 'Messages' });
    const composer = page.getByRole('form', { name: 'Send a message' });
    const subject = page.getByRole('textbox', { name: 'Subject' });
    const title = (run: number) => `Ticket ${run}`;
    const reply = (run: number) => `Reply ${run}`;
    const sentReply = (run: number) =>
      log
        .locator('div')
        .filter({ has: page.getByText(reply(run), { exact: true }) })
        .filter({ hasText: '· Sent' })
        .last();
    const mutations: Mutation[] = [
      {
        name: 'support: new ticket',
        method: 'POST',
        path: '/common-feature/support/ticket/',
        prepare: async (p, run) => {
          if (!/\/support/.test(p.url())) await p.goto('/support?view=chat');
          await p.getByRole('button', { name: 'New ticket' }).first().click();
          const message = p.getByRole('textbox', { name: 'Message' });
          await subject.fill(title(run));
          await message.fill(`Details of ${title(run)}`);
          return { submit: p.getByRole('button', { name: 'Open ticket' }), kept: [subject, message] };
        },
        saved: (p, run) => p.getByRole('heading', { name: title(run), exact: true }),
        done: async (p, run) => {
          await expect(p.getByRole('heading', { name: title(run), exact: true })).toBeVisible();
        },
        count: { actual: async () => (await tickets()).length, change: (runs) => runs },
      },
      {
        name: 'support: reply',
        method: 'POST',
        path: '/common-feature/support/chat/{ticket_id}/chat_message',
        prepare: async (_p, run) => {
          await composer.getByRole('textbox', { name: 'Message' }).fill(reply(run));
          return {
            submit: composer.getByRole('button', { name: 'Send' }),
            resubmit: log.getByRole('button', { name: 'Retry' }).last(),
            shown: [log.getByText(reply(run), { exact: true })],
          };
        },
        // The failure shows on the message itself: 'Not sent: <message>', with Retry.
        message: (_p, text) => log.getByText(`Not sent: ${text}`),
        saved: (_p, run) => sentReply(run),
        done: async (_p, run) => {
          await expect(sentReply(run)).toBeVisible();
        },
        count: {
          actual: async () => {
            // The ticket the last row opened: the replies go there.
            ticketId ||= Number(new URL(page.url()).searchParams.get('chat'));
            expect(ticketId, 'a ticket is open').toBeGreaterThan(0);
            const messages = await get<{ data: { data: { message: string }[] } }>(
              owner,
              COMMON_API,
              `/common-feature/support/chat/${ticketId}/chat_message`,
            );
            // Ours only: the support desk answers some messages itself.
            return messages.data.data.filter((m) => /^Reply \d$/.test(m.message)).length;
          },
          change: (runs) => runs,
        },
      },
    ];
    await sweep(page, owner, mutations);
  });

  test('training: enrol through every fault', async ({ ownerPage: page, owner }) => {
    test.setTimeout(90_000);
    const courses = await get<{ results: { id: number }[] }>(owner, TRAINING_API, '/training/course/?page_size=12');
    const enrolled = async () =>
      (await get<{ results: unknown[] }>(owner, TRAINING_API, '/training/dashboard/enrolledCourse/?page_size=50')).results.length;
    const enrol = page.getByRole('button', { name: 'Enrol', exact: true });
    const unenrol = page.getByRole('button', { name: 'Unenrol' });
    const mutations: Mutation[] = [
      {
        name: 'training: enrol',
        // The spec makes enrolment a GET; after a lost answer the page reads the course again.
        method: 'GET',
        rereads: true,
        path: '/training/course/{id}/enroll/',
        prepare: async (p, run) => {
          await p.goto(`/training/${courses.results[run]!.id}`);
          await expect(enrol).toBeVisible();
          return { submit: enrol };
        },
        saved: () => unenrol,
        done: async () => {
          await expect(unenrol).toBeVisible();
        },
        count: { actual: enrolled, change: (runs) => runs },
      },
    ];
    await sweep(page, owner, mutations);
  });

  test('vault: create and rename a folder, add a next of kin, through every fault', async ({ ownerPage: page, owner }) => {
    test.setTimeout(150_000);
    const folders = async () => (await get<unknown[]>(owner, VAULT_API, '/folders/')).length;
    const entry = (name: string) =>
      page
        .locator('[data-slot="vault-list"]')
        .getByRole('row')
        .filter({ has: page.getByTitle(name, { exact: true }) });
    const folder = (run: number) => `Folder ${run}`;
    const renamed = (run: number) => `Renamed ${run}`;
    const kinForm = page.getByRole('dialog', { name: 'Add next of kin' });
    const kinFirstName = kinForm.getByRole('textbox', { name: /^First name/ });
    const kinLastName = kinForm.getByRole('textbox', { name: /^Last name/ });
    const kinEdit = (run: number) => page.getByRole('button', { name: `Edit ${KIN_NAMES[run]!} Okafor` });
    const mutations: Mutation[] = [
      {
        name: 'vault: create folder',
        method: 'POST',
        path: '/folders/',
        prepare: async (p, run) => {
          if (!/\/vault/.test(p.url())) await p.goto('/vault');
          await p.getByRole('button', { name: 'New folder' }).click();
          const name = p.getByRole('dialog', { name: 'New folder' }).getByLabel('Folder name');
          await name.fill(folder(run));
          return {
            submit: p.getByRole('dialog', { name: 'New folder' }).getByRole('button', { name: 'Create folder' }),
            kept: [name],
          };
        },
        saved: (_p, run) => entry(folder(run)),
        done: async (_p, run) => {
          await expect(entry(folder(run))).toBeVisible();
        },
        count: { actual: folders, change: (runs) => runs },
      },
      {
        name: 'vault: rename folder',
        method: 'PATCH',
        path: '/folders/{id}/',
        prepare: async (p, run) => {
          const current = run === 0 ? folder(0) : renamed(run - 1);
          const clear = p.getByRole('button', { name: 'Clear selection' });
          if (await clear.isVisible()) await clear.click();
          await p.getByRole('checkbox', { name: `Select ${current}` }).check();
          await p.getByRole('button', { name: 'Rename', exact: true }).click();
          const dialog = p.getByRole('dialog', { name: `Rename ${current}` });
          const name = dialog.getByLabel('Folder name');
          await name.fill(renamed(run));
          return { submit: dialog.getByRole('button', { name: 'Rename' }), kept: [name] };
        },
        saved: (_p, run) => entry(renamed(run)),
        done: async (_p, run) => {
          await expect(entry(renamed(run))).toBeVisible();
        },
        count: { actual: folders, change: () => 0 },
      },
      {
        name: 'vault: add next of kin',
        method: 'POST',
        path: '/users/next-of-kins/',
        prepare: async (p, run) => {
          if (!p.url().endsWith('/vault/next-of-kin')) await p.goto('/vault/next-of-kin');
          await p.getByRole('button', { name: 'Add next of kin' }).first().click();
          await kinFirstName.fill(KIN_NAMES[run]!);
          await kinLastName.fill('Okafor');
          await kinForm.getByRole('combobox', { name: 'Relationship' }).click();
          await p.getByRole('option', { name: 'Brother or sister' }).click();
          await kinForm.getByRole('textbox', { name: /^Phone/ }).fill('0803 345 6789');
          return { submit: kinForm.getByRole('button', { name: 'Add next of kin' }), kept: [kinFirstName, kinLastName] };
        },
        saved: (_p, run) => kinEdit(run),
        done: async (_p, run) => {
          await expect(kinEdit(run)).toBeVisible();
        },
        count: {
          actual: async () => (await get<unknown[]>(owner, VAULT_API, '/users/next-of-kins/')).length,
          change: (runs) => runs,
        },
      },
    ];
    await sweep(page, owner, mutations);
  });
});
