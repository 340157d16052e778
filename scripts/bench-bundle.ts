/**
 * Bundle benchmark (numbers for the closing note, not a test): builds the app and prints, for
 * every page of src/routes, the gzip bytes of JS and CSS it loads first — the entry, its static
 * imports, the chunks of every route on the page's path, and the lazy parts its layouts render on
 * their first paint (the header's switchers; on the dashboard, its statistics), each with its
 * static imports. Budget (issue 11, decision 0011): at most 155 KB of JS gzip per route; a route
 * over it is flagged OVER and the script exits 1. Parts fetched only once the page is idle or on
 * first use (toaster, header menus, drawer, idle warning, select/checkbox/switch fields, the
 * charts) are listed separately.
 *
 * Then where each page's bytes go, by layer: the stack's floor (React, TanStack Router, TanStack
 * Query), the other libraries the fixed design names (TanStack Form, valibot, openapi-fetch), the
 * rest of node_modules, Vite's runtime (preload helper, chunk glue) and the app's own code. Each
 * layer's figure is its marginal cost: the page's gzip bytes with the layer minus without it
 * (from hidden source maps, which leave the shipped files byte for byte as they are).
 * Run: npm run bench:bundle (`-- --markdown` prints only the routes' table, as Markdown for the
 * README's Performance section).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { FIRST_PAINT_LAZY, PAGE_LAZY, pages, routeFiles, routeSegments } from './vite-route-preload';

const root = path.resolve(import.meta.dirname, '..');
const markdown = process.argv.includes('--markdown');
const outDir = mkdtempSync(path.join(tmpdir(), 'bench-bundle-'));
execFileSync(
  path.join(root, 'node_modules/.bin/vite'),
  ['build', '--mode', 'test', '--outDir', outDir, '--manifest', '--sourcemap', 'hidden'],
  {
    cwd: root,
    stdio: 'ignore',
  },
);

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;

function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** Manifest keys of a route file, including the split chunks (`?tsr-split=...`). */
const routeKeys = (file: string) => Object.keys(manifest).filter((key) => key === file || key.startsWith(`${file}?`));

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
const entry = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);

function sizes(files: Iterable<string>) {
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.js')) js += gzipBytes(file);
    else if (file.endsWith('.css')) css += gzipBytes(file);
  }
  return { js, css };
}

/** The budget of first-load JS per route (decision 0011). */
const BUDGET_KB = 155;
const overBudget: string[] = [];
/** The Markdown table's rows (`--markdown`). */
const rows: string[] = [];

function measure(label: string, routeFiles: string[], firstPaintLazy: string[] = [], pageLazy: string[] = []) {
  const keys = [...entry, ...routeFiles.flatMap(routeKeys), ...firstPaintLazy];
  const files = closure(keys);
  const { js, css } = sizes(files);
  const within = js <= BUDGET_KB * 1024;
  if (!within) overBudget.push(label);
  // With the page's own component (PAGE_LAZY), which the route renders at once: what a cold first
  // paint of the page really downloads (not the budget's definition; decision 0036).
  const withPage = pageLazy.length ? kb(sizes(closure([...keys, ...pageLazy])).js) : '';
  rows.push(
    `| \`${label}\` | ${kb(js)} | ${withPage || 'same'} | ${kb(css)} | ${files.size} | ${within ? 'within' : '**OVER**'} |`,
  );
  if (!markdown) {
    console.log(
      `${label}: JS ${kb(js)} gzip${withPage ? ` (${withPage} with its page's own code)` : ''}, CSS ${kb(css)} gzip, ${files.size} files ${within ? `(within ${BUDGET_KB} KB)` : `(OVER ${BUDGET_KB} KB)`}`,
    );
  }
  return files;
}

/** Lazy parts a page renders on its first paint beyond its layouts' (the dashboard's statistics). */
const PAGE_FIRST_PAINT: Record<string, string[]> = {
  '_app/b/$businessId/index': ['src/features/dashboard/components/dashboard.tsx'],
};
/** '_app/b/$businessId/index' -> '/b/$businessId', '_app/banking_.transfer' -> '/banking/transfer' (the address bar's). */
const urlOf = (file: string) => `/${routeSegments(file).join('/')}`;

const measured = new Map<string, Set<string>>();
for (const { chain } of pages(routeFiles(path.join(root, 'src/routes')))) {
  const page = chain.at(-1)!;
  const lazy = [...chain.flatMap((file) => FIRST_PAINT_LAZY[file] ?? []), ...(PAGE_FIRST_PAINT[page] ?? [])];
  measured.set(
    page,
    measure(
      markdown ? urlOf(page) : `route ${urlOf(page)}`,
      chain.map((file) => `src/routes/${file}.tsx`),
      lazy,
      chain.flatMap((file) => PAGE_LAZY[file] ?? []),
    ),
  );
}
const signIn = measured.get('_auth/sign-in')!;
const dashboard = measured.get('_app/b/$businessId/index')!;
if (markdown) {
  console.log(`| route | first-load JS (gzip) | with the page's own code | CSS (gzip) | files | budget ${BUDGET_KB} KB |`);
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log('');
}
console.log(
  overBudget.length
    ? `${overBudget.length} of ${measured.size} routes OVER ${BUDGET_KB} KB: ${overBudget.join(', ')}`
    : `all ${measured.size} routes within ${BUDGET_KB} KB of first-load JS`,
);

// What loads after the first paint (when idle, or on first use), beyond what the page loaded.
const deferred = {
  toaster: 'src/components/ui/sonner-toaster.tsx',
  'header menus': 'src/components/ui/menu-button-menu.tsx',
  'navigation drawer': 'src/components/layout/nav-drawer.tsx',
  'idle warning': 'src/components/layout/idle-warning.tsx',
  'select field': 'src/components/form/select-field.tsx',
  'checkbox and switch fields': 'src/components/form/toggle-fields.tsx',
  'dashboard charts': 'src/features/dashboard/components/stat-chart.tsx',
};
const loaded = new Set([...signIn, ...dashboard]);
const later = Object.entries(deferred).map(([label, key]) => {
  if (!manifest[key]) throw new Error(`bench-bundle: ${key} (${label}) is in no chunk of the build (moved or renamed?)`);
  const extra = [...closure([key])].filter((file) => !loaded.has(file));
  return `${label} ${kb(sizes(extra).js)}`;
});
console.log(`after first paint (JS gzip, each beyond the pages above): ${later.join(', ')}`);

/** The layer a source file belongs to (see the header). */
function layerOf(source: string | null): string {
  if (!source) return 'Vite runtime and chunk glue';
  const inModules = source.split('node_modules/').at(-1)!;
  if (inModules === source) return 'app code';
  const parts = inModules.split('/');
  const name = inModules.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  if (['react', 'react-dom', 'scheduler'].includes(name)) return 'floor: React';
  if (/^@tanstack\/(router-core|react-router|history|store|react-store)$/.test(name)) return 'floor: TanStack Router';
  if (/^@tanstack\/(query-core|react-query)$|^openapi-react-query$/.test(name)) return 'floor: TanStack Query';
  if (/^@tanstack\/(form-core|react-form|pacer-lite)$/.test(name)) return 'design: TanStack Form';
  if (name === 'valibot' || name === 'openapi-fetch') return `design: ${name}`;
  return 'other libraries';
}

/** Each file's text cut into runs by layer, in order (mapped segments; unmapped text is glue). */
function layeredText(file: string): { layer: string; text: string }[] {
  const code = readFileSync(path.join(outDir, file), 'utf8');
  // Rolldown's own runtime chunk (CommonJS interop and the like) comes without a map: all glue.
  if (!existsSync(path.join(outDir, `${file}.map`))) return [{ layer: layerOf(null), text: code }];
  const map = JSON.parse(readFileSync(path.join(outDir, `${file}.map`), 'utf8')) as RawSourceMap;
  const lines = code.split('\n');
  const segments: { line: number; column: number; source: string | null }[] = [];
  new SourceMapConsumer(map).eachMapping(
    (m) => segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }),
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  const runs: { layer: string; text: string }[] = [];
  const push = (layer: string, text: string) => text && runs.push({ layer, text });
  let line = 1;
  let column = 0;
  let layer = layerOf(null);
  for (const segment of [...segments, { line: lines.length, column: lines.at(-1)!.length, source: null }]) {
    // Text from the previous position up to this segment belongs to the previous segment's layer.
    while (line < segment.line) {
      push(layer, `${lines[line - 1]!.slice(column)}\n`);
      line += 1;
      column = 0;
    }
    push(layer, lines[line - 1]!.slice(column, segment.column));
    column = segment.column;
    layer = layerOf(segment.source);
  }
  return runs;
}

function layers(label: string, files: Set<string>) {
  const js = [...files].filter((file) => file.endsWith('.js')).map(layeredText);
  const gzipWithout = (skip?: string) =>
    js.reduce(
      (sum, runs) =>
        sum +
        gzipSync(
          runs
            .filter((run) => run.layer !== skip)
            .map((run) => run.text)
            .join(''),
          { level: 9 },
        ).length,
      0,
    );
  const total = gzipWithout();
  const rank = (name: string) => ['floor', 'design', 'other', 'Vite', 'app'].findIndex((prefix) => name.startsWith(prefix));
  const names = [...new Set(js.flat().map((run) => run.layer))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const rows = names.map((name) => `${name} ${kb(total - gzipWithout(name))}`);
  console.log(`${label}, by layer (marginal JS gzip of ${kb(total)}): ${rows.join(', ')}`);
}
if (!markdown) {
  layers('sign-in page', signIn);
  layers('dashboard', dashboard);
}
console.log(`(build in ${outDir})`);
if (overBudget.length) process.exitCode = 1;
