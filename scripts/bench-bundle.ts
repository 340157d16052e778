/**
 * Bundle benchmark (numbers for the closing note, not a test): builds the app and prints, for
 * every page of src/routes, the gzip bytes of JS and CSS it loads first — the entry, its static
 * imports, the chunks of every route on the page's path, and the lazy parts its layouts render on
 * their first paint (the header's switchers; on the dashboard, its statistics), each with its
 * static imports. Budget (issue 11, decision 0011): at most 155 KB of JS gzip per route; a route
 * over it is flagged OVER and the script exits 1. Parts fetched only once the page is idle or on
 * first use (toaster, header menus, drawer, idle warning, select/checkbox/switch/amount/date/note
 * fields, a searchable select's list, the charts) are listed separately.
 *
 * Then where each page's bytes go, by layer: the stack's floor (React, TanStack Router, TanStack
 * Query), the other libraries the fixed design names (TanStack Form, valibot, openapi-fetch), the
 * rest of node_modules, Vite's runtime (preload helper, chunk glue) and the app's own code. Each
 * layer's figure is its marginal cost: the page's gzip bytes with the layer minus without it
 * (from hidden source maps, which leave the shipped files byte for byte as they are).
 * Run: npm run bench:bundle (`-- --markdown` prints only the routes' table, as Markdown for the
 * README's Performance section; `-- --detail invoices` lists every chunk of the matching routes).
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

/** Every combination of one lazy page per route file of the chain (a route may render one of several). */
function alternatives(chain: string[]): string[][] {
  return chain.reduce<string[][]>(
    (combos, file) => {
      const own = PAGE_LAZY[file] ?? [];
      return own.length ? combos.flatMap((combo) => own.map((source) => [...combo, source])) : combos;
    },
    [[]],
  );
}

/** Each measured route's files and JS, for the breakdown of the worst ones. */
const measuredJs = new Map<string, { files: Set<string>; js: number }>();

function measure(label: string, routeFiles: string[], firstPaintLazy: string[], pageAlternatives: string[][]) {
  const keys = [...entry, ...routeFiles.flatMap(routeKeys), ...firstPaintLazy];
  for (const source of pageAlternatives.flat()) {
    if (!manifest[source]) throw new Error(`bench-bundle: ${source} (a page of ${label}) is in no chunk of the build`);
  }
  // The budget's definition (decision 0036's addendum): the entry, the route's and its layouts'
  // chunks, the lazy parts they paint at once, and the page components the route renders through
  // its area's lazy.ts, each with its static imports. A route that renders one of several pages
  // (inventory's plain list or `?view=all`) counts its heaviest.
  const measuredAlternatives = pageAlternatives.map((pagesOf) => {
    const files = closure([...keys, ...pagesOf]);
    return { files, ...sizes(files) };
  });
  const worst = measuredAlternatives.reduce((a, b) => (b.js > a.js ? b : a));
  const { files, js, css } = worst;
  const withoutPage = sizes(closure(keys)).js;
  measuredJs.set(label, { files, js });
  const within = js <= BUDGET_KB * 1024;
  if (!within) overBudget.push(label);
  rows.push(
    `| \`${label}\` | ${kb(js)} | ${js === withoutPage ? 'none' : kb(js - withoutPage)} | ${kb(css)} | ${files.size} | ${within ? 'within' : '**OVER**'} |`,
  );
  if (!markdown) {
    console.log(
      `${label}: JS ${kb(js)} gzip (${kb(js - withoutPage)} of it the page's lazy code), CSS ${kb(css)} gzip, ${files.size} files ${within ? `(within ${BUDGET_KB} KB)` : `(OVER ${BUDGET_KB} KB)`}`,
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
      alternatives(chain),
    ),
  );
}
const signIn = measured.get('_auth/sign-in')!;
const dashboard = measured.get('_app/b/$businessId/index')!;
if (markdown) {
  console.log(`| route | first-load JS (gzip) | of which the page's lazy code | CSS (gzip) | files | budget ${BUDGET_KB} KB |`);
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log('');
}
console.log(
  overBudget.length
    ? `${overBudget.length} of ${measured.size} routes OVER ${BUDGET_KB} KB: ${overBudget.join(', ')}`
    : `all ${measured.size} routes within ${BUDGET_KB} KB of first-load JS`,
);

/** A chunk's name for people: its manifest source, else its largest sources (from its source map). */
function chunkLabel(file: string): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.file === file && !k.startsWith('_'));
  const mapFile = path.join(outDir, `${file}.map`);
  if (!existsSync(mapFile)) return key ?? 'runtime';
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap;
  const bySource = new Map<string, number>();
  let last: { source: string | null; line: number; column: number } | null = null;
  const lines = readFileSync(path.join(outDir, file), 'utf8').split('\n');
  const credit = (to: { line: number; column: number }) => {
    if (!last?.source) return;
    const length = to.line === last.line ? to.column - last.column : lines[last.line - 1]!.length - last.column;
    bySource.set(last.source, (bySource.get(last.source) ?? 0) + Math.max(0, length));
  };
  new SourceMapConsumer(map).eachMapping(
    (m) => {
      credit({ line: m.generatedLine, column: m.generatedColumn });
      last = { source: m.source, line: m.generatedLine, column: m.generatedColumn };
    },
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  const short = (source: string) => {
    const inModules = source.split('node_modules/').at(-1)!;
    if (inModules !== source) {
      const parts = inModules.split('/');
      return inModules.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
    }
    return source.replace(/^(\.\.\/)+/, '').replace(/^.*?src\//, 'src/');
  };
  const grouped = new Map<string, number>();
  for (const [source, length] of bySource) grouped.set(short(source), (grouped.get(short(source)) ?? 0) + length);
  const total = [...grouped.values()].reduce((a, b) => a + b, 0) || 1;
  const top = [...grouped.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
  const parts = top.map(([name, length]) => `${name} ${Math.round((100 * length) / total)}%`);
  return `${key ? `${key}: ` : ''}${parts.join(', ')}${grouped.size > 3 ? ` (+${grouped.size - 3} more)` : ''}`;
}

// The worst routes' largest chunks, so the cause is visible.
// `-- --detail <text>`: every chunk of the routes whose label contains the text, instead.
const detailAt = process.argv.indexOf('--detail');
const detail = detailAt > 0 ? process.argv[detailAt + 1] : undefined;
const worstRoutes = detail
  ? [...measuredJs.entries()].filter(([label]) => label.includes(detail))
  : [...measuredJs.entries()].sort((a, b) => b[1].js - a[1].js).slice(0, markdown ? 0 : 5);
const initialFiles = closure(entry);
for (const [label, { files, js }] of worstRoutes) {
  const chunks = [...files]
    .filter((file) => file.endsWith('.js') && !initialFiles.has(file))
    .map((file) => ({ file, gzip: gzipBytes(file) }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, detail ? undefined : 10);
  const which = detail ? `all ${chunks.length}` : 'its 10 largest';
  console.log(`\n${label} (${kb(js)}): ${which} chunks beyond the entry (${kb(sizes(initialFiles).js)})`);
  for (const { file, gzip } of chunks) console.log(`  ${kb(gzip).padStart(9)}  ${file}  ${chunkLabel(file)}`);
}

// What loads after the first paint (when idle, or on first use), beyond what the page loaded.
const deferred = {
  toaster: 'src/components/ui/sonner-toaster.tsx',
  'header menus': 'src/components/ui/menu-button-menu.tsx',
  'navigation drawer': 'src/components/layout/nav-drawer.tsx',
  'idle warning': 'src/components/layout/idle-warning.tsx',
  'select field': 'src/components/form/select-field.tsx',
  'checkbox and switch fields': 'src/components/form/toggle-fields.tsx',
  'amount, date and note fields': 'src/components/form/dialog-fields.tsx',
  "a searchable select's list": 'src/components/ui/searchable-select-list.tsx',
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
