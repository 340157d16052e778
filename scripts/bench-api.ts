/**
 * Benchmarks of the contract pipeline (numbers for the closing note, not a test):
 * - type generation time for all eight contracts (openapi-typescript), median of 3 runs
 * - Prism start-up for all eight mocks (until each answers), and their memory
 * - the contract suite's wall time against Prism
 * Run: npm run bench:api
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from './api-gen';
import { startAll, stopAll } from './lib/prism';
import { MOCK_PORTS, SERVICES } from './lib/services';

const root = path.resolve(import.meta.dirname, '..');
const ESC = String.fromCharCode(27);
const stripAnsi = (s: string) => s.split(ESC).map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, ''))).join('');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const genRuns: number[] = [];
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  for (const s of SERVICES) await generate(s);
  genRuns.push(performance.now() - t);
}
console.log(`type generation, 8 contracts: ${Math.round(median(genRuns))} ms (median of 3; runs ${genRuns.map(Math.round).join(', ')})`);

const t0 = performance.now();
const prisms = await startAll(SERVICES, MOCK_PORTS, { mode: 'mock' });
const startMs = performance.now() - t0;
let rssKb = 0;
for (const p of prisms) {
  try {
    const status = readFileSync(`/proc/${p.child.pid}/status`, 'utf8');
    rssKb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    /* not Linux */
  }
}
stopAll(prisms);
console.log(`Prism start, 8 mocks in parallel: ${Math.round(startMs)} ms; resident memory ${Math.round(rssKb / 1024)} MB in all`);
await new Promise((r) => setTimeout(r, 500));

const t1 = performance.now();
const run = spawnSync(path.join(root, 'node_modules/.bin/vitest'), ['run', '--project', 'contract', '--reporter=dot'], { cwd: root, encoding: 'utf8' });
const suiteMs = performance.now() - t1;
const summary = /Tests\s+(.*)/.exec(stripAnsi(run.stdout))?.[1] ?? 'no summary';
console.log(`contract suite against Prism (incl. Prism start): ${(suiteMs / 1000).toFixed(1)} s; ${summary.trim()}; exit ${run.status}`);
