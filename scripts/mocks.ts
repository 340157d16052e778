/** npm run mocks: one Prism mock per contract on its fixed loopback port, until Ctrl+C. */
import { startAll, stopAll } from './lib/prism';
import { HOST, MOCK_PORTS, SERVICES } from './lib/services';

const started = Date.now();
const processes = await startAll(SERVICES, MOCK_PORTS, { mode: 'mock' });
for (const p of processes) console.log(`${p.service.padEnd(13)} http://${HOST}:${p.port}`);
console.log(`8 Prism mocks ready in ${Date.now() - started} ms. Ctrl+C stops them.`);
const stop = () => {
  stopAll(processes);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
