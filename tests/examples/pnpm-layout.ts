/**
 * Packages laid out as pnpm installs them, for claims that hold only there: a dependency of a
 * dependency sits under `node_modules/.pnpm`, out of the project's reach.
 */
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { jsonFile } from './run-rslib';

/** A package as pnpm installs it: its files under `node_modules/.pnpm/<name>@1.0.0/node_modules`. */
const pnpmPackage = (name: string, files: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries({
      'package.json': jsonFile({
        name,
        version: '1.0.0',
        type: 'module',
        exports: { '.': { types: './index.d.ts', default: './index.js' } },
      }),
      ...files,
    }).map(([file, text]) => [
      `node_modules/.pnpm/${name}@1.0.0/node_modules/${name}/${file}`,
      text,
    ]),
  );

/** Links `node_modules/<name>` of `from` (the copy, or a package folder) to a pnpm package. */
function linkPnpmPackage(dir: string, from: string, name: string): void {
  const link = path.join(dir, from, 'node_modules', name);
  symlinkSync(
    path.relative(
      path.dirname(link),
      path.join(dir, `node_modules/.pnpm/${name}@1.0.0/node_modules/${name}`),
    ),
    link,
    'dir',
  );
}

/**
 * The packages of guide/advanced/dts#ts2742, as files of `sampleCopy`: `factory-lib`, whose
 * `createStore()` returns the `Store` of its own dependency `store-core`, which it does not export.
 */
export const STORE_PACKAGES: Record<string, string> = {
  ...pnpmPackage('factory-lib', {
    'index.js': 'export const createStore = () => ({ get: () => 0 });\n',
    'index.d.ts':
      "import type { Store } from 'store-core';\n\nexport declare function createStore(): Store;\n",
  }),
  ...pnpmPackage('store-core', {
    'index.js': 'export {};\n',
    'index.d.ts': 'export interface Store {\n  get(): number;\n}\n',
  }),
};

/**
 * Links the store packages in a copy written with `STORE_PACKAGES`: `store-core` for
 * `factory-lib`, and the `direct` dependencies for the copy itself.
 */
export function installStorePackages(dir: string, direct: string[]): string {
  linkPnpmPackage(dir, 'node_modules/.pnpm/factory-lib@1.0.0', 'store-core');
  for (const name of direct) linkPnpmPackage(dir, '', name);
  return dir;
}
