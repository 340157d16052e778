/**
 * Uploaded bytes, kept by the sandbox and served back (README: files). Every upload of every
 * service goes to one in-memory store (at most 50 MB in all, the oldest dropped first; a single
 * larger file, which the vault's 100 MB limit allows, is kept alone), saved base64 in the data
 * file when persistence is on. A file is served at `GET /__files/<id>/<name>` on the port of
 * the service that took it, with its type; types a browser could run (SVG, HTML, XML, scripts)
 * are served as an attachment under a CSP sandbox, so nothing runs from the sandbox's origin.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import { HOST, type Service } from '../lib/services';
import type { SandboxState, ServiceStore } from './state';
import { defineStore } from './table';
import { badRequest } from './types';

export const MAX_KEPT_BYTES = 50 * 1024 * 1024;
const MB = 1024 * 1024;

/** A multipart file part as handlers get it: the server has read its bytes. */
export class UploadedFile extends File {
  constructor(
    readonly content: Buffer,
    name: string,
    type: string,
  ) {
    super([new Uint8Array(content)], name, { type });
  }
}

export interface KeptFile {
  id: string;
  name: string;
  type: string;
  bytes: Buffer;
}

type SavedFile = Omit<KeptFile, 'bytes'> & { base64: string };

export class FileStore implements ServiceStore {
  /** In insertion order: the first is the oldest. */
  private files = new Map<string, KeptFile>();
  private total = 0;

  put(file: KeptFile): KeptFile {
    this.drop(file.id);
    while (this.files.size > 0 && this.total + file.bytes.length > MAX_KEPT_BYTES) this.drop(this.files.keys().next().value!);
    this.files.set(file.id, file);
    this.total += file.bytes.length;
    return file;
  }

  get(id: string): KeptFile | undefined {
    return this.files.get(id);
  }

  get size(): number {
    return this.total;
  }

  private drop(id: string) {
    const old = this.files.get(id);
    if (!old) return;
    this.total -= old.bytes.length;
    this.files.delete(id);
  }

  toJSON(): SavedFile[] {
    return [...this.files.values()].map(({ bytes, ...rest }) => ({ ...rest, base64: bytes.toString('base64') }));
  }

  load(data: unknown): void {
    for (const { base64, ...rest } of data as SavedFile[]) this.put({ ...rest, bytes: Buffer.from(base64, 'base64') });
  }
}

export const filesOf = defineStore('files', () => new FileStore());

/** Where a kept file is served: `http://127.0.0.1:<service port>/__files/<id>/<name>`. */
export const fileUrl = (state: SandboxState, service: Service, file: Pick<KeptFile, 'id' | 'name'>): string =>
  `http://${HOST}:${state.config.ports[service]}/__files/${file.id}/${encodeURIComponent(file.name)}`;

/** A safe file name for an address and a Content-Disposition: no path, no quotes or controls. */
export const safeName = (name: string, fallback: string): string =>
  name
    .replace(/^.*[\\/]/, '')
    .replace(/[^\w.()\- ]+/g, '-')
    .trim() || fallback;

export interface UploadRules {
  /** The form field, for the 400 answer. */
  field: string;
  /** The contract's size limit. */
  maxMb: number;
  /** The type to serve it with (default: the part's own). */
  type?: string;
  fallbackName?: string;
}

/**
 * Keeps an uploaded part under a new random id and answers its address; 400 under `field` when
 * it is not a file or is larger than the contract allows.
 */
export function keepUpload(state: SandboxState, service: Service, value: unknown, rules: UploadRules): string {
  const { field, maxMb } = rules;
  if (!(value instanceof UploadedFile)) throw badRequest({ [field]: ['Upload a file.'] });
  if (value.size > maxMb * MB) throw badRequest({ [field]: [`The file is larger than ${maxMb} MB.`] });
  const type = rules.type ?? (value.type || 'application/octet-stream');
  const kept = filesOf(state).put({ id: randomUUID(), name: safeName(value.name, rules.fallbackName ?? 'upload'), type, bytes: value.content });
  return fileUrl(state, service, kept);
}

/** Types a browser shows without running anything. */
const INLINE = /^(image\/(png|jpeg|gif|webp|avif|bmp)|application\/pdf|text\/plain|text\/csv|audio\/[\w.+-]+|video\/[\w.+-]+)$/;

/** Answers `GET|HEAD /__files/<id>/<name>`. */
export function serveFile(state: SandboxState, req: IncomingMessage, res: ServerResponse, path: string): void {
  const id = /^\/__files\/([\w-]+)(?:\/[^/]*)?$/.exec(path)?.[1];
  const file = id ? filesOf(state).get(id) : undefined;
  const json = (status: number, detail: string) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'X-Content-Type-Options': 'nosniff' });
    res.end(JSON.stringify({ detail }));
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') return json(405, 'Files are read with GET.');
  if (!file) return json(404, `No such file. The sandbox keeps uploads in memory up to ${MAX_KEPT_BYTES / MB} MB, the oldest dropped first.`);
  const inline = INLINE.test(file.type);
  const ascii = file.name.replace(/[^\x20-\x7e]|"/g, '_');
  res.writeHead(200, {
    'Content-Type': file.type,
    'Content-Length': String(file.bytes.length),
    'Cache-Control': 'private, max-age=3600',
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    'X-Content-Type-Options': 'nosniff',
    // Not on inline types: Chrome will not show a PDF in a sandboxed document.
    ...(inline ? {} : { 'Content-Security-Policy': "default-src 'none'; sandbox" }),
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  res.end(req.method === 'HEAD' ? undefined : file.bytes);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour (demo images of seeded records). */
export function placeholderPng(rgb: [number, number, number], size = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real one-page PDF that says what it stands for (demo documents of seeded records). */
export function placeholderPdf(title: string): Buffer {
  const text = title.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '\\$&');
  const stream = `BT /F1 14 Tf 48 780 Td (${text}) Tj 0 -24 Td (Sandbox demo document) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * Keeps small real bytes for a seeded record's file under a fixed id (`seed-...`), so demo data
 * displays, and answers its address.
 */
export function seedFile(state: SandboxState, service: Service, id: string, name: string, type: string, seed: number): string {
  return fileUrl(state, service, filesOf(state).put({ id: `seed-${id}`, name, ...placeholderFor(name, type, seed) }));
}

/** Small real bytes standing for a seeded file of `type`: a PNG, a PDF, or a line of text. */
export function placeholderFor(name: string, type: string, seed: number): Pick<KeptFile, 'type' | 'bytes'> {
  if (type.startsWith('image/')) return { type: 'image/png', bytes: placeholderPng([(seed * 67) % 256, (seed * 151) % 256, (seed * 29) % 256]) };
  if (type === 'application/pdf') return { type, bytes: placeholderPdf(name) };
  return { type: 'text/plain; charset=utf-8', bytes: Buffer.from(`Sandbox demo file "${name}" (${type}): the demo data keeps no real content.\n`) };
}
