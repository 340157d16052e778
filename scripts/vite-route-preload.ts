/**
 * Vite plugin: route-aware modulepreload (issue 4's Lighthouse goal). Vite preloads the entry's
 * static imports, but a page's own route chunks (its component and loader, and those of its
 * layouts) are only requested once the entry has run and the router has matched the URL: one
 * more round trip before the first paint. This plugin writes into index.html a small inline
 * script that matches `location.pathname` against every page's path pattern (derived from the
 * file routes in src/routes) and adds <link rel="modulepreload"> for that page's chunks, so they
 * download alongside the entry. Tokens, search and hash are never read; only the path is matched.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

interface ChunkInfo {
  fileName: string;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
}

/** Route files under src/routes, relative and without '.tsx' ('_app/b/$businessId/index'). */
export function routeFiles(routesDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('-')) continue;
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relPath);
      else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) && entry.name !== '__root.tsx')
        found.push(relPath.replace(/\.tsx$/, ''));
    }
  };
  walk(routesDir, '');
  return found.sort();
}

/**
 * A route file's tokens: folders and TanStack's flat-route dots both separate them
 * ('_app/vault.index' -> ['_app', 'vault', 'index']). A trailing '_' ('banking_') is kept: it
 * marks a route that is not nested in the layout of the same name.
 */
const tokens = (file: string) => file.split(/[/.]/);

/** A route file's URL segments: pathless '_x' tokens and 'index' drop, a trailing '_' goes. */
export function routeSegments(file: string): string[] {
  return tokens(file)
    .filter((token) => !token.startsWith('_') && token !== 'index')
    .map((token) => token.replace(/_$/, ''));
}

/** The path pattern of a page's route file: pathless '_x' segments drop, '$id' is one segment. */
export function routePattern(file: string): string {
  const segments = routeSegments(file).map((segment) =>
    segment === '$' ? '.*' : segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return `^/${segments.join('/')}/?$`;
}

/** Whether route file `a`'s tokens begin route file `b`'s (a is b or one of b's layouts). */
function isPrefix(a: string[], b: string[]): boolean {
  return a.length <= b.length && a.every((token, i) => token === b[i]);
}

/**
 * For every page (a route file no other route nests under): its pattern and its route files, its
 * layouts first. Nesting follows folders and flat-route dots ('vault.index' is in 'vault'); a
 * trailing '_' opts out ('vault_.next-of-kin' is not in 'vault').
 */
export function pages(files: string[]): { pattern: string; chain: string[] }[] {
  const tokenized = files.map((file) => ({ file, tokens: tokens(file) }));
  return tokenized
    .filter(({ file, tokens: own }) => !tokenized.some((other) => other.file !== file && isPrefix(own, other.tokens)))
    .map(({ file, tokens: own }) => ({
      pattern: routePattern(file),
      chain: tokenized
        .filter((other) => isPrefix(other.tokens, own))
        .sort((a, b) => a.tokens.length - b.tokens.length)
        .map((other) => other.file),
    }));
}

/**
 * The inline script: `data` is [files, [pattern, fileIndexes][]]. It preloads the current page's
 * files at once, and leaves `window.__routePreload(path)` for later navigations (src/router.ts):
 * the entry's dynamic imports carry no dependency lists of their own (vite.config.ts,
 * `modulePreload`), so this map is what fetches a page's chunks side by side instead of one import
 * level at a time. Each file is asked for once.
 */
export function preloadScript(files: string[], entries: [string, number[]][]): string {
  const data = JSON.stringify([files, entries]).replace(/</g, '\\u003c');
  return `(function(d){var s={};function f(p){d[1].forEach(function(e){if(new RegExp(e[0]).test(p))e[1].forEach(function(i){var h='/'+d[0][i];if(s[h])return;s[h]=1;var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})})}window.__routePreload=f;f(location.pathname)})(${data})`;
}

/** A file path with forward slashes, as module ids and manifests write them. */
const toPosix = (file: string) => file.split(path.sep).join('/');

/**
 * The chunks each route file needs for its first paint: those holding its component and loader
 * (errors and not-found load on need), and those holding its `firstPaintLazy` parts. A listed part
 * that no chunk holds fails the build (a renamed file must not silently stop being preloaded).
 */
export function routeChunkMap(
  chunks: Pick<ChunkInfo, 'fileName' | 'moduleIds'>[],
  options: RoutePreloadOptions,
): Map<string, string[]> {
  const routeChunks = new Map<string, string[]>();
  const add = (route: string, file: string) => routeChunks.set(route, [...(routeChunks.get(route) ?? []), file]);
  const routesDir = toPosix(options.routesDir);
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const match = /^(.*)\.tsx\?tsr-split=(component|loader)$/.exec(toPosix(id));
      if (!match?.[1]?.startsWith(`${routesDir}/`)) continue;
      add(match[1].slice(routesDir.length + 1), chunk.fileName);
    }
  }
  const projectRoot = toPosix(path.resolve(options.routesDir, '..', '..'));
  for (const [route, sources] of Object.entries(options.firstPaintLazy ?? {})) {
    for (const source of sources) {
      const id = `${projectRoot}/${source}`;
      const chunk = chunks.find((item) => item.moduleIds.some((moduleId) => toPosix(moduleId) === id));
      if (!chunk) throw new Error(`route-preload: no chunk holds ${source} (firstPaintLazy of ${route})`);
      add(route, chunk.fileName);
    }
  }
  return routeChunks;
}

/** Lazy parts on a route's first paint, by route file (used by vite.config.ts and bench-bundle). */
export const FIRST_PAINT_LAZY: Record<string, string[]> = {
  // The header's switchers: kept out of the entry, but on every signed-in page's first paint.
  _app: [
    'src/features/business/components/business-switcher.tsx',
    'src/features/business/components/location-switcher.tsx',
    'src/features/business/components/context-switcher.tsx',
  ],
  // The code field, the only field of the code pages, loads on demand everywhere else.
  '_auth/verify-otp': ['src/components/form/pin-field.tsx'],
  '_auth/verify-reset-code': ['src/components/form/pin-field.tsx'],
};

/**
 * Lazy components a route file renders through an area's `lazy.ts`, read from the sources: each
 * name the route imports from `@/features/<area>/lazy` that the lazy.ts defines as
 * `lazy(() => import('./x'))` gives 'src/features/<area>/x.tsx'. A name re-exported statically
 * (`export { SignedInLayout } from ...`) is already in the route's chunk and gives nothing. A name
 * the reader cannot resolve throws: a route's page must never silently drop out of the preloads
 * and the budget (decision 0036's addendum).
 */
export function routeLazyImports(routesDir: string, files = routeFiles(routesDir)): Record<string, string[]> {
  const src = path.resolve(routesDir, '..');
  const lazyTargets = new Map<string, Map<string, string | null>>();
  const targetsOf = (lazyFile: string) => {
    let targets = lazyTargets.get(lazyFile);
    if (targets) return targets;
    targets = new Map();
    const text = readFileSync(lazyFile, 'utf8');
    for (const m of text.matchAll(/export const (\w+)\s*=\s*(?:lazy|lazyWithPreload)\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
      const target = path.resolve(path.dirname(lazyFile), m[2]!);
      const file = ['.tsx', '.ts'].map((ext) => `${target}${ext}`).find((candidate) => existsSync(candidate));
      if (!file) throw new Error(`route-preload: ${m[2]} (${m[1]} in ${lazyFile}) is no file`);
      targets.set(m[1]!, toPosix(path.relative(path.resolve(src, '..'), file)));
    }
    for (const m of text.matchAll(/export \{([^}]*)\} from '[^']+'/g)) {
      for (const name of m[1]!.split(',').map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .at(-1)!,
      )) {
        if (name) targets.set(name, null);
      }
    }
    lazyTargets.set(lazyFile, targets);
    return targets;
  };
  const result: Record<string, string[]> = {};
  for (const file of files) {
    const text = readFileSync(path.join(routesDir, `${file}.tsx`), 'utf8');
    const found: string[] = [];
    for (const m of text.matchAll(/import \{([^}]*)\} from '@\/(features\/[\w-]+\/lazy)'/g)) {
      const lazyFile = path.join(src, `${m[2]!}.ts`);
      const targets = targetsOf(lazyFile);
      for (const name of m[1]!
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        if (name.startsWith('type ')) continue;
        const target = targets.get(name);
        if (target === undefined)
          throw new Error(`route-preload: ${name} (imported by ${file}) is no lazy(() => import(...)) or lazyWithPreload(() => import(...)) in ${m[2]}.ts`);
        if (target) found.push(target);
      }
    }
    if (found.length) result[file] = found;
  }
  return result;
}

/**
 * Lazy pages a route renders only for a search value, never on its plain path: not preloaded by
 * path (the route's loader fetches them when the search asks), but still measured by bench-bundle.
 */
export const SEARCH_ONLY_LAZY = new Set(['src/features/inventory/components/full-list/full-inventory-page.tsx']);

/**
 * Every page's own components (each area's lazy.ts), which its route renders at once: preloaded
 * with the route's chunks by index.html, so the page's code does not wait for the route's chunk to
 * run and ask for it (one more round trip and many small requests before the first paint;
 * decision 0036). Derived from the route files; bench-bundle counts them in each route's
 * first-load JS (decision 0036's addendum).
 */
export const PAGE_LAZY: Record<string, string[]> = routeLazyImports(path.resolve(import.meta.dirname, '..', 'src', 'routes'));

/** What index.html preloads with each route's chunks: FIRST_PAINT_LAZY and PAGE_LAZY. */
export const PRELOAD_LAZY: Record<string, string[]> = Object.fromEntries(
  [...new Set([...Object.keys(FIRST_PAINT_LAZY), ...Object.keys(PAGE_LAZY)])].map((route) => [
    route,
    [...(FIRST_PAINT_LAZY[route] ?? []), ...(PAGE_LAZY[route] ?? []).filter((source) => !SEARCH_ONLY_LAZY.has(source))],
  ]),
);

export interface RoutePreloadOptions {
  routesDir: string;
  /**
   * Parts a route renders on its first paint although they load on demand (lazy), by route file
   * ('_app') and source file ('src/features/business/components/business-switcher.tsx'): preloaded
   * with the route's own chunks, so they don't wait for the entry to run and ask for them.
   */
  firstPaintLazy?: Record<string, string[]>;
}

export function routePreload(options: RoutePreloadOptions): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return undefined;
        const chunks: ChunkInfo[] = Object.values(ctx.bundle).flatMap((item) =>
          item.type === 'chunk'
            ? [{ fileName: item.fileName, imports: item.imports, moduleIds: item.moduleIds, isEntry: item.isEntry }]
            : [],
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (start: string[], into = new Set<string>()) => {
          for (const file of start) {
            if (into.has(file)) continue;
            into.add(file);
            closure(byFile.get(file)?.imports ?? [], into);
          }
          return into;
        };
        const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const routeChunks = routeChunkMap(chunks, options);
        const files: string[] = [];
        const index = (file: string) => {
          const at = files.indexOf(file);
          return at >= 0 ? at : files.push(file) - 1;
        };
        const entries: [string, number[]][] = [];
        for (const page of pages(routeFiles(options.routesDir))) {
          const own = closure(page.chain.flatMap((route) => routeChunks.get(route) ?? []));
          const needed = [...own].filter((file) => !initial.has(file));
          if (needed.length > 0) entries.push([page.pattern, needed.map(index)]);
        }
        return [{ tag: 'script', children: preloadScript(files, entries), injectTo: 'head-prepend' }];
      },
    },
  };
}
