/**
 * The backend the app talks to in development and end-to-end tests: the sandbox on its fixed
 * ports (openapi/README.md). Until a service has a sandbox, its Prism mock answers on that port.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startAll, stopAll, type PrismProcess } from './lib/prism';
import { HOST, SANDBOX_PORTS, SERVICES } from './lib/services';

const sandboxEntry = path.join(import.meta.dirname, 'sandbox', 'server.ts');
let stop: () => Promise<void> | void;

if (existsSync(sandboxEntry)) {
  const { startSandbox } = (await import('./sandbox/server')) as {
    startSandbox: (o: { quiet: boolean }) => Promise<{ stop: () => Promise<void> }>;
  };
  const sandbox = await startSandbox({ quiet: false });
  stop = sandbox.stop;
} else {
  const processes: PrismProcess[] = await startAll(SERVICES, SANDBOX_PORTS, { mode: 'mock' });
  console.log(`Prism mocks on http://${HOST}:${SANDBOX_PORTS.auth}-${SANDBOX_PORTS.market} (no sandbox yet)`);
  stop = () => stopAll(processes);
}

const shutdown = async () => {
  await stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
