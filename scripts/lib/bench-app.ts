/**
 * What the browser benchmarks (bench-lighthouse.ts, bench-longtasks.ts) set up alike: the
 * production build served as a host would serve it (HTTP/2 with TLS and the README's headers:
 * scripts/static-host.ts; `BENCH_HTTP1=1` uses `vite preview`'s HTTP/1.1 instead) on the sandbox,
 * child processes ended when the bench ends, Debian's Chromium, and the demo owner signed in on the
 * Lagos business's dashboard.
 * Everything binds ports: run a bench under `flock /tmp/ledgerly-ports.lock`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from '../ensure-browser';
import { serveStatic } from '../static-host';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * `vite preview` speaks HTTP/1.1 only: a browser opens at most six connections to it, and a page's
 * 40-70 chunks queue behind each other, which no real host does (decision 0036's addendum).
 */
const HTTP1 = Boolean(process.env.BENCH_HTTP1);

/** The built app: the HTTP/2 static host, or `vite preview --mode test` with BENCH_HTTP1=1. */
export const APP = HTTP1 ? 'http://127.0.0.1:4173' : 'https://127.0.0.1:4173';

/** The static host's certificate is self-signed. */
const BROWSER_ARGS = HTTP1 ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, '--ignore-certificate-errors'];

const children: ChildProcess[] = [];
let host: Awaited<ReturnType<typeof serveStatic>> | undefined;

/** Waits until `url` answers (anything below 500). */
export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** Starts `command` (its output ignored), to be ended by `stopChildren`. */
export function startChild(command: string, args: readonly string[]): ChildProcess {
  const child = spawn(command, args, { cwd: root, stdio: 'ignore' });
  children.push(child);
  return child;
}

/** Ends every child `startChild` started (call it in the bench's `finally`). */
export function stopChildren(): void {
  for (const child of children) child.kill('SIGTERM');
  host?.close();
}

/** Builds the app (unless `build` is false), starts the sandbox and `vite preview`, and waits for both. */
export async function serveApp({ build = true }: { build?: boolean } = {}): Promise<void> {
  if (build) {
    execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--mode', 'test'], { cwd: root, stdio: 'ignore' });
  }
  startChild(path.join(root, 'node_modules/.bin/tsx'), ['scripts/backend.ts']);
  if (HTTP1) startChild(path.join(root, 'node_modules/.bin/vite'), ['preview', '--mode', 'test']);
  else host = await serveStatic(path.join(root, 'dist'), 4173);
  await waitFor('http://127.0.0.1:4001/__sandbox/health');
  if (HTTP1) await waitFor(APP);
}

/** Debian's Chromium through Playwright, with the project's arguments. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: findBrowser() ?? undefined, args: BROWSER_ARGS });

/** Debian's Chromium, headless, for Lighthouse to drive on `port` (a child: `stopChildren` ends it). */
export async function startDebuggableChromium(port: number, profile: string): Promise<void> {
  startChild(findBrowser() ?? 'chromium', [
    '--headless',
    ...BROWSER_ARGS,
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ]);
  await waitFor(`http://127.0.0.1:${port}/json/version`);
}

/** Signs the demo owner in on `page` and opens the Lagos business's dashboard; answers its URL. */
export async function signInDemoOwner(page: Page): Promise<string> {
  await page.goto(`${APP}/sign-in`);
  await page.getByRole('textbox', { name: 'Email' }).fill('owner@ledgerly.ng');
  await page.getByRole('textbox', { name: 'Password' }).fill('Passw0rd!');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/b\/\d+|\/businesses/);
  if (!/\/b\/\d+/.test(page.url())) {
    await page
      .getByRole('link')
      .filter({ hasText: /Adaeze/ })
      .first()
      .click();
    await page.waitForURL(/\/b\/\d+/);
  }
  return page.url();
}
