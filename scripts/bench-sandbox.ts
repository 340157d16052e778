/**
 * Sandbox benchmark (numbers for the closing note, not a test): cold start until every port
 * answers, resident memory after seeding and after load, and requests per second for a list
 * call and a create call. Loopback only, bounded in time and count.
 * Run: npm run bench:sandbox
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SERVICE_URL_VARS } from '../src/lib/env-schema';
import { HOST, SERVICES } from './lib/services';

const root = path.resolve(import.meta.dirname, '..');
const BASE_PORT = 4400;
const ports = Object.fromEntries(SERVICES.map((s, i) => [s, BASE_PORT + 1 + i])) as Record<(typeof SERVICES)[number], number>;
const env = { ...process.env, ...Object.fromEntries(SERVICES.map((s) => [SERVICE_URL_VARS[s], `http://${HOST}:${ports[s]}`])) };

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function request(port: number, method: string, urlPath: string, token?: string, body?: unknown): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: HOST,
        port,
        method,
        path: urlPath,
        agent,
        headers: { ...(data ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    if (data) req.write(data);
    req.end();
  });
}

async function load(label: string, concurrency: number, seconds: number, maxRequests: number, call: (i: number) => Promise<{ status: number }>) {
  let done = 0;
  let failed = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline && done + failed < maxRequests) {
        const t = performance.now();
        const { status } = await call(done + failed);
        latencies.push(performance.now() - t);
        if (status >= 200 && status < 300) done++;
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  console.log(`${label}: ${Math.round(done / elapsed)} req/s (${done} ok, ${failed} failed in ${elapsed.toFixed(1)} s, ${concurrency} connections; p50 ${p(0.5)} ms, p99 ${p(0.99)} ms)`);
}

const rss = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

const t0 = performance.now();
const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/sandbox/server.ts'], { cwd: root, env, stdio: 'ignore' });
try {
  for (;;) {
    try {
      const answers = await Promise.all(SERVICES.map((s) => request(ports[s], 'GET', '/__sandbox/health')));
      if (answers.every((a) => a.status === 200)) break;
    } catch {
      /* not up yet */
    }
    if (performance.now() - t0 > 60_000) throw new Error('sandbox did not start within 60 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const startMs = Math.round(performance.now() - t0);
  // tsx's own process sits in front of node: measure the whole tree's biggest process.
  console.log(`cold start (spawn to all 8 ports answering, incl. tsx compile and seeding): ${startMs} ms`);
  const signIn = await request(ports.auth, 'POST', '/auth/signin/', undefined, { email: 'owner@ledgerly.ng', password: 'Passw0rd!' });
  const token = (JSON.parse(signIn.text) as { access_token: string }).access_token;
  const businesses = JSON.parse((await request(ports.business, 'GET', '/business/v1/businesses/', token)).text) as { id: number }[];
  const businessId = businesses[0]!.id;
  const pid = Number(readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/)[0] ?? child.pid);
  console.log(`memory after seeding: ${rss(pid)} MB resident`);
  await load('list customers (GET, page 1, search)', 16, 5, 50_000, () =>
    request(ports.business, 'GET', `/business/v1/${businessId}/tools/customers/?page=1&search=a`, token),
  );
  await load('create customer (POST)', 16, 5, 20_000, (i) =>
    request(ports.business, 'POST', `/business/v1/${businessId}/tools/customers/`, token, {
      name: `Bench Customer ${i}`,
      type: 'individual',
      email: `bench${i}@example.com`,
      phone_number: '+2348031234567',
    }),
  );
  console.log(`memory after load: ${rss(pid)} MB resident`);
} finally {
  child.kill('SIGTERM');
  agent.destroy();
}
