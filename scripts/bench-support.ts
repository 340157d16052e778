/**
 * The support chat list's benchmark (issue 20): builds the app, starts the sandbox and `vite
 * preview`, gives a fresh user 200 tickets (through the sandbox's API), then in Chromium with the
 * CPU slowed 4x (DevTools throttling) opens the conversations and prints:
 * - the time from the navigation until the list shows all its threads;
 * - the most message calls in flight at once (goal at most 6).
 * Exits 1 when a goal is missed. Binds ports: run it under `flock /tmp/ledgerly-ports.lock`.
 * Run: npm run bench:support (COUNT=200 by default)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './ensure-browser';
import { waitFor } from './lib/bench-app';
import { createOwnerWithBusiness } from './lib/seed-inventory';

const root = path.resolve(import.meta.dirname, '..');
const APP = 'http://127.0.0.1:4173';
const AUTH_API = 'http://127.0.0.1:4001';
const COMMON_API = 'http://127.0.0.1:4002';
const BUSINESS_API = 'http://127.0.0.1:4004';
const COUNT = Number(process.env.COUNT ?? 200);
const MAX_IN_FLIGHT = 6;
const children: ChildProcess[] = [];

/** COUNT tickets, 8 at a time. */
async function seedTickets(token: string) {
  let next = 1;
  const worker = async () => {
    while (next <= COUNT) {
      const n = next++;
      const response = await fetch(`${COMMON_API}/common-feature/support/ticket/`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ticket_title: `Bench question ${n}`, message: `Bench message ${n}` }),
      });
      if (response.status !== 201) throw new Error(`ticket ${n}: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** The session as the app keeps it (localStorage), from a real sign-in, put on the app's origin. */
async function signedInContext(context: BrowserContext, email: string, password: string) {
  const response = await fetch(`${AUTH_API}/auth/signin/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status}`);
  const session = await response.text();
  const page = await context.newPage();
  await page.route('**/__bench/seed-session', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>seed</title>' }),
  );
  await page.goto(`${APP}/__bench/seed-session`);
  await page.evaluate((value) => localStorage.setItem('ledgerly.session', value), session);
  await page.close();
}

let failed = false;
try {
  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--mode', 'test'], { cwd: root, stdio: 'ignore' });
  children.push(spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/backend.ts'], { cwd: root, stdio: 'ignore' }));
  children.push(spawn(path.join(root, 'node_modules/.bin/vite'), ['preview', '--mode', 'test'], { cwd: root, stdio: 'ignore' }));
  await waitFor(`${AUTH_API}/__sandbox/health`, 180_000);
  await waitFor(APP, 180_000);

  const owner = await createOwnerWithBusiness(AUTH_API, BUSINESS_API, 'bench-support');
  await seedTickets(owner.token);
  console.log(`seeded ${COUNT} tickets through the sandbox's API`);

  const browser = await chromium.launch({ executablePath: findBrowser() ?? undefined, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signedInContext(context, owner.email, owner.password);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let inFlight = 0;
  let most = 0;
  const isMessages = (url: string) => /\/common-feature\/support\/chat\/\d+\/chat_message$/.test(new URL(url).pathname);
  page.on('request', (request) => {
    if (request.method() !== 'GET' || !isMessages(request.url())) return;
    inFlight += 1;
    most = Math.max(most, inFlight);
  });
  const settled = (request: { method: () => string; url: () => string }) => {
    if (request.method() === 'GET' && isMessages(request.url())) inFlight -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  const started = performance.now();
  await page.goto(`${APP}/support?view=chat`);
  await page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('listitem')
    .nth(COUNT - 1)
    .waitFor({ timeout: 120_000 });
  const listMs = Math.round(performance.now() - started);
  await browser.close();
  console.log(`time until the list shows ${COUNT} threads, 4x CPU: ${listMs} ms`);
  failed = most > MAX_IN_FLIGHT;
  console.log(`most message calls in flight: ${most} (goal at most ${MAX_IN_FLIGHT}) ${failed ? 'MISSED' : 'ok'}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
