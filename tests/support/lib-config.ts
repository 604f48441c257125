import path from 'node:path';
import ts from 'typescript';

/** The properties of `LibConfig`, the type of one `lib` item, as the installed `@rslib/core` types it. */
function libConfigProperties(projectRoot: string): ts.Symbol[] {
  const probe = path.join(projectRoot, '.config-blocks', 'lib-config-keys.ts');
  const code =
    "import type { LibConfig } from '@rslib/core';\nexport declare const item: LibConfig;\n";
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options, true);
  const { fileExists, getSourceFile } = host;
  host.fileExists = (name) => name === probe || fileExists.call(host, name);
  host.getSourceFile = (name, version, onError, create) =>
    name === probe
      ? ts.createSourceFile(name, code, version, true)
      : getSourceFile.call(host, name, version, onError, create);
  const program = ts.createProgram([probe], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probe);
  const declaration = source?.statements.find(ts.isVariableStatement)?.declarationList
    .declarations[0];
  if (!declaration) throw new Error('could not read LibConfig from @rslib/core');
  const properties = checker.getPropertiesOfType(checker.getTypeAtLocation(declaration));
  if (properties.length === 0)
    throw new Error('LibConfig from @rslib/core has no properties: is it installed?');
  return properties;
}

/**
 * The property names of `LibConfig`, the type of one `lib` item, as the installed
 * `@rslib/core` declares them (inherited Rsbuild environment options included).
 */
export function libConfigKeys(projectRoot: string): string[] {
  return libConfigProperties(projectRoot)
    .map((symbol) => symbol.getName())
    .sort();
}

const RSLIB_TYPES = /[\\/]@rslib[\\/]core[\\/]dist-types[\\/](.+)\.d\.ts$/;

/**
 * For each key of `LibConfig` that `@rslib/core` declares itself, the source file in the rslib
 * repository that types it (`packages/core/src/types/config.ts`), read from where the installed
 * declaration file lies under `dist-types/`. Keys inherited from Rsbuild are left out.
 */
export function libConfigKeySources(projectRoot: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const symbol of libConfigProperties(projectRoot)) {
    const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
    const relative = RSLIB_TYPES.exec(file)?.[1];
    if (relative)
      sources.set(symbol.getName(), `packages/core/src/${relative.split(/[\\/]/).join('/')}.ts`);
  }
  return sources;
}

/** `auto-extension` → `autoExtension`: a page name to the option key it documents. */
export function optionKeyOf(pageName: string): string {
  return pageName.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
