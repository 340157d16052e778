/**
 * Faults and the double-submission detector over real HTTP (ports chosen by the system): an
 * answer lost after the work was done, late and slow answers, slow uploads, repeated faults, and
 * a retry that is caught as a duplicate unless it reuses its Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { armFault, signIn, urlOf, useTestSandbox } from './harness';
import { storeOf as bankingStoreOf } from './services/banking/store';
import { storeOf as vaultStoreOf } from './services/vault/store';

const ctx = useTestSandbox();

const TRANSFER_PATH = '/personal_bank_accounts/{id}/transfer/';
const transferBody = {
  amount: '1000.00',
  beneficiary_account_number: '0234567891',
  beneficiary_bank_code: '000013',
  beneficiary_name: 'CHIDI OKAFOR',
  narration: 'Payment for lace',
  pin: '482913',
};

function transfer(key: string) {
  return fetch(urlOf(ctx.sandbox, 'banking', '/personal_bank_accounts/1001/transfer/'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ctx.token}`, 'Idempotency-Key': key },
    body: JSON.stringify(transferBody),
  });
}

const get = (path: string, service: 'banking' | 'vault' | 'auth' = 'banking', init: RequestInit = {}) =>
  fetch(urlOf(ctx.sandbox, service, path), { ...init, headers: { Authorization: `Bearer ${ctx.token}` } });

async function duplicates(clear = false) {
  const answer = await get(`/__sandbox/duplicates${clear ? '?clear=1' : ''}`, 'auth');
  return ((await answer.json()) as { duplicates: { operation: string; first_key: string | null; second_key: string | null }[] })
    .duplicates;
}

/**
 * One call through node:http on `agent` (keep-alive, one socket: a second call reuses the first's
 * connection), read to its end however it ends: what arrived, and whether it was whole.
 */
function rawCall(agent: Agent, method: string, path: string, body?: string, service: 'banking' | 'vault' = 'banking') {
  return new Promise<{
    reused: boolean;
    status: number;
    headers: IncomingHttpHeaders;
    received: number;
    body: string;
    complete: boolean;
  }>((resolve, reject) => {
    const req = request(
      urlOf(ctx.sandbox, service, path),
      {
        method,
        agent,
        headers: {
          Authorization: `Bearer ${ctx.token}`,
          ...(body ? { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', () => undefined); // 'aborted': the connection ended short of Content-Length
        res.on('close', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            reused: req.reusedSocket,
            status: res.statusCode ?? 0,
            headers: res.headers,
            received: bytes.length,
            body: bytes.toString('utf8'),
            complete: res.complete,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const bank = () => bankingStoreOf(ctx.sandbox.state);
const balance = () => bank().accounts.get(1001)!.balance;

describe('fault kinds', () => {
  it('validates the fault it arms', async () => {
    expect((await armFault(ctx.sandbox, ctx.token, { method: 'GET', path: '*', kind: 'bogus' })).status).toBe(400);
    expect((await armFault(ctx.sandbox, ctx.token, { method: 'GET', path: '*', kind: 'delay' })).status).toBe(400);
    expect((await armFault(ctx.sandbox, ctx.token, { method: 'GET', path: '*', delay_ms: -1 })).status).toBe(400);
    expect((await armFault(ctx.sandbox, ctx.token, { method: 'GET', path: '*', times: 0 })).status).toBe(400);
    const armed = await armFault(ctx.sandbox, ctx.token, { method: 'get', path: '*', delay_ms: 10 });
    expect(armed).toMatchObject({ status: 201, body: { fault: { method: 'GET', kind: 'delay', delay_ms: 10, times: 1 } } });
  });

  it('`after` does the work, then cuts the answer short: the call resolves, its body cannot be read', async () => {
    const before = { transfers: bank().transfers.size, balance: balance() };
    await armFault(ctx.sandbox, ctx.token, { method: 'POST', path: TRANSFER_PATH, kind: 'after' });
    const answer = await transfer(randomUUID());
    expect(answer.status).toBe(201);
    await expect(answer.text()).rejects.toThrow(TypeError);
    expect(bank().transfers.size).toBe(before.transfers + 1);
    expect(balance()).not.toBe(before.balance);
  });

  it('`after` on a reused keep-alive connection: headers arrive, then the connection ends short of the body', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const warm = await rawCall(agent, 'GET', '/personal_bank_accounts/1001/');
      expect(warm).toMatchObject({ status: 200, complete: true });
      const before = { transfers: bank().transfers.size, balance: balance() };
      await armFault(ctx.sandbox, ctx.token, { method: 'POST', path: TRANSFER_PATH, kind: 'after' });
      const lost = await rawCall(agent, 'POST', '/personal_bank_accounts/1001/transfer/', JSON.stringify(transferBody));
      expect(lost.reused).toBe(true);
      expect(lost.status).toBe(201);
      expect(lost.headers['content-type']).toBe('application/json');
      expect(lost.headers.connection).toBe('close');
      const length = Number(lost.headers['content-length']);
      expect(lost.received).toBeGreaterThan(0);
      expect(lost.received).toBeLessThan(length);
      expect(lost.complete).toBe(false);
      expect(bank().transfers.size).toBe(before.transfers + 1);
      expect(balance()).not.toBe(before.balance);
    } finally {
      agent.destroy();
    }
  });

  it('`after` on an answer without a body (204): 200 JSON with Content-Length 2, one byte, then the end', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const folders = await rawCall(agent, 'GET', '/folders/', undefined, 'vault');
      const folder = (JSON.parse(folders.body) as { id: number; name: string }[])[0]!;
      await armFault(ctx.sandbox, ctx.token, { method: 'DELETE', path: '/folders/{id}/', kind: 'after' });
      const lost = await rawCall(agent, 'DELETE', `/folders/${folder.id}/`, undefined, 'vault');
      expect(lost).toMatchObject({ reused: true, status: 200, received: 1, complete: false, body: '{' });
      expect(lost.headers['content-length']).toBe('2');
      const after = await get('/folders/', 'vault');
      expect(((await after.json()) as { id: number }[]).map((f) => f.id)).not.toContain(folder.id);
    } finally {
      agent.destroy();
    }
  });

  it('`times` hits the next N calls, then calls answer normally; faulted answers close the connection', async () => {
    await armFault(ctx.sandbox, ctx.token, { method: 'GET', path: '/personal_bank_accounts/{id}/', status: 500, times: 2 });
    const first = await get('/personal_bank_accounts/1001/');
    const second = await get('/personal_bank_accounts/1001/');
    const third = await get('/personal_bank_accounts/1001/');
    expect([first.status, second.status, third.status]).toEqual([500, 500, 200]);
    expect(first.headers.get('connection')).toBe('close');
    expect(third.headers.get('connection')).not.toBe('close');
  });

  it('`GET /__sandbox/faults` lists what is armed until a call takes it', async () => {
    const armed = async () => ((await (await get('/__sandbox/faults', 'auth')).json()) as { armed: { times: number }[] }).armed;
    expect(await armed()).toEqual([]);
    await armFault(ctx.sandbox, ctx.token, { method: 'GET', path: '/personal_bank_accounts/{id}/', times: 2 });
    expect(await armed()).toMatchObject([{ method: 'GET', kind: 'status', status: 500, times: 2 }]);
    expect((await get('/personal_bank_accounts/1001/')).status).toBe(500);
    expect(await armed()).toMatchObject([{ times: 1 }]);
    expect((await get('/personal_bank_accounts/1001/')).status).toBe(500);
    expect(await armed()).toEqual([]);
    expect((await fetch(urlOf(ctx.sandbox, 'auth', '/__sandbox/faults'))).status).toBe(401);
  });

  it('`delay_ms` answers late, alone or beside another kind', async () => {
    await armFault(ctx.sandbox, ctx.token, { method: 'GET', path: '/personal_bank_accounts/{id}/', delay_ms: 1_200 });
    let started = performance.now();
    const late = await get('/personal_bank_accounts/1001/');
    expect(late.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_100);
    await armFault(ctx.sandbox, ctx.token, {
      method: 'GET',
      path: '/personal_bank_accounts/{id}/',
      kind: 'status',
      status: 500,
      delay_ms: 800,
    });
    started = performance.now();
    expect((await get('/personal_bank_accounts/1001/')).status).toBe(500);
    expect(performance.now() - started).toBeGreaterThanOrEqual(700);
  });

  it('`network` drops the connection before any work', async () => {
    const before = bank().transfers.size;
    await armFault(ctx.sandbox, ctx.token, { method: 'POST', path: TRANSFER_PATH, kind: 'network' });
    await expect(transfer(randomUUID())).rejects.toThrow();
    expect(bank().transfers.size).toBe(before);
  });

  it('`slow_body` streams the answer in pieces over the duration, and a client can cancel it', async () => {
    await armFault(ctx.sandbox, ctx.token, {
      method: 'GET',
      path: '/personal_bank_accounts/{id}/',
      kind: 'slow_body',
      duration_ms: 1_000,
    });
    const started = performance.now();
    const answer = await get('/personal_bank_accounts/1001/');
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { id: number };
    expect(body.id).toBe(1001);
    expect(performance.now() - started).toBeGreaterThanOrEqual(850);

    await armFault(ctx.sandbox, ctx.token, {
      method: 'GET',
      path: '/personal_bank_accounts/{id}/',
      kind: 'slow_body',
      duration_ms: 5_000,
    });
    const controller = new AbortController();
    const slow = await get('/personal_bank_accounts/1001/', 'banking', { signal: controller.signal });
    const reader = slow.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    controller.abort();
    await expect(reader.read()).rejects.toThrow();
  });

  it('`slow_body` on an upload reads the request slowly; cancelled midway, nothing is stored', async () => {
    const upload = (name: string, signal?: AbortSignal) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(64 * 1024).fill(7)], name, { type: 'application/octet-stream' }));
      return fetch(urlOf(ctx.sandbox, 'vault', '/files/'), {
        method: 'POST',
        headers: { Authorization: `Bearer ${ctx.token}` },
        body: form,
        ...(signal ? { signal } : {}),
      });
    };
    const files = () =>
      vaultStoreOf(ctx.sandbox.state)
        .files.all()
        .map((f) => f.name);
    await armFault(ctx.sandbox, ctx.token, { method: 'POST', path: '/files/', kind: 'slow_body', duration_ms: 1_000 });
    const started = performance.now();
    expect((await upload('slow.bin')).status).toBe(201);
    expect(performance.now() - started).toBeGreaterThanOrEqual(850);
    expect(files()).toContain('slow.bin');

    await armFault(ctx.sandbox, ctx.token, { method: 'POST', path: '/files/', kind: 'slow_body', duration_ms: 10_000 });
    const controller = new AbortController();
    const cancelled = upload('cancelled.bin', controller.signal);
    setTimeout(() => controller.abort(), 300);
    await expect(cancelled).rejects.toThrow();
    // The next call of the same client is answered only after the server saw the cancel.
    expect((await get('/files/', 'vault')).status).toBe(200);
    expect(files()).not.toContain('cancelled.bin');
  });
});

describe('double submissions', () => {
  it('a retry after a lost answer under a NEW Idempotency-Key is caught: two transfers, one duplicate', async () => {
    const before = { transfers: bank().transfers.size, balance: balance() };
    await armFault(ctx.sandbox, ctx.token, { method: 'POST', path: TRANSFER_PATH, kind: 'after' });
    await expect(transfer('key-first').then((r) => r.text())).rejects.toThrow();
    expect((await transfer('key-retry')).status).toBe(201);
    expect(bank().transfers.size).toBe(before.transfers + 2);
    const found = await duplicates();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ operation: 'createPersonalTransfer', first_key: 'key-first', second_key: 'key-retry' });
    expect(await duplicates(true)).toHaveLength(1);
    expect(await duplicates()).toEqual([]);
  });

  it('a retry under the SAME Idempotency-Key is a replay: one transfer, one debit, no duplicate', async () => {
    const before = { transfers: bank().transfers.size, balance: balance() };
    await armFault(ctx.sandbox, ctx.token, { method: 'POST', path: TRANSFER_PATH, kind: 'after' });
    await expect(transfer('key-same').then((r) => r.text())).rejects.toThrow();
    const afterFirst = balance();
    expect(afterFirst).not.toBe(before.balance);
    const retry = await transfer('key-same');
    expect(retry.status).toBe(201);
    expect(bank().transfers.size).toBe(before.transfers + 1);
    expect(balance()).toBe(afterFirst);
    expect(await duplicates()).toEqual([]);
  });

  it('counts only the caller’s own calls, and not a first call that failed', async () => {
    await armFault(ctx.sandbox, ctx.token, { method: 'POST', path: TRANSFER_PATH, status: 500 });
    expect((await transfer('key-one-1')).status).toBe(500);
    expect((await transfer('key-two-2')).status).toBe(201);
    expect(await duplicates()).toEqual([]);
    const other = await signIn(ctx.sandbox, 'personal@ledgerly.ng');
    expect((await transfer('key-three-3')).status).toBe(201);
    const theirs = await fetch(urlOf(ctx.sandbox, 'auth', '/__sandbox/duplicates'), {
      headers: { Authorization: `Bearer ${other}` },
    });
    expect(((await theirs.json()) as { duplicates: unknown[] }).duplicates).toEqual([]);
    expect(await duplicates()).toHaveLength(1);
    expect((await fetch(urlOf(ctx.sandbox, 'auth', '/__sandbox/duplicates'))).status).toBe(401);
  });
});
