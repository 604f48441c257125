import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configKeyUses, optionKeys, optionPath } from '#node/config-keys';
import { createOptionResolver } from '#node/config-options';
import { rslibTypes } from '#node/rslib-types';

const root = path.resolve(__dirname, '../..');
const resolver = createOptionResolver(rslibTypes(root));

/** Each key of a block as `scope:path` and how `@rslib/core`'s types take it. */
function keysOf(code: string, isConfigFile = true): string[] {
  return configKeyUses(code, isConfigFile).map((use) => {
    const found = resolver.lookup(use.scope, use.path);
    const kind = found.kind === 'option' ? (found.rslib ? 'rslib' : 'rsbuild') : found.kind;
    return `${use.scope}:${optionPath(use.path)} ${kind}`;
  });
}

describe('the keys of a config block', () => {
  it('maps top-level, lib item and nested keys to their option paths', () => {
    const code = `import { defineConfig } from '@rslib/core';

export default defineConfig({
  lib: [
    {
      format: 'esm',
      dts: { bundle: true },
      shims: { esm: { require: true }, cjs: { 'import.meta.url': false } },
      redirect: { js: { path: false } },
      autoExternal: { peerDependencies: false },
      source: { entry: { index: './src/index.ts' } },
    },
  ],
  output: { target: 'web' },
});`;
    expect(keysOf(code)).toEqual([
      'config:lib rslib',
      'lib:format rslib',
      'lib:dts rslib',
      'lib:dts.bundle rslib',
      'lib:shims rslib',
      'lib:shims.esm rslib',
      'lib:shims.esm.require rslib',
      'lib:shims.cjs rslib',
      "lib:shims.cjs['import.meta.url'] rslib",
      'lib:redirect rslib',
      'lib:redirect.js rslib',
      'lib:redirect.js.path rslib',
      'lib:autoExternal rslib',
      'lib:autoExternal.peerDependencies rslib',
      'lib:source rsbuild',
      'lib:source.entry rsbuild',
      // The entry's own names are values of a record, not options.
      'lib:source.entry.index free',
      'config:output rslib',
      'config:output.target rslib',
    ]);
  });

  it('gives each key its offsets and line in the code', () => {
    const code = "defineConfig({\n  lib: [{ 'format': 'cjs' }],\n});";
    const [lib, format] = configKeyUses(code, false);
    expect(code.slice(lib?.start, lib?.end)).toBe('lib');
    expect(code.slice(format?.start, format?.end)).toBe("'format'");
    expect(format?.line).toBe(1);
  });

  it('follows a function config, satisfies and a typed lib item', () => {
    expect(
      keysOf(
        `export default defineConfig(({ envMode }) => ({ syntax: envMode === 'production' ? 'es2021' : 'esnext' }));`,
      ),
    ).toEqual(['config:syntax rslib']);
    expect(keysOf(`export default defineConfig(() => { return { bundle: false }; });`)).toEqual([
      'config:bundle rslib',
    ]);
    expect(
      keysOf(
        `import type { LibConfig } from '@rslib/core';\nconst esm: LibConfig = { format: 'esm', umdName: 'X' };`,
        false,
      ),
    ).toEqual(['lib:format rslib', 'lib:umdName rslib']);
    expect(keysOf(`export default { lib: [] } satisfies RslibConfig;`, false)).toEqual([
      'config:lib rslib',
    ]);
  });

  it("reads a config file's default export, but not other tools' defineConfig", () => {
    expect(keysOf(`export default { lib: [{ bundle: false }] };`)).toEqual([
      'config:lib rslib',
      'lib:bundle rslib',
    ]);
    expect(keysOf(`export default { lib: [{ bundle: false }] };`, false)).toEqual([]);
    expect(
      keysOf(
        `import { defineConfig } from '@rsbuild/core';\nexport default defineConfig({ source: {} });`,
      ),
    ).toEqual([]);
  });

  it('leaves function bodies, spreads and plugin options alone', () => {
    const code = `export default defineConfig({
  lib: [{ ...shared, format: 'esm' }],
  plugins: [pluginReact({ swcReactOptions: {} })],
  tools: { rspack(config) { return { ...config, mode: 'none' }; } },
});`;
    expect(keysOf(code)).toEqual([
      'config:lib rslib',
      'lib:format rslib',
      'config:plugins rsbuild',
      'config:tools rsbuild',
      'config:tools.rspack rsbuild',
    ]);
  });

  it('reports a key that is not an option where it stands', () => {
    expect(keysOf(`defineConfig({ lib: [{ dts: { bundel: true } }], umdName: 'X' })`)).toEqual([
      'config:lib rslib',
      'lib:dts rslib',
      'lib:dts.bundel unknown',
      // umdName is an option of a lib item, not of the whole config.
      'config:umdName unknown',
    ]);
  });
});

describe('option signatures', () => {
  it("are @rslib/core's types as a reader writes them", () => {
    const signature = (scope: 'config' | 'lib', option: string) => {
      const found = resolver.lookup(scope, option.split('.'));
      return found.kind === 'option' ? resolver.signature(found.symbol) : found.kind;
    };
    expect(signature('lib', 'format')).toBe("format?: 'esm' | 'cjs' | 'umd' | 'mf' | 'iife'");
    expect(signature('lib', 'dts.bundle')).toBe(
      'bundle?: boolean | { tsconfigPath?: string; bundledPackages?: string[]; }',
    );
    expect(signature('lib', 'autoExternal.peerDependencies')).toBe('peerDependencies?: boolean');
    expect(signature('config', 'lib')).toBe('lib?: LibConfig[]');
  });
});

describe('option paths', () => {
  it('read back into the keys they were written from', () => {
    for (const keys of [
      ['dts', 'bundle'],
      ['shims', 'cjs', 'import.meta.url'],
      ['shims', 'esm', '__filename'],
    ])
      expect(optionKeys(optionPath(keys))).toEqual(keys);
  });
});
