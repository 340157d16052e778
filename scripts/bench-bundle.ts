/**
 * Bundle benchmark (numbers for the closing note, not a test): builds the app and prints the
 * gzip bytes of JS and CSS that the sign-in page and the business dashboard load — the entry,
 * its static imports, the chunks of every route on the page's path, and the lazy parts the page
 * renders on its first paint (the dashboard's statistics), each with its static imports. Goal
 * (issue 4): at most 125 KB of JS gzip on each. Parts fetched only once the page is idle or on
 * first use (toaster, header menus, drawer, idle warning, select/checkbox/switch fields, the
 * charts) are listed separately.
 * Run: npm run bench:bundle
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'bench-bundle-'));
execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--mode', 'test', '--outDir', outDir, '--manifest'], {
  cwd: root,
  stdio: 'ignore',
});

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

function measure(label: string, routeFiles: string[], firstPaintLazy: string[] = []) {
  const files = closure([...entry, ...routeFiles.flatMap(routeKeys), ...firstPaintLazy]);
  const { js, css } = sizes(files);
  console.log(
    `${label}: JS ${kb(js)} gzip, CSS ${kb(css)} gzip, ${files.size} files ${js <= 125 * 1024 ? '(within 125 KB)' : '(OVER 125 KB)'}`,
  );
  return files;
}

const signIn = measure('sign-in page', ['src/routes/_auth.tsx', 'src/routes/_auth/sign-in.tsx']);
const dashboard = measure(
  'dashboard',
  ['src/routes/_app.tsx', 'src/routes/_app/b/$businessId.tsx', 'src/routes/_app/b/$businessId/index.tsx'],
  ['src/features/dashboard/components/dashboard.tsx'],
);

// What loads after the first paint (when idle, or on first use), beyond what the page loaded.
const deferred = {
  toaster: 'src/components/ui/sonner-toaster.tsx',
  'header menus': 'src/components/ui/menu-button-menu.tsx',
  'navigation drawer': 'src/components/layout/nav-drawer.tsx',
  'idle warning': 'src/components/layout/idle-warning.tsx',
  'select field': 'src/lib/form/select-field.tsx',
  'checkbox and switch fields': 'src/lib/form/toggle-fields.tsx',
  'dashboard charts': 'src/features/dashboard/components/stat-chart.tsx',
};
const loaded = new Set([...signIn, ...dashboard]);
const later = Object.entries(deferred).map(([label, key]) => {
  const extra = [...closure([key])].filter((file) => !loaded.has(file));
  return `${label} ${kb(sizes(extra).js)}`;
});
console.log(`after first paint (JS gzip, each beyond the pages above): ${later.join(', ')}`);
console.log(`(build in ${outDir})`);
