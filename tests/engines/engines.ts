/**
 * The browser engines the cross-engine suite drives besides Playwright's Chromium, and what each
 * needs on the machine. `.ci/setup` installs the Debian packages named here.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export type EngineName = 'firefox' | 'webkit';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** WebKitGTK's own small browser, which its WebDriver launches. */
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Whether an executable of this name is on the PATH. */
function onPath(name: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((folder) => folder !== '' && existsSync(path.join(folder, name)));
}

/** The Debian packages an engine still needs here; empty when it can run. */
export function missingPackages(engine: EngineName): string[] {
  if (engine === 'firefox') return existsSync(FIREFOX_PATH) ? [] : ['firefox-esr'];
  const missing: string[] = [];
  if (!onPath('WebKitWebDriver') || !existsSync(MINIBROWSER_PATH)) {
    missing.push('webkit2gtk-driver');
  }
  // MiniBrowser is a windowed program: without a display of the machine's own, it gets Xvfb's.
  if (!process.env.DISPLAY && !onPath('Xvfb')) missing.push('xvfb');
  return missing;
}

/** What a machine without an engine is told, in the suite's output. */
export function missingMessage(engine: EngineName, packages: string[]): string {
  return (
    `${engine}: not installed here (Debian package ${packages.join(', ')}). ` +
    `Install with "apt-get install ${packages.join(' ')}" or run "bash .ci/setup".`
  );
}
