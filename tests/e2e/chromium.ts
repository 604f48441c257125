import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The system Chromium the e2e tests drive (Playwright's own download is not used). `CHROMIUM_PATH`
 * overrides the search. Exits with a one-line hint when none is installed.
 */
export function findChromium(): string {
  const override = process.env.CHROMIUM_PATH;
  if (override) {
    if (existsSync(override)) return override;
    fail(`CHROMIUM_PATH is set to ${override}, which does not exist.`);
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  fail('No Chromium found.');
}

/**
 * Debian's `chromium-headless-shell`: Chromium's headless mode without the windowed browser
 * around it, which loads and renders the same pages with less CPU.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests drive: `CHROMIUM_PATH` when set, else the headless shell when it is
 * installed, else the whole Chromium. The benchmarks keep the whole browser (`findChromium`),
 * which is what readers run.
 */
export function findTestChromium(): string {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}

function fail(reason: string): never {
  console.error(
    `${reason} Install one with "sudo apt-get install -y chromium" (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  );
  process.exit(1);
}

/** Flags for a sandbox with no network but the loopback: no background calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-gpu',
];
