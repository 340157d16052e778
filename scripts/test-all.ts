/**
 * npm test (and npm run validate): drift check, contract uniqueness, type check, lint, unit +
 * component + contract tests (vitest), end-to-end tests (Playwright), then one closing line
 * `N passed, N failed` summed over every runner. Exits non-zero if any step failed.
 *
 * Lint runs beside the type check and the contract tests (each of them is one process on one core,
 * and the contract tests mostly wait on their servers): on 2 cores, 221 s for the four in a
 * rehearsal, against 297 s one after the other. The output of steps run side by side is printed whole, step by
 * step, as each ends.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const skipE2e = process.argv.includes('--no-e2e');

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Started, then left to run while the next steps run (its output printed whole when it ends). */
  background?: true;
  /** Uses every core: waits for the steps running in the background first. */
  heavy?: true;
}

const steps: Step[] = [
  { name: 'api:check', command: bin('tsx'), args: ['scripts/api-gen.ts', '--check'] },
  { name: 'api:unique', command: bin('tsx'), args: ['scripts/api-unique.ts'] },
  { name: 'api:lint', command: bin('redocly'), args: ['lint', '--config', 'openapi/redocly.yaml', '--format', 'summary'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'], background: true },
  { name: 'typecheck', command: bin('tsc'), args: ['-b', '--noEmit'] },
  {
    name: 'vitest (contract, Prism)',
    command: bin('vitest'),
    args: [
      'run',
      '--project',
      'contract',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.reports/vitest-contract.json',
    ],
  },
];
steps.push({
  name: 'vitest (contract, prism proxy --errors in front of the sandbox)',
  command: bin('vitest'),
  args: [
    'run',
    '--project',
    'contract',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.reports/vitest-contract-proxy.json',
  ],
  env: { CONTRACT_TARGET: 'proxy' },
});
steps.push({
  name: 'vitest (unit, component)',
  command: bin('vitest'),
  args: [
    'run',
    '--project',
    'unit',
    '--project',
    'component',
    // Vitest leaves a core to itself by default: one worker on CI's two. The component tests spend
    // most of their time setting up jsdom and importing, so a second worker takes about a third
    // off this step (641 s -> 453 s on this 2-core machine).
    `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`,
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.reports/vitest-unit.json',
  ],
  heavy: true,
});
if (!skipE2e) {
  steps.push({ name: 'browser', command: bin('tsx'), args: ['scripts/ensure-browser.ts'] });
  steps.push({ name: 'playwright', command: bin('playwright'), args: ['test'], heavy: true });
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures: string[] = [];
const timings: { name: string; seconds: number }[] = [];
let wallSeconds = 0;

function countVitest(file: string): boolean {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  return true;
}

function countPlaywright(file: string): boolean {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  return true;
}

/** Runs a step; with `quiet`, its output is kept and printed whole when it ends. */
function run(step: Step, quiet: boolean): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const output: Buffer[] = [];
    if (!quiet) console.log(`\n=== ${step.name} ===`);
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (status: number | null, signal: string | null) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (quiet) {
        console.log(`\n=== ${step.name} (run beside another step) ===`);
        process.stdout.write(Buffer.concat(output));
      }
      timings.push({ name: step.name, seconds: Number(seconds) });
      const okStep = status === 0;
      console.log(`--- ${step.name}: ${okStep ? 'ok' : `FAILED (exit ${status ?? signal})`} in ${seconds} s`);
      count(step, okStep);
      resolve();
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${String(error)}\n`));
      finish(null, 'spawn error');
    });
    child.on('close', finish);
  });
}

/** Adds a finished step's tests to the closing line. */
function count(step: Step, okStep: boolean): void {
  const report = vitestReport(step);
  const failedBefore = failed;
  let counted = false;
  if (report) counted = countVitest(report);
  if (step.name === 'playwright') counted = countPlaywright(path.join(reports, 'playwright.json'));
  if (!okStep) {
    failures.push(step.name);
    // A step that failed without a failing test (tsc, lint, a crashed runner, a failed coverage
    // check at teardown) counts as one failure, so the closing line never hides a red step.
    if (!counted || failed === failedBefore) failed += 1;
  } else if (!counted) {
    passed += 1;
  }
}

const wallStarted = Date.now();
let background: Promise<void>[] = [];
for (const step of steps) {
  if (step.heavy) {
    await Promise.all(background);
    background = [];
  }
  if (step.background) background.push(run(step, true));
  else await run(step, false);
}
await Promise.all(background);
wallSeconds = (Date.now() - wallStarted) / 1000;

printTimings();
printFailedTests();
if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);

/**
 * Where the time went: each step, then Playwright's time per spec file (the sum of its tests'
 * durations, retries included), slowest first, so the slow parts are visible in every CI log.
 */
function printTimings(): void {
  const total = timings.reduce((sum, t) => sum + t.seconds, 0);
  console.log(`\n=== time per step (total ${total.toFixed(1)} s; from first to last ${wallSeconds.toFixed(1)} s) ===`);
  for (const t of timings) console.log(`${t.seconds.toFixed(1).padStart(8)} s  ${t.name}`);
  const tests = playwrightTests();
  if (!tests) return;
  const perFile = new Map<string, number>();
  for (const { file, results } of tests)
    for (const result of results) perFile.set(file, (perFile.get(file) ?? 0) + result.duration / 1000);
  console.log('=== Playwright time per file (sum of its tests) ===');
  for (const [file, seconds] of [...perFile].sort((a, b) => b[1] - a[1]))
    console.log(`${seconds.toFixed(1).padStart(8)} s  ${file}`);
}

/**
 * Every failed test by name, with the first lines of its error, at the very end of the log: CI keeps
 * only the log's tail, and a red step is useless without the test that made it red.
 */
function printFailedTests(): void {
  const lines: string[] = [];
  const firstLines = (message: string) =>
    message
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, 4)
      .map((line) => `      ${line.slice(0, 200)}`);
  for (const step of steps) {
    const file = vitestReport(step);
    if (!file || !existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      testResults: {
        name: string;
        message?: string;
        assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
      }[];
    };
    for (const fileResult of report.testResults) {
      const where = path.relative(root, fileResult.name);
      const failedTests = fileResult.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failedTests) lines.push(`  ${where} › ${test.fullName}`, ...firstLines(test.failureMessages.join('\n')));
      if (!failedTests.length && fileResult.message) lines.push(`  ${where}`, ...firstLines(fileResult.message));
    }
  }
  for (const test of playwrightTests() ?? [])
    if (test.status === 'unexpected')
      lines.push(
        `  ${test.file} › ${test.title}`,
        ...firstLines([...test.results].reverse().find((result) => result.error)?.error?.message ?? ''),
      );
  if (!lines.length) return;
  console.log('\n=== failed tests ===');
  for (const line of lines) console.log(line);
}

/** Where a vitest step writes its JSON report (its `--outputFile.json=`), if it writes one. */
function vitestReport(step: Step): string | undefined {
  const jsonArg = step.args.find((a) => a.startsWith('--outputFile.json='));
  return jsonArg && path.join(root, jsonArg.split('=')[1]!);
}

interface PlaywrightTest {
  file: string;
  title: string;
  status: string;
  results: { duration: number; error?: { message?: string } }[];
}

/** Every test of Playwright's JSON report with its spec file, or undefined when there is no report. */
function playwrightTests(): PlaywrightTest[] | undefined {
  const report = path.join(reports, 'playwright.json');
  if (!existsSync(report)) return undefined;
  interface PwSuite {
    file?: string;
    suites?: PwSuite[];
    specs?: { title: string; tests: Omit<PlaywrightTest, 'file' | 'title'>[] }[];
  }
  const tests: PlaywrightTest[] = [];
  const walk = (suite: PwSuite, file: string) => {
    const at = suite.file ?? file;
    for (const spec of suite.specs ?? []) for (const test of spec.tests) tests.push({ ...test, file: at, title: spec.title });
    for (const child of suite.suites ?? []) walk(child, at);
  };
  for (const suite of (JSON.parse(readFileSync(report, 'utf8')) as { suites: PwSuite[] }).suites) walk(suite, '');
  return tests;
}
