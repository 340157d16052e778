/**
 * Starts what the contract suite talks to, and afterwards proves coverage: every operation of
 * every contract was called, and every error status each service declares was answered once.
 */
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { startAll, stopAll, type PrismProcess } from '../../scripts/lib/prism';
import { CONTRACT_SANDBOX_PORTS, MOCK_PORTS, PROXY_PORTS, SERVICES, contractPath, type Service } from '../../scripts/lib/services';
import type { TestProject } from 'vitest/node';
import { SERVICE_URL_VARS } from '../../src/lib/env-schema';
import { listOperations } from '../../scripts/api-unique';
import { targetName, sandboxUrl } from './target';

const root = path.resolve(import.meta.dirname, '..', '..');
const callsDir = path.join(root, '.reports', 'contract-calls');

function declaredErrorStatuses(service: Service): Set<number> {
  const doc = parse(readFileSync(path.join(root, contractPath(service)), 'utf8')) as {
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

let processes: PrismProcess[] = [];
let sandboxStop: (() => Promise<void>) | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bearer token the suite sends (a real sandbox session in proxy mode). */
    contractToken: string;
  }
}

export async function setup(project: TestProject) {
  let token = 'contract-suite-token';
  rmSync(callsDir, { recursive: true, force: true });
  mkdirSync(callsDir, { recursive: true });
  const started = performance.now();
  if (targetName === 'prism') {
    processes = await startAll(SERVICES, MOCK_PORTS, { mode: 'mock' });
  } else {
    const { createSandbox } = await import('../../scripts/sandbox/server');
    const { loadSandboxConfig } = await import('../../scripts/sandbox/config');
    const overrides = Object.fromEntries(SERVICES.map((s) => [SERVICE_URL_VARS[s], `http://127.0.0.1:${CONTRACT_SANDBOX_PORTS[s]}`]));
    const sandbox = await createSandbox({ quiet: true, config: loadSandboxConfig(overrides) });
    sandboxStop = sandbox.stop;
    processes = await startAll(SERVICES, PROXY_PORTS, { mode: 'proxy', upstream: (s) => sandboxUrl(s) });
    const signIn = await fetch(`${sandboxUrl('auth')}/auth/signin/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'owner@ledgerly.ng', password: 'Passw0rd!' }),
    });
    token = ((await signIn.json()) as { access_token: string }).access_token;
  }
  project.provide('contractToken', token);
  writeFileSync(path.join(root, '.reports', 'contract-start-ms.txt'), String(Math.round(performance.now() - started)));
}

export async function teardown() {
  stopAll(processes);
  await sandboxStop?.();
  if (process.env.CONTRACT_COVERAGE === '0') return;
  const calls = existsSync(callsDir)
    ? readdirSync(callsDir).flatMap((f) =>
        readFileSync(path.join(callsDir, f), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { service: Service; method: string; schemaPath: string; status: number }),
      )
    : [];
  const called = new Set(calls.map((c) => `${c.service} ${c.method} ${c.schemaPath}`));
  const missing: string[] = [];
  for (const service of SERVICES) {
    for (const op of listOperations(service)) {
      if (!called.has(`${service} ${op.method} ${op.path}`)) missing.push(`not called: ${service} ${op.method} ${op.path} (${op.operationId})`);
    }
    const answered = new Set(calls.filter((c) => c.service === service).map((c) => c.status));
    for (const status of declaredErrorStatuses(service)) {
      if (!answered.has(status)) missing.push(`error ${status} of ${service} never exercised`);
    }
  }
  const report = { target: targetName, calls: calls.length, operations: called.size, missing };
  writeFileSync(path.join(root, '.reports', `contract-coverage-${targetName}.json`), JSON.stringify(report, null, 2));
  if (missing.length > 0) {
    throw new Error(`Contract coverage incomplete (${missing.length}):\n${missing.join('\n')}`);
  }
  console.log(`contract coverage (${targetName}): ${called.size} operations called, every declared error status exercised`);
}
