/**
 * The app on a dropped connection (issue 21, decision 0034), in the built app served by a static
 * server this test owns, so it can stop it: Playwright's offline switch does not cover the
 * service worker's own traffic. The server listens on 127.0.0.1:5173 (the sandbox accepts calls
 * from that origin; nothing else binds it while the e2e suite holds the ports lock) and serves the
 * build `vite build --mode test` wrote to dist/ for the suite's preview server.
 *
 * One journey: a signed-in first visit installs the worker; a new worker (a changed sw.js) offers
 * 'Update available' and Reload switches to it; then the server stops, the browser goes offline,
 * and a reload still opens the app with the offline banner.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInTo } from './tools-support';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const ORIGIN = 'http://127.0.0.1:5173';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.woff': 'font/woff',
};

/** A static server for dist/ (every unknown path is index.html); `swExtra` is appended to sw.js. */
function serveDist(): Promise<{ server: Server; bumpWorker: () => void }> {
  let swExtra = '';
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', ORIGIN).pathname);
    let file = path.join(DIST, pathname);
    if (!file.startsWith(DIST) || !existsSync(file) || pathname.endsWith('/')) file = path.join(DIST, 'index.html');
    let body = readFileSync(file);
    if (pathname === '/sw.js') body = Buffer.concat([body, Buffer.from(swExtra)]);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/') ? 'max-age=31536000, immutable' : 'no-cache',
    });
    res.end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(5173, '127.0.0.1', () =>
      resolve({
        server,
        bumpWorker: () => {
          swExtra += `\n// a new version ${Date.now()}\n`;
        },
      }),
    );
  });
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Waits until a service worker controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 45_000 });
}

test('a reload on a dropped connection opens the app; a new version asks before it takes over', async ({ browser, owner }) => {
  test.setTimeout(90_000);
  test.skip(!existsSync(path.join(DIST, 'sw.js')), 'needs the built app in dist/ (the suite builds it)');
  const { server, bumpWorker } = await serveDist();
  let running = true;
  const context = await browser.newContext({ baseURL: ORIGIN, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await signInTo(page, owner, owner.businessId);
    await controlled(page);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names.find((name) => name.startsWith('ledgerly-shell-')) ?? '');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(cached).toContain('/index.html');
    // API answers are never stored: only this origin's built files.
    expect(
      cached.every((pathname) => /^\/(index\.html|assets\/|icons\/|favicon\.svg|manifest\.webmanifest)/.test(pathname)),
    ).toBe(true);

    // A new version: it waits, the page offers it, Reload switches to it.
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    bumpWorker();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const update = page.getByText('Update available');
    await expect(update).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before);
    await controlled(page);

    // The connection drops: the static server is gone and the browser is offline.
    await stop(server);
    running = false;
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible({ timeout: 15_000 });

    // Back online, the banner goes.
    await context.setOffline(false);
    await expect(page.getByText("You're offline.")).toBeHidden();
  } finally {
    await context.close();
    if (running) await stop(server);
  }
});
