/**
 * Lighthouse benchmark (numbers for the closing note, not a test): mobile performance of the
 * sign-in page and of a signed-in business dashboard, against the production build (vite
 * preview) and the sandbox. Chromium is Debian's, started by Playwright with a remote-debugging
 * port and a persistent profile, so Lighthouse measures the dashboard with the session that
 * Playwright signed in (storage is not reset). Lighthouse itself runs through npx (npm registry).
 * Run: npm run bench:lighthouse (LH_SAVE_ASSETS=1 also keeps each page's trace)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './ensure-browser';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 9333;
const APP = 'http://127.0.0.1:4173';
const children: ChildProcess[] = [];

async function waitFor(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Runs Lighthouse as a child process without blocking the event loop, and only while no
 * Playwright connection is open: Playwright auto-attaches to new tabs and holds them until it
 * resumes them, so a blocked or connected Playwright would stall the tab Lighthouse opens.
 */
async function lighthouse(url: string, label: string) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'lh-')), 'report.json');
  const child = spawn(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      url,
      `--port=${PORT}`,
      '--only-categories=performance',
      '--disable-storage-reset',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      // LH_SAVE_ASSETS=1 keeps the trace next to the report, to see what each long task ran.
      ...(process.env.LH_SAVE_ASSETS ? ['--save-assets'] : []),
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: findBrowser() ?? '' } },
  );
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`lighthouse exited with ${String(code)}`);
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { displayValue?: string; details?: { items?: Record<string, unknown>[] } }>;
    environment?: { benchmarkIndex?: number };
  };
  const a = report.audits;
  console.log(
    `${label}: performance ${Math.round(report.categories.performance.score * 100)} (FCP ${a['first-contentful-paint']?.displayValue}, LCP ${a['largest-contentful-paint']?.displayValue}, TBT ${a['total-blocking-time']?.displayValue}, CLS ${a['cumulative-layout-shift']?.displayValue}, SI ${a['speed-index']?.displayValue})`,
  );
  // Where the main thread went (scripts by boot-up time) and this machine's CPU benchmark index
  // (Lighthouse's simulated 4x slow-down is applied to what this machine measures).
  const scripts = (a['bootup-time']?.details?.items ?? [])
    .slice(0, 4)
    .map((item) => `${String(item.url).replace(APP, '')} ${Math.round(Number(item.total))} ms`);
  console.log(`  boot-up: ${scripts.join(', ')}; benchmarkIndex ${report.environment?.benchmarkIndex ?? '?'}; report ${out}`);
}

try {
  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--mode', 'test'], { cwd: root, stdio: 'ignore' });
  children.push(spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/backend.ts'], { cwd: root, stdio: 'ignore' }));
  children.push(spawn(path.join(root, 'node_modules/.bin/vite'), ['preview', '--mode', 'test'], { cwd: root, stdio: 'ignore' }));
  await waitFor('http://127.0.0.1:4001/__sandbox/health');
  await waitFor(APP);
  // Chromium with a debugging port for Lighthouse; Playwright signs in over CDP in the same
  // profile so the dashboard is measured with the session (storage is not reset).
  children.push(
    spawn(
      findBrowser() ?? 'chromium',
      [
        '--headless',
        ...CHROMIUM_ARGS,
        `--remote-debugging-port=${PORT}`,
        `--user-data-dir=${mkdtempSync(path.join(tmpdir(), 'lh-profile-'))}`,
        'about:blank',
      ],
      { stdio: 'ignore' },
    ),
  );
  await waitFor(`http://127.0.0.1:${PORT}/json/version`);
  await lighthouse(`${APP}/sign-in`, 'sign-in page (mobile)');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${PORT}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
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
  // Let the dashboard finish loading (its heading and first figure shown), as a real visit would:
  // closing the tab mid-load raced the answers a returning user's next visit starts from.
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page
    .getByText(/₦[\d,]+\.\d\d/)
    .first()
    .waitFor();
  const dashboard = page.url();
  // Measure a returning user's cold load: the session and what the app kept stay, the HTTP cache goes.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  // Disconnect Playwright (the browser and its profile, with the session, stay) before measuring.
  await browser.close();
  await lighthouse(dashboard, 'business dashboard, signed in (mobile)');
} finally {
  for (const child of children) child.kill('SIGTERM');
}
