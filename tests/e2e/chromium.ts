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
