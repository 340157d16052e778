import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findBrowser } from './scripts/ensure-browser';

const executablePath = findBrowser() ?? undefined;
/** PW_BASE_URL: test an app you serve yourself (e.g. your own `vite preview` on 127.0.0.1:5173). */
const ownApp = process.env.PW_BASE_URL;

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // A journey is 20-30 s on CI's loaded 2 cores; at 30 s, two (invoices, receipts) ran out of time
  // while still moving, in a rehearsal. Long journeys set their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: ownApp ?? 'http://127.0.0.1:4173',
    trace: 'retain-on-failure',
    // The built app registers a service worker (decision 0034); journeys run without it (it would
    // precache every script in each test's fresh browser). offline.spec.ts allows it.
    serviceWorkers: 'block',
    // Reduced motion: the app's styles cut its animations and transitions to 1 ms (src/styles.css),
    // so tests do not wait on dialogs, menus and toasts fading (about a sixth off the journeys).
    // Colours, layout and focus are the same as with motion; axe and the phone checks see them.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node_modules/.bin/tsx scripts/backend.ts',
      url: 'http://127.0.0.1:4001/auth/createUsername',
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(ownApp
      ? []
      : [
          {
            command: 'node_modules/.bin/vite build --mode test && node_modules/.bin/vite preview --mode test',
            url: 'http://127.0.0.1:4173',
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]),
  ],
});
