/**
 * Long-task benchmark (numbers, not a test): what blocks the main thread while the sign-in page
 * and a signed-in business dashboard load on a phone-like CPU. Lighthouse simulates a slow phone
 * from a fast run; this one really slows Chromium's CPU down 4x (DevTools throttling, as
 * Lighthouse's mobile preset assumes) and lists every long task (over 50 ms) the page reports in
 * its first seconds, with first and largest contentful paint. Each run starts with an empty HTTP
 * cache; the dashboard keeps its session (and warm start) like a returning user.
 * Prints, per page: the mean blocking time (the sum of each long task's time over 50 ms) and
 * each run's tasks as start+duration in ms.
 * Run: npm run bench:longtasks (RUNS=5, WINDOW_MS=8000 by default)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './ensure-browser';

const root = path.resolve(import.meta.dirname, '..');
const APP = 'http://127.0.0.1:4173';
const RUNS = Number(process.env.RUNS ?? 5);
const WINDOW_MS = Number(process.env.WINDOW_MS ?? 8000);
const children: ChildProcess[] = [];

async function waitFor(url: string, timeoutMs = 120_000) {
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

interface Observed {
  tasks: [number, number][];
  fcp: number;
  lcp: number;
}

declare global {
  interface Window {
    __bench?: Observed;
  }
}

/** Loads `url` in a new tab with an empty cache and 4x CPU slow-down; returns what the page saw. */
async function measure(newPage: () => Promise<Page>, url: string): Promise<Observed> {
  const page = await newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url);
  // The observation window (a benchmark's measuring time, not a wait for the page).
  await page.waitForTimeout(WINDOW_MS);
  const observed = await page.evaluate(() => window.__bench!);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return observed;
}

function report(label: string, runs: Observed[]) {
  const blocking = (run: Observed) => run.tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  const mean = Math.round(runs.reduce((sum, run) => sum + blocking(run), 0) / runs.length);
  console.log(`${label}: mean blocking time ${mean} ms over ${runs.length} runs (4x CPU, long tasks over 50 ms)`);
  for (const run of runs) {
    const tasks = run.tasks.map(([start, duration]) => `${start}+${duration}`).join(' ');
    console.log(`  FCP ${run.fcp} ms, LCP ${run.lcp} ms, blocking ${blocking(run)} ms; tasks ${tasks}`);
  }
}

try {
  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--mode', 'test'], { cwd: root, stdio: 'ignore' });
  children.push(spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/backend.ts'], { cwd: root, stdio: 'ignore' }));
  children.push(spawn(path.join(root, 'node_modules/.bin/vite'), ['preview', '--mode', 'test'], { cwd: root, stdio: 'ignore' }));
  await waitFor('http://127.0.0.1:4001/__sandbox/health');
  await waitFor(APP);
  const browser = await chromium.launch({ executablePath: findBrowser() ?? undefined, args: CHROMIUM_ARGS });
  // A mid-size phone's viewport, as Lighthouse's mobile preset.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(() => {
    const observed: Observed = { tasks: [], fcp: 0, lcp: 0 };
    window.__bench = observed;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) observed.tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) observed.lcp = Math.round(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') observed.fcp = Math.round(entry.startTime);
    }).observe({ type: 'paint', buffered: true });
  });
  const newPage = () => context.newPage();

  const signIn: Observed[] = [];
  for (let i = 0; i < RUNS; i++) signIn.push(await measure(newPage, `${APP}/sign-in`));
  report('sign-in page', signIn);

  const page = await newPage();
  await page.goto(`${APP}/sign-in`);
  await page.getByRole('textbox', { name: 'Email' }).fill('owner@ledgerly.ng');
  await page.getByRole('textbox', { name: 'Password' }).fill('Passw0rd!');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/b\/\d+|\/businesses/);
  if (!/\/b\/\d+/.test(page.url())) {
    await page.getByRole('link').filter({ hasText: /Adaeze/ }).first().click();
    await page.waitForURL(/\/b\/\d+/);
  }
  const dashboard = page.url();
  await page.close();
  const runs: Observed[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(newPage, dashboard));
  report('business dashboard, signed in', runs);
  await browser.close();
} finally {
  for (const child of children) child.kill('SIGTERM');
}
