import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pages, preloadScript, routeChunkMap, routeFiles, routeLazyImports, routePattern } from './vite-route-preload';

describe('route preload plugin', () => {
  it('finds the file routes, skipping tests, "-" files and folders, and the root', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'routes-'));
    for (const file of [
      '__root.tsx',
      '_auth.tsx',
      '_auth/sign-in.tsx',
      '_app.tsx',
      '_app/b/$businessId.tsx',
      '_app/b/$businessId/index.tsx',
      '_app/b/$businessId/-guard.ts',
      '-components/x.tsx',
      'x.test.tsx',
    ]) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), '');
    }
    expect(routeFiles(dir)).toEqual(['_app', '_app/b/$businessId', '_app/b/$businessId/index', '_auth', '_auth/sign-in']);
  });

  it('turns a route file into its path pattern', () => {
    expect(routePattern('_auth/sign-in')).toBe('^/sign-in/?$');
    expect(new RegExp(routePattern('_app/b/$businessId/index')).test('/b/12')).toBe(true);
    expect(new RegExp(routePattern('_app/b/$businessId/index')).test('/b/12/customers')).toBe(false);
    expect(new RegExp(routePattern('_app/b/$businessId/customers')).test('/b/12/customers/')).toBe(true);
    expect(new RegExp(routePattern('_app/index')).test('/')).toBe(true);
    expect(new RegExp(routePattern('_app/businesses/new')).test('/businesses/new')).toBe(true);
  });

  it('gives each page the chain of its layouts', () => {
    const result = pages(['_app', '_app/b/$businessId', '_app/b/$businessId/index', '_app/vault', '_auth', '_auth/sign-in']);
    expect(result).toEqual([
      { pattern: '^/b/[^/]+/?$', chain: ['_app', '_app/b/$businessId', '_app/b/$businessId/index'] },
      { pattern: '^/vault/?$', chain: ['_app', '_app/vault'] },
      { pattern: '^/sign-in/?$', chain: ['_auth', '_auth/sign-in'] },
    ]);
  });

  it("reads TanStack's flat routes: dots nest like folders, a trailing '_' does not nest", () => {
    expect(new RegExp(routePattern('_app/banking_.transfer')).test('/banking/transfer')).toBe(true);
    expect(new RegExp(routePattern('_app/b/$businessId/invoices_.$invoiceId')).test('/b/12/invoices/7')).toBe(true);
    expect(new RegExp(routePattern('_app/b/$businessId/invoices_.$invoiceId')).test('/b/12/invoices_.7')).toBe(false);
    const result = pages([
      '_app',
      '_app/banking',
      '_app/banking_.transfer',
      '_app/vault',
      '_app/vault.index',
      '_app/vault_.next-of-kin',
    ]);
    expect(result).toEqual([
      { pattern: '^/banking/?$', chain: ['_app', '_app/banking'] },
      { pattern: '^/banking/transfer/?$', chain: ['_app', '_app/banking_.transfer'] },
      { pattern: '^/vault/?$', chain: ['_app', '_app/vault', '_app/vault.index'] },
      { pattern: '^/vault/next-of-kin/?$', chain: ['_app', '_app/vault_.next-of-kin'] },
    ]);
  });

  it("writes a script that preloads the matching page's files only, once, also on later navigations, and cannot close its tag", () => {
    const script = preloadScript(
      ['a.js', 'b</script>.js'],
      [
        ['^/sign-in/?$', [0]],
        ['^/vault/?$', [1]],
      ],
    );
    expect(script).not.toContain('</script>');
    const added: string[] = [];
    const document = {
      createElement: () => ({}) as { rel?: string; href?: string },
      head: { appendChild: (link: { href: string }) => added.push(link.href) },
    };
    const window: { __routePreload?: (path: string) => void } = {};
    runInNewContext(script, { document, window, location: { pathname: '/sign-in' } });
    expect(added).toEqual(['/a.js']);
    // Later navigations ask through the global; a file already asked for is not asked again.
    window.__routePreload?.('/vault');
    window.__routePreload?.('/sign-in');
    expect(added).toEqual(['/a.js', '/b</script>.js']);
  });

  it('preloads the lazy parts a route paints at once with its chunks, and fails on a part no chunk holds', () => {
    const routesDir = '/app/src/routes';
    const chunks = [
      { fileName: 'assets/_app-1.js', moduleIds: ['/app/src/routes/_app.tsx?tsr-split=component'] },
      { fileName: 'assets/switcher-2.js', moduleIds: ['/app/src/features/business/components/business-switcher.tsx'] },
      { fileName: 'assets/drawer-3.js', moduleIds: ['/app/src/components/layout/nav-drawer.tsx'] },
    ];
    const map = routeChunkMap(chunks, {
      routesDir,
      firstPaintLazy: { _app: ['src/features/business/components/business-switcher.tsx'] },
    });
    expect(map.get('_app')).toEqual(['assets/_app-1.js', 'assets/switcher-2.js']);
    expect(() =>
      routeChunkMap(chunks, { routesDir, firstPaintLazy: { _app: ['src/features/business/components/renamed.tsx'] } }),
    ).toThrow('no chunk holds src/features/business/components/renamed.tsx');
  });
});

describe('routeLazyImports', () => {
  const project = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lazy-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    write(
      'src/features/shop/lazy.ts',
      [
        "export { ShopLayout } from './components/shop-layout';",
        "export const ShopPage = lazy(() => import('./components/shop-page').then((m) => ({ default: m.ShopPage })));",
        'export const FullShopPage = lazy(() =>',
        "  import('./full/full-shop-page').then((m) => ({ default: m.FullShopPage })),",
        ');',
      ].join('\n'),
    );
    write('src/features/shop/components/shop-page.tsx', '');
    write('src/features/shop/full/full-shop-page.tsx', '');
    write('src/routes/shop.tsx', "import { FullShopPage, ShopPage } from '@/features/shop/lazy';");
    write('src/routes/layout.tsx', "import { ShopLayout } from '@/features/shop/lazy';");
    write('src/routes/plain.tsx', "import { x } from '@/features/shop';");
    return { dir, write };
  };

  it("gives each route file the pages it renders through an area's lazy.ts, static re-exports excluded", () => {
    const { dir } = project();
    expect(routeLazyImports(path.join(dir, 'src/routes'))).toEqual({
      shop: ['src/features/shop/full/full-shop-page.tsx', 'src/features/shop/components/shop-page.tsx'],
    });
  });

  it('fails on a lazy import it cannot resolve, so no page drops out of the budget unseen', () => {
    const { dir, write } = project();
    write('src/routes/odd.tsx', "import { OddPage } from '@/features/shop/lazy';");
    expect(() => routeLazyImports(path.join(dir, 'src/routes'))).toThrow(/OddPage \(imported by odd\)/);
  });

  it('finds a page for every route of this app that imports a lazy.ts', () => {
    const routesDir = path.resolve(import.meta.dirname, '../src/routes');
    const pagesByRoute = routeLazyImports(routesDir);
    for (const file of routeFiles(routesDir)) {
      const text = readFileSync(path.join(routesDir, `${file}.tsx`), 'utf8');
      if (/from '@\/features\/[\w-]+\/lazy'/.test(text) && !/SignedInLayout/.test(text)) {
        expect(pagesByRoute[file], file).toBeDefined();
      }
    }
    // Routes import their pages themselves (decision 0037): those are in the route's own chunks.
    expect(pagesByRoute['_app/b/$businessId/inventory']).toBeUndefined();
  });
});
