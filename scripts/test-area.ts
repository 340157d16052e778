/**
 * npm run test:area -- <area> [--no-e2e]: one area's tests while you work on it — every unit and
 * component test, contract test file and Playwright spec whose path contains <area> (e.g.
 * `customers`, `expense`, `banking`). The contract run is partial, so its coverage check (every
 * operation exercised) is off (CONTRACT_COVERAGE=0); `npm test` still runs everything.
 * Ends with each runner's time and exits non-zero if one failed.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const [area] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!area) {
  console.error('usage: npm run test:area -- <area> [--no-e2e]   (e.g. customers, expenses, banking)');
  process.exit(2);
}

const steps: { name: string; command: string; args: string[]; env?: Record<string, string> }[] = [
  {
    name: `vitest unit + component (*${area}*)`,
    command: bin('vitest'),
    args: ['run', '--project', 'unit', '--project', 'component', '--passWithNoTests', area],
  },
  {
    name: `vitest contract (*${area}*, Prism)`,
    command: bin('vitest'),
    args: ['run', '--project', 'contract', '--passWithNoTests', area],
    env: { CONTRACT_COVERAGE: '0' },
  },
];
if (!process.argv.includes('--no-e2e')) {
  steps.push({ name: 'browser', command: bin('tsx'), args: ['scripts/ensure-browser.ts'] });
  steps.push({ name: `playwright (*${area}*)`, command: bin('playwright'), args: ['test', '--pass-with-no-tests', area] });
}

const results: string[] = [];
let failed = false;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
  const ok = result.status === 0;
  failed ||= !ok;
  results.push(`${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  ${ok ? 'ok    ' : 'FAILED'}  ${step.name}`);
}
console.log(`\n=== ${area} ===\n${results.join('\n')}`);
process.exit(failed ? 1 : 0);
