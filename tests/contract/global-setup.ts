/**
 * Starts what the contract suite talks to, and afterwards proves coverage (harness/coverage.ts):
 * every operation of every contract was called, and every error status each service declares was
 * answered once, counting the calls of every test file in every worker.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { startAll, stopAll, type PrismProcess } from '../../scripts/lib/prism';
import { CONTRACT_SANDBOX_PORTS, MOCK_PORTS, PROXY_PORTS, SERVICES } from '../../scripts/lib/services';
import { SERVICE_URL_VARS } from '../../src/lib/env-schema';
import { checkCoverage, resetCalls } from './harness/coverage';
import { signInDemoOwner } from './harness/session';
import { targetName, sandboxUrl } from './target';

const reports = path.resolve(import.meta.dirname, '..', '..', '.reports');

let processes: PrismProcess[] = [];
let sandboxStop: (() => Promise<void>) | undefined;

export async function setup() {
  resetCalls();
  mkdirSync(reports, { recursive: true });
  const started = performance.now();
  if (targetName === 'prism') {
    processes = await startAll(SERVICES, MOCK_PORTS, { mode: 'mock' });
  } else {
    const { createSandbox } = await import('../../scripts/sandbox/server');
    const { loadSandboxConfig } = await import('../../scripts/sandbox/config');
    const overrides = Object.fromEntries(
      SERVICES.map((s) => [SERVICE_URL_VARS[s], `http://127.0.0.1:${CONTRACT_SANDBOX_PORTS[s]}`]),
    );
    const sandbox = await createSandbox({ quiet: true, config: loadSandboxConfig(overrides) });
    sandboxStop = sandbox.stop;
    processes = await startAll(SERVICES, PROXY_PORTS, { mode: 'proxy', upstream: (s) => sandboxUrl(s) });
    // Fail here, once, when the demo owner every worker signs in as cannot sign in.
    await signInDemoOwner();
  }
  writeFileSync(path.join(reports, 'contract-start-ms.txt'), String(Math.round(performance.now() - started)));
}

export async function teardown() {
  stopAll(processes);
  await sandboxStop?.();
  if (process.env.CONTRACT_COVERAGE === '0') return;
  try {
    console.log(checkCoverage(targetName));
  } catch (error) {
    // Vitest reports an error thrown here ("error during close") but still exits 0: fail the run.
    process.exitCode = 1;
    throw error;
  }
}
