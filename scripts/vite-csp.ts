/**
 * The Content Security Policy of the built app (decision 0035), as a meta tag at the top of
 * index.html. Builds only: the dev server's HMR client and React refresh inject inline scripts.
 *
 * - script-src 'self' plus the hash of each inline script the build itself writes (the route
 *   preload map of decision 0011); no other inline script runs. 'wasm-unsafe-eval' lets the
 *   barcode reader compile its WebAssembly (it runs no JavaScript eval).
 * - style-src 'self' 'unsafe-inline': our styles are one file from 'self', but sonner (toasts)
 *   and react-remove-scroll (every dialog) insert <style> elements with values computed at run
 *   time, which no hash can cover, and a static host cannot send nonces. Styles cannot run code.
 * - connect-src: this origin and the configured service addresses only (from the VITE_*_URL
 *   variables at build time); img-src and media-src: those, plus blob: (previews, PDFs) and data:.
 * - worker-src 'self' (the PDF worker, the service worker) and frame-src 'self' blob: (PDF
 *   previews); object-src 'none', base-uri 'self', form-action 'self'.
 * - frame-ancestors is ignored in a meta tag: the README's host headers send it.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { SERVICE_URL_VARS } from '../src/lib/env-schema';

/** The origins of the configured service addresses (invalid or missing ones are left out). */
export function serviceOrigins(env: Record<string, string | undefined>): string[] {
  const origins = new Set<string>();
  for (const name of Object.values(SERVICE_URL_VARS)) {
    const value = env[name];
    if (!value) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Configuration validation reports it.
    }
  }
  return [...origins].sort();
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The sha256 sources of every inline script in `html`, for script-src. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

export function contentSecurityPolicy(origins: string[], scriptHashes: string[]): string {
  const services = origins.join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', ["'self'", ...scriptHashes, "'wasm-unsafe-eval'"].join(' ')],
    ['style-src', "'self' 'unsafe-inline'"],
    ['connect-src', `'self' ${services}`],
    ['img-src', `'self' ${services} blob: data:`],
    ['media-src', `'self' ${services} blob: data:`],
    ['font-src', "'self' data:"],
    ['worker-src', "'self'"],
    ['frame-src', "'self' blob:"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value.trim()}`).join('; ');
}

export function csp(env: Record<string, string | undefined>): Plugin {
  const origins = serviceOrigins(env);
  return {
    name: 'ledgerly-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const policy = contentSecurityPolicy(origins, inlineScriptHashes(html));
        return html.replace('<head>', `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`);
      },
    },
  };
}
