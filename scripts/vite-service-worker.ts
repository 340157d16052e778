/**
 * Writes the service worker (`/sw.js`) into a build (decision 0034): the hand-written worker in
 * `scripts/service-worker/sw.js` with this build's version and the list of files it caches on
 * install: index.html, the web manifest, the icons, and every script and style. Large files used
 * by a few pages only (the PDF worker, the barcode reader's WebAssembly, the PDF fonts) are cached
 * when first fetched instead. Builds only: `npm start` registers no worker (HMR keeps working).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const TEMPLATE = new URL('./service-worker/sw.js', import.meta.url);

/** Whether a built file is cached on install. */
export function precached(fileName: string): boolean {
  if (fileName === 'index.html' || fileName === 'manifest.webmanifest') return true;
  if (/^(favicon\.svg|icons\/.+\.(png|svg))$/.test(fileName)) return true;
  return /^assets\/.+\.(js|css)$/.test(fileName);
}

/** The worker's source for a build with these files (paths relative to the build's root). */
export function serviceWorkerSource(template: string, files: string[], contents: string): string {
  const list = [
    '/index.html',
    ...files.filter((file) => file !== 'index.html' && precached(file)).map((file) => `/${file}`),
  ].sort();
  const version = createHash('sha256').update(contents).update(list.join('\n')).digest('hex').slice(0, 12);
  return template.replace('__LEDGERLY_VERSION__', version).replace('/* __LEDGERLY_PRECACHE__ */ []', JSON.stringify(list));
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'ledgerly-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const files = [...Object.keys(bundle), ...filesUnder(publicDir)];
      const hash = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) {
        const item = bundle[name];
        if (item?.type === 'asset') hash.update(typeof item.source === 'string' ? item.source : Buffer.from(item.source));
        else if (item) hash.update(item.code);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: serviceWorkerSource(readFileSync(TEMPLATE, 'utf8'), files, hash.digest('hex')),
      });
    },
  };
}
