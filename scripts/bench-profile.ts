/**
 * Where a route's start-up main-thread time goes (numbers for finding total blocking time, not a
 * test): the production build with source maps on the sandbox, the demo owner signed in (a
 * returning user, as bench:lighthouse measures), each route loaded cold (HTTP cache emptied) with
 * the CPU slowed 4x as Lighthouse's mobile preset assumes, sampled by V8's profiler.
 *
 * The profile is cut into busy stretches (samples not idle, gaps under 2 ms joined), which is
 * what the browser reports as tasks; every stretch over 50 ms is a long task. For each one it
 * prints its start and length, then where its time went: by source file (the sample's own
 * frame, mapped through the source maps), and by the innermost function of the app's own code on
 * the stack (what of ours asked for the work). Also FCP and LCP as the page saw them, and each
 * request started before LCP, and each layout shift with the elements that moved.
 *
 * Run (it binds ports): flock /tmp/ledgerly-ports.lock npm run bench:profile -- /b/12 /b/12/invoices
 *   PROFILE_NO_BUILD=1  reuse dist/ from an earlier `vite build --mode test --sourcemap`
 *   PROFILE_TOP=8       lines per long task (default 8)
 *   PROFILE_WINDOW=6000 how long to observe each load (ms)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { APP, launchChromium, serveApp, signInDemoOwner, stopChildren } from './lib/bench-app';

const root = path.resolve(import.meta.dirname, '..');
const TOP = Number(process.env.PROFILE_TOP ?? 8);
const WINDOW_MS = Number(process.env.PROFILE_WINDOW ?? 6000);
const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerFor(url: string): SourceMapConsumer | null {
  if (!consumers.has(url)) {
    const match = /\/assets\/[^/?#]+\.js$/.exec(url);
    let consumer: SourceMapConsumer | null = null;
    if (match) {
      try {
        const map = JSON.parse(readFileSync(path.join(root, 'dist', `${match[0]}.map`), 'utf8')) as ConstructorParameters<
          typeof SourceMapConsumer
        >[0];
        consumer = new SourceMapConsumer(map);
      } catch {
        consumer = null;
      }
    }
    consumers.set(url, consumer);
  }
  return consumers.get(url) ?? null;
}

/** 'react-dom', '@tanstack/query-core', 'src/features/x/y.tsx:12 name', or the raw frame. */
function where(frame: CallFrame): { file: string; fn: string; app: boolean } {
  if (!frame.url) return { file: frame.functionName || '(native)', fn: frame.functionName, app: false };
  const consumer = consumerFor(frame.url);
  const original = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!original?.source) return { file: frame.url.replace(/^.*\//, ''), fn: frame.functionName, app: false };
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(original.source);
  if (modules) return { file: modules[1]!, fn: original.name ?? frame.functionName, app: false };
  const file = original.source.replace(/^.*?\/(src\/)/, '$1');
  return { file, fn: `${file}:${original.line} ${original.name ?? frame.functionName}`, app: file.startsWith('src/') };
}

function analyse(profile: Profile, fcp: number, lcp: number, timeOriginOffsetUs: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const idle = new Set(['(idle)', '(program)', '(garbage collector)']);
  // Sample times in ms since navigation (the page's time origin).
  let t = profile.startTime;
  const samples = profile.samples.map((id, index) => {
    t += profile.timeDeltas[index] ?? 0;
    return { id, at: (t - timeOriginOffsetUs) / 1000 };
  });
  const stretches: { start: number; end: number; ids: number[] }[] = [];
  let current: { start: number; end: number; ids: number[] } | undefined;
  for (const [index, sample] of samples.entries()) {
    const name = byId.get(sample.id)?.callFrame.functionName ?? '';
    const next = samples[index + 1]?.at ?? sample.at;
    if (idle.has(name) && name !== '(garbage collector)') {
      if (current && sample.at - current.end > 2) {
        stretches.push(current);
        current = undefined;
      }
      continue;
    }
    if (!current) current = { start: sample.at, end: next, ids: [] };
    current.end = next;
    current.ids.push(sample.id);
  }
  if (current) stretches.push(current);
  const long = stretches.filter((stretch) => stretch.end - stretch.start > 50 && stretch.end > 0);
  const blocking = long.filter((s) => s.start >= fcp).reduce((sum, s) => sum + (s.end - s.start - 50), 0);
  console.log(`  FCP ${fcp} ms, LCP ${lcp} ms; blocking after FCP ${Math.round(blocking)} ms in ${long.length} long stretches`);
  for (const stretch of long) {
    const duration = stretch.end - stretch.start;
    const perSample = duration / stretch.ids.length;
    const byFile = new Map<string, number>();
    const byApp = new Map<string, number>();
    for (const id of stretch.ids) {
      const leaf = where(byId.get(id)!.callFrame);
      byFile.set(leaf.file, (byFile.get(leaf.file) ?? 0) + perSample);
      let cursor: number | undefined = id;
      let app = '(no app frame)';
      while (cursor !== undefined) {
        const frame = where(byId.get(cursor)!.callFrame);
        if (frame.app) {
          app = frame.fn;
          break;
        }
        cursor = parentOf.get(cursor);
      }
      byApp.set(app, (byApp.get(app) ?? 0) + perSample);
    }
    const top = (map: Map<string, number>) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP)
        .map(([name, ms]) => `${Math.round(ms)} ${name}`)
        .join(' | ');
    console.log(`  task at ${Math.round(stretch.start)} ms, ${Math.round(duration)} ms`);
    console.log(`    by file: ${top(byFile)}`);
    console.log(`    by app function: ${top(byApp)}`);
  }
}

try {
  if (!process.env.PROFILE_NO_BUILD) {
    execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--mode', 'test', '--sourcemap'], {
      cwd: root,
      stdio: 'ignore',
    });
  }
  await serveApp({ build: false });
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(() => {
    const seen = { fcp: 0, lcp: 0, shifts: [] as string[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
        const nodes = (entry.sources ?? []).map((source) => {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          return element ? `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}` : '?';
        });
        seen.shifts.push(`${Math.round(entry.startTime)} ms ${entry.value.toFixed(3)} ${nodes.join(' ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.lcp = Math.round(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = Math.round(entry.startTime);
    }).observe({ type: 'paint', buffered: true });
  });
  const first = await context.newPage();
  const dashboard = await signInDemoOwner(first);
  const business = /\/b\/(\d+)/.exec(dashboard)?.[1] ?? '12';
  // A first visit of each route, as a returning user's (what the app keeps is kept).
  for (const route of routes) await first.goto(`${APP}${route.replace('$business', business)}`, { waitUntil: 'networkidle' });
  await first.close();
  for (const route of routes.length ? routes : ['/b/$business']) {
    const url = `${APP}${route.replace('$business', business)}`;
    console.log(url);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    const requests: { at: number; what: string }[] = [];
    cdp.on('Network.requestWillBeSent', (event: { request: { url: string; method: string }; type?: string; timestamp: number }) => {
      if (event.type === 'Fetch' || event.type === 'Preflight' || event.type === 'XHR' || event.type === 'Script')
        requests.push({ at: event.timestamp * 1e6, what: `${event.type} ${event.request.method} ${event.request.url.replace(/^https?:\/\/[^/]+/, '')}` });
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url);
    // The observation window (a benchmark's measuring time, not a wait for the page).
    await page.waitForTimeout(WINDOW_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const seen = await page.evaluate(() => (window as unknown as { __seen: { fcp: number; lcp: number; shifts: string[] } }).__seen);
    // The profile's clock is V8's monotonic one, in µs; the page's time origin on the same clock.
    const { result } = (await cdp.send('Runtime.evaluate', {
      expression: 'performance.now()',
      returnByValue: true,
    })) as { result: { value: number } };
    const nowOnProfileClock = profile.startTime + profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
    const offset = nowOnProfileClock - result.value * 1000;
    analyse(profile, seen.fcp, seen.lcp, offset);
    console.log(`  layout shifts: ${seen.shifts.join('; ') || 'none'}`);
    const started = requests.map(({ at, what }) => ({ at: Math.round((at - offset) / 1000), what }));
    const early = started.filter(({ at, what }) => at <= seen.lcp && !what.startsWith('Script'));
    console.log(`  requests before LCP: ${early.map(({ at, what }) => `${at} ${what}`).join('; ') || 'none'}`);
    const late = started.filter(({ at, what }) => at > seen.lcp && what.startsWith('Script'));
    console.log(`  scripts after LCP: ${late.map(({ at, what }) => `${at} ${what.replace(/^Script GET /, '')}`).join('; ') || 'none'}`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.close();
  }
  await browser.close();
} finally {
  stopChildren();
}
