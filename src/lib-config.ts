import path from 'node:path';
import ts from 'typescript';

/**
 * The property names of `LibConfig`, the type of one `lib` item, as the installed
 * `@rslib/core` declares them (inherited Rsbuild environment options included).
 */
export function libConfigKeys(projectRoot: string): string[] {
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
  const type = checker.getTypeAtLocation(declaration);
  const keys = checker.getPropertiesOfType(type).map((symbol) => symbol.getName());
  if (keys.length === 0)
    throw new Error('LibConfig from @rslib/core has no properties: is it installed?');
  return keys.sort();
}

/** `auto-extension` → `autoExtension`: a page name to the option key it documents. */
export function optionKeyOf(pageName: string): string {
  return pageName.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
