/** npm start: the backend (sandbox) and the Vite dev server together; Ctrl+C stops both. */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const backend = spawn(bin('tsx'), ['scripts/backend.ts'], { cwd: root, stdio: 'inherit' });
const vite = spawn(bin('vite'), ['--host', '127.0.0.1'], { cwd: root, stdio: 'inherit' });

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  backend.kill('SIGTERM');
  vite.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
backend.on('exit', (code) => stop(code ?? 1));
vite.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
