/**
 * The backend the app talks to in development and end-to-end tests: the sandbox on the ports of
 * the VITE_*_URL addresses (openapi/README.md). Ctrl+C or SIGTERM stops it.
 */
import { createSandbox } from './sandbox/server';

const sandbox = await createSandbox({ quiet: false });

const shutdown = async () => {
  await sandbox.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
