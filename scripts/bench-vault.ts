/**
 * The vault browser's benchmark (issue 17): builds the app, starts the sandbox and `vite preview`,
 * gives a fresh user a folder with 2,000 files (uploaded through the sandbox's API), then in
 * Chromium opens the folder from the vault's root with the CPU slowed 4x (DevTools throttling) and
 * prints, against the goals:
 * - scripting from the click on the folder to its first rows on screen (CDP `Performance.getMetrics`
 *   ScriptDuration: the folder's answer parsed, sorted and the list's first render; goal at most
 *   150 ms), and the list's own first render (user timing `vault-list:first-render`);
 * - rows in the DOM at the top and after End (the last file), in list and grid, wide and on a
 *   phone (goal at most 60).
 * Exits 1 when a goal is missed. Binds ports: run it under `flock /tmp/ledgerly-ports.lock`.
 * Run: npm run bench:vault [-- --runs N] (COUNT=2000; 5 opens by default, or RUNS=N: on two shared
 * cores one open moves by 60 ms or more between runs of the same code, so the goal is on the
 * median; each open is printed). PROFILE=1 also records a CPU profile of each open (CDP Profiler)
 * and prints the functions with the most self and total time, and self time by source module
 * (PROFILE_DIR=<dir> also writes each profile there, for DevTools); TRACE_DIR=<dir> writes a
 * Performance trace of each open there. The mouse is moved onto the folder's link first (hovering
 * is not opening), then pressed and released there (Playwright's `click()` would add its own
 * in-page checks to the scripting measured). The first row is awaited with a PerformanceObserver
 * on the list's own first-render measure, not by polling the DOM every frame (that polling ran
 * a document-wide querySelector in the page each frame while the answer was on its way, and was
 * counted as the app's scripting).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './ensure-browser';
import { waitFor } from './lib/bench-app';
import { createOwnerWithBusiness } from './lib/seed-inventory';

const root = path.resolve(import.meta.dirname, '..');
const APP = 'http://127.0.0.1:4173';
const AUTH_API = 'http://127.0.0.1:4001';
const BUSINESS_API = 'http://127.0.0.1:4004';
const VAULT_API = 'http://127.0.0.1:4007';
const COUNT = Number(process.env.COUNT ?? 2000);
const runsArg = process.argv.indexOf('--runs');
const RUNS = Number(runsArg > 0 ? process.argv[runsArg + 1] : (process.env.RUNS ?? 5));
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of opens, at least 1');
const GOALS = { rows: 60, openMs: 150 };
const FOLDER = 'Bench receipts 2026';
const MEASURE = 'vault-list:first-render';
const children: ChildProcess[] = [];
const missed: string[] = [];

function check(label: string, value: number, goal: number, unit: string) {
  const ok = value <= goal;
  if (!ok) missed.push(label);
  console.log(`${label}: ${value}${unit} (goal at most ${goal}${unit}) ${ok ? 'ok' : 'MISSED'}`);
}

const fileName = (n: number) => `Receipt ${String(n).padStart(4, '0')} - Balogun Market.txt`;

/** A folder with COUNT small files, uploaded 16 at a time. */
async function seedFolder(token: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await fetch(`${VAULT_API}/folders/`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: FOLDER }),
  });
  if (created.status !== 201) throw new Error(`folder: ${created.status} ${await created.text()}`);
  const folder = ((await created.json()) as { id: number }).id;
  let next = 1;
  const worker = async () => {
    while (next <= COUNT) {
      const n = next++;
      const body = new FormData();
      body.append('file', new Blob([`Receipt ${n}: NGN ${1000 + n}.00`], { type: 'text/plain' }), fileName(n));
      body.append('folder', String(folder));
      const response = await fetch(`${VAULT_API}/files/`, { method: 'POST', headers, body });
      if (response.status !== 201) throw new Error(`upload ${n}: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return folder;
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

const rowsInDom = (page: Page) => page.locator('[data-slot="vault-list"] [role="row"]').count();

async function scriptSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

const frameName = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;

/**
 * A CDP CPU profile as printable lines: the 15 functions with the most self time, the 20 with the
 * most total time (self and what they call: who forces a layout, whose callbacks run), and the
 * time by where the stack starts (the app's chunks, or scripts without a URL: Playwright's).
 */
function profileLines(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const origin = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  (profile.samples ?? []).forEach((id, i) => {
    const ms = (profile.timeDeltas?.[i] ?? 0) / 1000;
    const leaf = byId.get(id);
    if (!leaf) return;
    add(self, frameName(leaf.callFrame), ms);
    const seen = new Set<string>();
    let root = leaf;
    for (let node: ProfileNode | undefined = leaf; node; node = byId.get(parent.get(node.id) ?? -1)) {
      const name = frameName(node.callFrame);
      if (!seen.has(name)) add(total, name, ms);
      seen.add(name);
      if (node.callFrame.functionName !== '(root)') root = node;
    }
    const special = /^\((program|idle|garbage collector)\)$/.test(leaf.callFrame.functionName);
    add(origin, special ? leaf.callFrame.functionName : root.callFrame.url.split('/').pop() || '(no URL: injected scripts)', ms);
  });
  // Self time by source module: an unminified chunk names each module in a `// path` comment.
  const modules = new Map<string, { line: number; name: string }[]>();
  const moduleOf = (frame: ProfileNode['callFrame']) => {
    const file = frame.url.split('/').pop() ?? '';
    if (!file.endsWith('.js')) return null;
    if (!modules.has(file)) {
      let marks: { line: number; name: string }[] = [];
      try {
        marks = readFileSync(path.join(root, 'dist/assets', file), 'utf8')
          .split('\n')
          .flatMap((text, line) => (/^\/\/ (\.\.\/|src\/|node_modules\/)/.test(text) ? [{ line, name: text.slice(3) }] : []));
      } catch {
        /* not one of the app's chunks */
      }
      modules.set(file, marks);
    }
    const marks = modules.get(file)!;
    let found: string | null = null;
    for (const mark of marks) if (mark.line <= frame.lineNumber) found = mark.name;
    return found?.replace(/^(\.\.\/)*(main\/)?/, '') ?? null;
  };
  const byModule = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    const name = frame && moduleOf(frame);
    if (name) add(byModule, name, (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([where, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${where}`);
  return [
    'self time:',
    ...top(self, 15),
    'total time (with callees):',
    ...top(total, 25),
    'by the script a stack starts in:',
    ...top(origin, 12),
    'self time by source module:',
    ...top(byModule, 20),
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** From the root, a click on the folder with the CPU slowed 4x; returns [script ms, list ms, rows]. */
async function openFolder(context: BrowserContext): Promise<[number, number, number]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${APP}/vault`);
  const link = page.locator('[data-slot="vault-list"]').getByRole('button', { name: FOLDER });
  await link.waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => performance.clearMeasures());
  const profiling = process.env.PROFILE === '1';
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  }
  // The first row is awaited without polling the page: the list marks its first render with a
  // user timing measure (its rows are in the DOM by then); a PerformanceObserver hears of it once.
  // A rAF loop with one querySelector a frame takes over only if the measure has not come in 15 s.
  // (A string, so tsx adds no helper the page lacks; `void`, so this evaluate does not wait for it.)
  const firstRow = `[data-slot="vault-list"] [title="${fileName(1)}"]`;
  await page.evaluate(`void (window.__firstRow = new Promise((resolve) => {
    const look = () => document.querySelector('${firstRow}') ? resolve() : requestAnimationFrame(look);
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('${MEASURE}').length) return;
      observer.disconnect();
      look();
    });
    observer.observe({ type: 'measure' });
    setTimeout(() => { observer.disconnect(); look(); }, 15000);
  }))`);
  // The mouse goes onto the link's centre (found beforehand) and rests there before the
  // measurement: hovering is not opening. Then it is pressed and released there: Playwright's
  // `click()` runs its actionability checks (visible, stable over frames, receives events) as
  // script in the page, which would be counted as the app's scripting.
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  if (!box) throw new Error('the folder is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  // The profile covers the same window as the scripting measured.
  if (profiling) await cdp.send('Profiler.start');
  const tracing = process.env.TRACE_DIR;
  if (tracing)
    await context.browser()!.startTracing(page, {
      path: path.join(tracing, `open-${Date.now()}.json`),
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'v8'],
    });
  const before = await scriptSeconds(cdp);
  await page.mouse.down();
  await page.mouse.up();
  await page.evaluate('window.__firstRow');
  const after = await scriptSeconds(cdp);
  if (tracing) await context.browser()!.stopTracing();
  if (profiling) {
    const { profile } = await cdp.send('Profiler.stop');
    if (process.env.PROFILE_DIR)
      writeFileSync(path.join(process.env.PROFILE_DIR, `open-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    console.log(['CPU profile of opening the folder (4x CPU):', ...profileLines(profile)].join('\n'));
  }
  const list = await page.evaluate((name) => {
    const found = performance.getEntriesByName(name, 'measure');
    return found.length ? Math.round(found[found.length - 1]!.duration * 10) / 10 : -1;
  }, MEASURE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const rows = await rowsInDom(page);
  await page.close();
  return [Math.round((after - before) * 1000), list, rows];
}

async function rowsTopAndEnd(context: BrowserContext, folder: number, label: string, grid: boolean) {
  const page = await context.newPage();
  if (grid) await page.addInitScript(() => localStorage.setItem('ledgerly.vault.layout', 'grid'));
  await page.goto(`${APP}/vault/folders/${folder}`);
  await page.getByTitle(fileName(1), { exact: true }).waitFor();
  check(`rows in the DOM at the top (${label})`, await rowsInDom(page), GOALS.rows, '');
  await page.locator('[data-slot="vault-list"]').focus();
  await page.keyboard.press('End');
  await page.getByTitle(fileName(COUNT), { exact: true }).waitFor();
  check(`rows in the DOM at the last file (${label})`, await rowsInDom(page), GOALS.rows, '');
  await page.close();
}

try {
  // PROFILE=1 builds unminified, so the profile names the app's own functions.
  const unminified = process.env.PROFILE === '1' ? ['--minify', 'false'] : [];
  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--mode', 'test', ...unminified], {
    cwd: root,
    stdio: 'ignore',
  });
  children.push(spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/backend.ts'], { cwd: root, stdio: 'ignore' }));
  children.push(spawn(path.join(root, 'node_modules/.bin/vite'), ['preview', '--mode', 'test'], { cwd: root, stdio: 'ignore' }));
  await waitFor(`${AUTH_API}/__sandbox/health`, 180_000);
  await waitFor(APP, 180_000);

  const owner = await createOwnerWithBusiness(AUTH_API, BUSINESS_API, 'bench-vault');
  const seeding = performance.now();
  const folder = await seedFolder(owner.token);
  console.log(
    `seeded a folder with ${COUNT} files through the sandbox's API in ${Math.round((performance.now() - seeding) / 1000)} s`,
  );

  const browser = await chromium.launch({ executablePath: findBrowser() ?? undefined, args: CHROMIUM_ARGS });
  const wide = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signedInContext(wide, owner.email, owner.password);
  const runs: [number, number, number][] = [];
  for (let run = 0; run < RUNS; run++) {
    const [script, list, rows] = await openFolder(wide);
    runs.push([script, list, rows]);
    console.log(
      `open ${run + 1} of ${RUNS}: scripting ${script} ms, the list's first render ${list} ms, ${rows} rows in the DOM`,
    );
  }
  console.log(`scripting per open (ms): ${runs.map((r) => r[0]).join(', ')}; median ${median(runs.map((r) => r[0]))}`);
  check(`rows in the DOM once the folder is open (most of ${RUNS} opens)`, Math.max(...runs.map((r) => r[2])), GOALS.rows, '');
  check(
    `scripting from the click on the folder to its first rows, 4x CPU (median of ${RUNS})`,
    median(runs.map((r) => r[0])),
    GOALS.openMs,
    ' ms',
  );
  check(`the list's own first render, 4x CPU (median of ${RUNS})`, median(runs.map((r) => r[1])), GOALS.openMs, ' ms');
  await rowsTopAndEnd(wide, folder, 'list, 1280 px', false);
  await rowsTopAndEnd(wide, folder, 'grid, 1280 px', true);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await signedInContext(phone, owner.email, owner.password);
  await rowsTopAndEnd(phone, folder, 'list, phone 390 px', false);
  await browser.close();
  console.log(missed.length ? `${missed.length} goal(s) MISSED: ${missed.join('; ')}` : 'every goal met');
} finally {
  for (const child of children) child.kill('SIGTERM');
}
process.exit(missed.length ? 1 : 0);
