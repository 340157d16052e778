/**
 * The built app served the way the README's "Hosting headers" section tells a host to serve it,
 * over HTTP/2 with TLS as every static host and CDN does today: for benchmarks that measure what
 * a phone downloads (bench:lighthouse). `vite preview` is HTTP/1.1 only, where a browser opens at
 * most six connections to one origin, so a page's 40-70 chunks queue behind each other; no real
 * host serves the app like that.
 *
 * - `/assets/*`: `Cache-Control: max-age=31536000, immutable`; `/sw.js`, `/index.html` and every
 *   unknown path (answered with index.html, a single-page app): `Cache-Control: no-cache`.
 * - The README's security headers on every answer.
 * - gzip when the browser accepts it (what vite preview and hosts send), compressed once per file.
 * - A self-signed certificate for 127.0.0.1 made with Debian's openssl at start; the browser that
 *   loads the page must be started with `--ignore-certificate-errors`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The README's "Hosting headers", sent with every answer. */
const SECURITY_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
};

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-host-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Serves `dist` at https://127.0.0.1:`port` over HTTP/2 until the returned server is closed. */
export function serveStatic(dist: string, port: number): Promise<Http2SecureServer> {
  const gzipped = new Map<string, Buffer>();
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'https://127.0.0.1').pathname);
    let file = path.join(dist, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    const isFile = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
    if (!isFile) file = path.join(dist, 'index.html');
    const ext = path.extname(file);
    const cache = pathname.startsWith('/assets/') && isFile ? 'max-age=31536000, immutable' : 'no-cache';
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = {
      ...SECURITY_HEADERS,
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': cache,
      vary: 'accept-encoding',
    };
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && /\.(html|js|css|json|svg|webmanifest|txt)$/.test(file)) {
      let packed = gzipped.get(file);
      if (!packed) gzipped.set(file, (packed = gzipSync(body, { level: 9 })));
      body = packed;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
