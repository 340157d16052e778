/**
 * Starts Prism processes (mock, or proxy in front of an upstream) and waits until each answers.
 * Prism is started from node_modules/.bin directly and stopped by its own PID (npx would leave
 * its child running).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { HOST, contractPath, type Service } from './services';

export interface PrismProcess {
  service: Service;
  port: number;
  child: ChildProcess;
}

const root = path.resolve(import.meta.dirname, '..', '..');
const bin = path.join(root, 'node_modules', '.bin', 'prism');

export interface StartOptions {
  mode: 'mock' | 'proxy';
  /** For proxy mode: the upstream base address per service. */
  upstream?: (service: Service) => string;
  logDir?: string;
}

export function startPrism(service: Service, port: number, options: StartOptions): PrismProcess {
  const args =
    options.mode === 'mock'
      ? ['mock', '-h', HOST, '-p', String(port), contractPath(service)]
      : ['proxy', '-h', HOST, '-p', String(port), '--errors', contractPath(service), options.upstream!(service)];
  const child = spawn(bin, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const logDir = options.logDir ?? path.join(root, '.reports', 'prism');
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, `${options.mode}-${service}.log`));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return { service, port, child };
}

/** Resolves when the server accepts HTTP (any status), rejects after `timeoutMs`. */
export async function waitForPort(port: number, child: ChildProcess, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process on port ${port} exited with ${child.exitCode}`);
    try {
      await fetch(`http://${HOST}:${port}/__ready__`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`nothing answered on ${HOST}:${port} within ${timeoutMs} ms`);
}

export async function startAll(
  services: readonly Service[],
  ports: Record<Service, number>,
  options: StartOptions,
): Promise<PrismProcess[]> {
  const processes = services.map((service) => startPrism(service, ports[service], options));
  try {
    await Promise.all(processes.map((p) => waitForPort(p.port, p.child)));
  } catch (error) {
    stopAll(processes);
    throw error;
  }
  return processes;
}

export function stopAll(processes: PrismProcess[]): void {
  for (const p of processes) {
    if (p.child.exitCode === null) p.child.kill('SIGTERM');
  }
}
