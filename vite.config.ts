import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { csp } from './scripts/vite-csp';
import { preloadDeps } from './scripts/vite-preload-deps';
import { PRELOAD_LAZY, routePreload } from './scripts/vite-route-preload';
import { serviceWorker } from './scripts/vite-service-worker';
import { explainEnvErrors } from './src/lib/env-help';
import { validateEnv } from './src/lib/env-schema';

/** Validates configuration at start-up (decision D2) and applies the staging robots rule. */
function envPlugin(mode: string): Plugin {
  const raw = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const result = validateEnv(raw);
  if (!result.ok) {
    console.error(explainEnvErrors(result.issues));
    process.exit(1);
  }
  const staging = raw.VITE_APP_ENV === 'staging';
  return {
    name: 'app-env',
    transformIndexHtml(html) {
      return staging ? html.replace('</head>', '    <meta name="robots" content="noindex, nofollow" />\n  </head>') : html;
    },
  };
}

/** The business contract's fingerprint: answers kept for a warm start by another build are not reused. */
function businessContractHash(): string {
  const hash = createHash('sha256');
  for (const file of ['./openapi/business.yaml', './openapi/shared/components.yaml']) {
    hash.update(readFileSync(fileURLToPath(new URL(file, import.meta.url))));
  }
  return hash.digest('hex').slice(0, 12);
}

const deps = preloadDeps();

export default defineConfig(({ mode }) => ({
  define: { __BUSINESS_CONTRACT__: JSON.stringify(businessContractHash()) },
  plugins: [
    envPlugin(mode),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders get their own chunks too (issue 4's bundle budget): the route tree in the entry
      // keeps only paths, search validation and guards, not every page's queries.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    tailwindcss(),
    routePreload({
      routesDir: fileURLToPath(new URL('./src/routes', import.meta.url)),
      firstPaintLazy: PRELOAD_LAZY,
    }),
    // Builds only (decisions 0034, 0035): after routePreload, whose inline script the policy hashes.
    csp({ ...loadEnv(mode, process.cwd(), ''), ...process.env }),
    serviceWorker(),
    deps.plugin,
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Builds have no TanStack devtools to talk to (decision 0011).
      ...(mode === 'development'
        ? {}
        : {
            '@tanstack/devtools-event-client': fileURLToPath(
              new URL('./src/lib/vendor/devtools-event-client-off.ts', import.meta.url),
            ),
            // The PDF kit never embeds the 14 standard PDF fonts: 100 KB of their metrics stay out.
            '@pdf-lib/standard-fonts': fileURLToPath(new URL('./src/lib/vendor/pdf-standard-fonts-off.ts', import.meta.url)),
          }),
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      // Every browser the app supports knows modulepreload.
      polyfill: false,
      // The entry's dynamic imports carry no dependency lists (the route-preload map fetches a
      // page's chunks); others leave out what their chunk already imports (scripts/vite-preload-deps.ts).
      resolveDependencies: deps.resolveDependencies,
    },
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: the entry lists every chunk's file name for its
        // preloads (about 170 of them), and descriptive names cost ~2 KB gzip on every page.
        chunkFileNames: 'assets/c[hash].js',
        codeSplitting: {
          // Everything the entry needs before any route is one file: one request, and one gzip
          // stream compresses better than dozens of small shared chunks (issue 4's budget).
          groups: [
            { name: 'app', tags: ['$initial'], priority: 10 },
            // Left to itself, Rolldown gives every set of routes that shares a module its own chunk:
            // a signed-in page loaded ~50 files, most under 1 KB, and ~9 KB of its gzip bytes were
            // per-file overhead (bench:bundle -- --detail). Two hand-picked groups (decision 0036,
            // addendum 4): the signed-in shell with what it imports (switchers, navigation and its
            // icons, menus), and the few tiny modules the auth pages share with it (lazy loading,
            // logo), so those pages do not load the shell. Automatic merging (minShareCount,
            // entriesAware) was tried and pulled form and dialog code into every page.
            {
              name: 'common',
              priority: 2,
              test: /\/src\/(lib\/lazy|components\/ui\/load-boundary|components\/layout\/logo)\.tsx?$/,
            },
            {
              name: 'shell',
              priority: 1,
              test: /\/src\/(features\/business\/(components\/(context-switcher|switcher-entries|business-switcher|location-switcher|signed-in-layout)|context)|components\/layout\/(app-shell|sidebar-nav|nav-items|nav-badge)|lib\/permissions\/context)\./,
            },
          ],
        },
      },
    },
  },
}));
