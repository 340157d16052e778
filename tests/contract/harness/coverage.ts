/**
 * The coverage bookkeeping of the contract suite: every worker writes the calls its test files make
 * to a report file of its own under .reports/contract-calls/ (one JSON line a call); the global
 * teardown reads them all and fails unless every operation of every contract was called and every
 * error status each contract declares was answered. One file per writer (process, thread, module
 * instance), so test files in parallel workers never write to the same file, whatever the pool.
 * No Vitest here: the global setup imports it.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { listOperations } from '../../../scripts/api-unique';
import { SERVICES, type Service } from '../../../scripts/lib/services';
import { contractFile, loadDocument } from './openapi';

const REPORTS = path.resolve(import.meta.dirname, '..', '..', '..', '.reports');
export const CALLS_DIR = path.join(REPORTS, 'contract-calls');

/** One call the suite made, as the teardown counts it. */
export interface Recorded {
  service: Service;
  method: string;
  /** The path template of the contract (`/files/{id}/`), not the URL. */
  schemaPath: string;
  status: number;
  violations: string | null;
  /** Marked by expectViolation(): this call breaks the contract on purpose. */
  expected?: boolean;
  /** The test file that made the call, relative to the repository. */
  file?: string;
}

/** Empties the report folder before a run. */
export function resetCalls(): void {
  rmSync(CALLS_DIR, { recursive: true, force: true });
  mkdirSync(CALLS_DIR, { recursive: true });
}

const reportFile = path.join(CALLS_DIR, `${process.pid}-${threadId}-${randomUUID()}.jsonl`);

/** Appends calls to this writer's own report file. */
export function writeCalls(calls: readonly Recorded[]): void {
  if (calls.length === 0) return;
  mkdirSync(CALLS_DIR, { recursive: true });
  appendFileSync(reportFile, calls.map((c) => JSON.stringify(c)).join('\n') + '\n');
}

/** Every call every writer reported. */
export function readCalls(): Recorded[] {
  if (!existsSync(CALLS_DIR)) return [];
  return readdirSync(CALLS_DIR)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) =>
      readFileSync(path.join(CALLS_DIR, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Recorded),
    );
}

/** The error statuses (400 and up) any operation of a contract declares. */
export function declaredErrorStatuses(service: Service): Set<number> {
  const doc = loadDocument(contractFile(service)) as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  const statuses = new Set<number>();
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      for (const code of Object.keys(op.responses ?? {})) {
        const n = Number(code);
        if (n >= 400) statuses.add(n);
      }
    }
  }
  return statuses;
}

/** What the calls leave out: operations never called, declared error statuses never answered. */
export function coverageGaps(calls: readonly Recorded[]): string[] {
  const called = new Set(calls.map((c) => `${c.service} ${c.method} ${c.schemaPath}`));
  const missing: string[] = [];
  for (const service of SERVICES) {
    for (const op of listOperations(service)) {
      if (!called.has(`${service} ${op.method} ${op.path}`))
        missing.push(`not called: ${service} ${op.method} ${op.path} (${op.operationId})`);
    }
    const answered = new Set(calls.filter((c) => c.service === service).map((c) => c.status));
    for (const status of declaredErrorStatuses(service)) {
      if (!answered.has(status)) missing.push(`error ${status} of ${service} never exercised`);
    }
  }
  return missing;
}

/**
 * The teardown's check: writes .reports/contract-coverage-<target>.json and throws with every gap.
 * Answers the summary line.
 */
export function checkCoverage(target: string): string {
  const calls = readCalls();
  const missing = coverageGaps(calls);
  const operations = new Set(calls.map((c) => `${c.service} ${c.method} ${c.schemaPath}`)).size;
  const files = new Set(calls.map((c) => c.file).filter(Boolean)).size;
  const report = { target, calls: calls.length, operations, files, missing };
  writeFileSync(path.join(REPORTS, `contract-coverage-${target}.json`), JSON.stringify(report, null, 2));
  if (missing.length > 0) {
    throw new Error(`Contract coverage incomplete (${missing.length}):\n${missing.join('\n')}`);
  }
  return `contract coverage (${target}): ${operations} operations called from ${files} test files, every declared error status exercised`;
}
