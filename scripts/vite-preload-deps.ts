/**
 * Which chunks a dynamic import preloads (Vite's `build.modulePreload.resolveDependencies`), by
 * what the importing chunk already has:
 * - the entry's dynamic imports (every route's chunks) carry no list: with ~180 chunks those lists
 *   cost ~1.6 KB gzip on every page's first load; the route-preload map in index.html fetches a
 *   page's chunks side by side instead, at first paint and on each navigation (src/router.ts);
 * - any other chunk's list leaves out what that chunk imports statically, directly or not: those
 *   are loaded and run before the chunk itself runs, so naming them again only costs bytes (a list
 *   of a dialog's 30 chunks repeated the shell, the design system and the page's own parts).
 * `preloadDeps()` returns the plugin that sees the bundle and the resolver that uses it.
 */
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

const ENTRY = /^assets\/index-[^/]*\.js$/;

export function preloadDeps(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];
} {
  let bundle: OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();

  /** Every chunk `file` imports statically, directly or through others. */
  const closureOf = (file: string): Set<string> => {
    let closure = closures.get(file);
    if (closure) return closure;
    closure = new Set<string>();
    const stack = [file];
    while (stack.length > 0) {
      const chunk = bundle?.[stack.pop()!];
      if (chunk?.type !== 'chunk') continue;
      for (const imported of chunk.imports) {
        if (!closure.has(imported)) {
          closure.add(imported);
          stack.push(imported);
        }
      }
    }
    closures.set(file, closure);
    return closure;
  };

  return {
    plugin: {
      name: 'preload-deps-bundle',
      apply: 'build',
      // Before Vite's own generateBundle, which asks resolveDependencies for each dynamic import.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    resolveDependencies(file, deps, { hostId, hostType }) {
      if (hostType !== 'js') return deps;
      if (ENTRY.test(hostId)) return [];
      const loaded = closureOf(hostId);
      return deps.filter((dep) => dep === file || !loaded.has(dep));
    },
  };
}
