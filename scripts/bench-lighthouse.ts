/**
 * Lighthouse benchmark (numbers for the README, not a test): mobile performance of every main
 * route of issue 21 (sign-in, dashboard, invoices, inventory, the transfer flow's first step,
 * vault, support, training) against the production build, served over HTTP/2 as a host serves it
 * (scripts/static-host.ts, scripts/lib/bench-app.ts; `BENCH_HTTP1=1` measures through `vite
 * preview`'s HTTP/1.1 instead), and the sandbox.
 * Chromium is Debian's, started with a remote-debugging port and a persistent profile; Playwright
 * signs the demo owner in over CDP in the same profile (the owner has the seeded naira account the
 * transfer flow needs), so Lighthouse measures the signed-in pages with that session (storage is
 * not reset). Each signed-in route is first opened once as a real visit would (its heading and
 * answers shown), then every run measures a returning user's cold load: the session and what the
 * app kept stay; the HTTP cache, the service worker and its caches are emptied before each run. Lighthouse itself runs through npx
 * (npm registry).
 *
 * Prints each run, then a table of the median of LH_RUNS runs per route (score, FCP, LCP, TBT,
 * CLS, SI), as Markdown so it can be pasted into the README.
 * Run (it binds ports): flock /tmp/ledgerly-ports.lock npm run bench:lighthouse
 *   LH_RUNS=3          runs per route (default 3; about 25 s each on 2 cores)
 *   LH_ROUTES=a,b      only these routes, by the names of the table (sign-in,dashboard,...)
 *   LH_NO_BUILD=1      reuse dist/ from an earlier build
 *   LH_SAVE_ASSETS=1   also keep each run's trace next to its report
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { findBrowser } from './ensure-browser';
import { APP, serveApp, signInDemoOwner, startDebuggableChromium, stopChildren } from './lib/bench-app';

const PORT = 9333;
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const ONLY = process.env.LH_ROUTES?.split(',').map((name) => name.trim());

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  bootup: string;
}

/**
 * Runs Lighthouse as a child process without blocking the event loop, and only while no
 * Playwright connection is open: Playwright auto-attaches to new tabs and holds them until it
 * resumes them, so a blocked or connected Playwright would stall the tab Lighthouse opens.
 */
async function lighthouse(url: string, label: string): Promise<Run> {
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
    finalDisplayedUrl?: string;
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
    environment?: { benchmarkIndex?: number };
  };
  const a = report.audits;
  const value = (id: string) => a[id]?.numericValue ?? Number.NaN;
  // Where the main thread went (scripts by boot-up time) and this machine's CPU benchmark index
  // (Lighthouse's simulated 4x slow-down is applied to what this machine measures).
  const bootup = (a['bootup-time']?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => `${String(item.url).replace(APP, '')} ${Math.round(Number(item.total))} ms`)
    .join(', ');
  const run: Run = {
    score: Math.round(report.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    bootup,
  };
  // A page that sent the browser elsewhere (signed out, say) measured the wrong page.
  const landed = report.finalDisplayedUrl ?? url;
  if (new URL(landed).pathname !== new URL(url).pathname) throw new Error(`${label}: ${url} ended on ${landed}`);
  console.log(
    `  ${label}: ${run.score} (FCP ${sec(run.fcp)}, LCP ${sec(run.lcp)}, TBT ${ms(run.tbt)}, CLS ${run.cls.toFixed(3)}, SI ${sec(run.si)}); boot-up ${bootup}; benchmarkIndex ${report.environment?.benchmarkIndex ?? '?'}; ${out}`,
  );
  return run;
}

const sec = (n: number) => `${(n / 1000).toFixed(1)} s`;
const ms = (n: number) => `${Math.round(n)} ms`;
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Opens Playwright over CDP on the benchmark's browser, runs `work`, and disconnects again. */
async function withPlaywright<T>(work: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${PORT}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const result = await work(page);
    await page.close();
    return result;
  } finally {
    // Disconnects (the browser and its profile, with the session, stay).
    await browser.close();
  }
}

/**
 * Empties the HTTP cache, and unregisters the service worker with its caches (what a returning
 * user's cold load starts without; with them the page's code comes from the worker's cache and
 * first paint is near 0.1 s, which is not what is measured here). The session stays.
 */
const clearCache = () =>
  withPlaywright(async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: APP, storageTypes: 'cache_storage,service_workers' });
  });

/** Signs the demo owner in and returns the Lagos business's dashboard address. */
const signIn = () => withPlaywright(async (page) => new URL(await signInDemoOwner(page)).pathname.match(/^\/b\/\d+/)![0]);

interface Route {
  name: string;
  path: (business: string) => string;
  /** What the page shows once it has loaded (the warm-up visit waits for it). */
  ready?: (page: Page) => Promise<unknown>;
}

const heading = (name: RegExp | string) => (page: Page) => page.getByRole('heading', { name, level: 1 }).waitFor();
const ROUTES: Route[] = [
  { name: 'sign-in', path: () => '/sign-in' },
  {
    name: 'dashboard',
    path: (b) => b,
    ready: async (page) => {
      await heading('Dashboard')(page);
      await page
        .getByText(/₦[\d,]+\.\d\d/)
        .first()
        .waitFor();
    },
  },
  { name: 'invoices', path: (b) => `${b}/invoices`, ready: heading(/invoices/i) },
  { name: 'inventory', path: (b) => `${b}/inventory`, ready: heading(/inventory/i) },
  {
    name: 'transfer (step 1)',
    path: () => '/banking/transfer',
    // The first step lists the owner's seeded naira account to send from.
    ready: async (page) => {
      await heading(/transfer|send money/i)(page);
      await page.getByText(/NGN|₦/).first().waitFor();
    },
  },
  { name: 'vault', path: () => '/vault', ready: heading(/vault/i) },
  { name: 'support', path: () => '/support', ready: heading(/support|help/i) },
  { name: 'training', path: () => '/training', ready: heading(/training|courses/i) },
];

try {
  await serveApp({ build: !process.env.LH_NO_BUILD });
  await startDebuggableChromium(PORT, mkdtempSync(path.join(tmpdir(), 'lh-profile-')));

  const routes = ROUTES.filter((route) => !ONLY || ONLY.includes(route.name));
  const started = Date.now();
  const results: { route: Route; url: string; runs: Run[] }[] = [];
  let business: string | undefined;
  for (const route of routes) {
    if (route.ready && !business) business = await signIn();
    const url = `${APP}${route.path(business ?? '')}`;
    console.log(`${route.name}: ${url}`);
    // A real visit first (the page's answers shown), as the user returning to it made before.
    if (route.ready) {
      await withPlaywright(async (page) => {
        await page.goto(url);
        await route.ready!(page);
        // And what it asks for after its first paint (the dashboard's checklist keeps what it showed).
        await page.waitForLoadState('networkidle');
      });
    }
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      await clearCache();
      runs.push(await lighthouse(url, `run ${i + 1}`));
    }
    results.push({ route, url, runs });
  }

  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\nLighthouse 12.8.2 mobile performance, median of ${RUNS} run(s) per route (${minutes} min):\n`);
  console.log('| route | score (runs) | FCP | LCP | TBT | CLS | SI |');
  console.log('|---|---|---|---|---|---|---|');
  const belowGoal: string[] = [];
  for (const { route, runs } of results) {
    const m = (key: keyof Omit<Run, 'bootup'>) => median(runs.map((run) => run[key]));
    if (m('score') < 95) belowGoal.push(route.name);
    console.log(
      `| ${route.name} \`${route.path('/b/:id')}\` | **${m('score')}** (${runs.map((run) => run.score).join(', ')}) | ${sec(m('fcp'))} | ${sec(m('lcp'))} | ${ms(m('tbt'))} | ${m('cls').toFixed(3)} | ${sec(m('si'))} |`,
    );
  }
  console.log(
    belowGoal.length ? `\nbelow the goal of 95 (median): ${belowGoal.join(', ')}` : '\nevery route at 95 or more (median)',
  );
} finally {
  stopChildren();
}
