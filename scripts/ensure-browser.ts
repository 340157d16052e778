/**
 * Finds a Chromium for Playwright: CHROME_PATH, then /usr/bin/chromium, else installs Debian's
 * chromium with apt-get (root, Debian), else falls back to Playwright's own installer.
 * Prints the path it settled on.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The flags every Chromium we start runs with: no sandbox (root in CI), no GPU, no network of its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function findBrowser(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((p) => existsSync(p)) ?? null;
}

function tryRun(command: string): boolean {
  try {
    execSync(command, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

if (process.argv[1]?.endsWith('ensure-browser.ts')) {
  let found = findBrowser();
  if (!found && existsSync('/etc/debian_version')) {
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    tryRun(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`);
    found = findBrowser();
  }
  if (!found) {
    if (tryRun('npx -y playwright install chromium')) {
      console.log('browser: Playwright-managed chromium');
      process.exit(0);
    }
    console.error('No Chromium found: set CHROME_PATH or install chromium.');
    process.exit(1);
  }
  console.log(`browser: ${found}`);
}
