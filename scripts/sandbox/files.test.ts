/**
 * Uploaded bytes are kept and served back (README: files): through the handlers over HTTP, for
 * seeded records, behind a restricted share's password, within the memory cap, and across a
 * restart with the data file.
 */
import { describe, expect, it } from 'vitest';
import { FileStore, MAX_KEPT_BYTES, filesOf } from './files';
import { urlOf, useTestSandbox } from './harness';
import { SandboxState } from './state';

const ctx = useTestSandbox();

const auth = () => ({ Authorization: `Bearer ${ctx.token}` });
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

async function uploadForm(url: string, field: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], name, { type }));
  const answer = await fetch(url, { method: 'POST', headers: auth(), body: form });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

describe('file serving', () => {
  it('serves an inventory image back byte for byte with its type and safe headers', async () => {
    const item = await fetch(urlOf(ctx.sandbox, 'business', '/business/v1/12/tools/inventories/'), {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Gele with photo', unit_price: '12000.00', location: 21 }),
    });
    const { id } = (await item.json()) as { id: number };
    const uploaded = await uploadForm(urlOf(ctx.sandbox, 'business', `/business/v1/12/tools/inventories/${id}/images/`), 'image', PNG, 'gele.png', 'image/png');
    expect(uploaded.status).toBe(201);
    const address = uploaded.body.image as string;
    expect(address.startsWith(urlOf(ctx.sandbox, 'business', '/__files/'))).toBe(true);
    const served = await fetch(address);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect(Object.fromEntries(['content-type', 'content-length', 'content-disposition', 'x-content-type-options', 'cache-control'].map((h) => [h, served.headers.get(h)]))).toEqual({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'content-disposition': `inline; filename="gele.png"; filename*=UTF-8''gele.png`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
    });
    expect(served.headers.get('content-security-policy')).toBeNull();
    expect((await fetch(urlOf(ctx.sandbox, 'business', '/__files/no-such-file/x.png'))).status).toBe(404);
  });

  it('serves SVG and HTML uploads as attachments under a CSP sandbox, never inline', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['page.html', 'text/html'],
    ] as const) {
      const uploaded = await uploadForm(urlOf(ctx.sandbox, 'vault', '/files/'), 'file', svg, name, type);
      expect(uploaded.status).toBe(201);
      const served = await fetch(uploaded.body.file as string);
      expect(served.headers.get('content-disposition')).toMatch(/^attachment; /);
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(svg);
    }
  });

  it('gives seeded records real bytes: KYC photos are PNGs, vault PDFs are PDFs', async () => {
    const kycs = (await (await fetch(urlOf(ctx.sandbox, 'banking', '/kycs/'), { headers: auth() })).json()) as { passport_image: string }[];
    expect(kycs.length).toBeGreaterThan(0);
    const photo = await fetch(kycs[0]!.passport_image);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await photo.arrayBuffer()).subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    const files = (await (await fetch(urlOf(ctx.sandbox, 'vault', '/files/'), { headers: auth() })).json()) as { file: string; mimetype: string }[];
    const pdf = files.find((f) => f.mimetype === 'application/pdf')!;
    const served = await fetch(pdf.file);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a restricted share still needs its password before it gives the file address', async () => {
    const share = (query = '') => fetch(urlOf(ctx.sandbox, 'vault', `/file_shares/7a2e9c4d-1b3f-4e6a-8c5d-0f9b2a4e6c22/${query}`));
    const refused = await share();
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).not.toContain('/__files/');
    expect((await share('?password=wrong1')).status).toBe(403);
    const opened = await share('?password=share123');
    expect(opened.status).toBe(200);
    const { file_detail } = (await opened.json()) as { file_detail: { file: string } };
    expect((await fetch(file_detail.file)).status).toBe(200);
  });
});

describe('the file store', () => {
  it('keeps at most 50 MB, dropping the oldest first; one larger file is kept alone', () => {
    const store = new FileStore();
    const mb = (n: number) => Buffer.alloc(n * 1024 * 1024);
    for (const id of ['a', 'b', 'c']) store.put({ id, name: `${id}.bin`, type: 'application/octet-stream', bytes: mb(20) });
    expect([store.get('a'), store.get('b') !== undefined, store.get('c') !== undefined]).toEqual([undefined, true, true]);
    expect(store.size).toBeLessThanOrEqual(MAX_KEPT_BYTES);
    store.put({ id: 'big', name: 'big.mp4', type: 'video/mp4', bytes: mb(60) });
    expect([store.get('b'), store.get('c'), store.get('big')?.bytes.length]).toEqual([undefined, undefined, 60 * 1024 * 1024]);
  });

  it('saves bytes base64 in the data file and loads them back', () => {
    const state = new SandboxState(ctx.sandbox.config);
    filesOf(state).put({ id: 'kept', name: 'r.txt', type: 'text/plain', bytes: Buffer.from('receipt') });
    const saved = JSON.parse(JSON.stringify(state)) as { stores: Record<string, unknown> };
    expect(JSON.stringify(saved.stores.files)).toContain(Buffer.from('receipt').toString('base64'));
    const restored = new SandboxState(ctx.sandbox.config);
    restored.pending = saved.stores;
    expect(filesOf(restored).get('kept')?.bytes.toString()).toBe('receipt');
  });
});
