/**
 * The installed `@rslib/core`'s config types, read by one TypeScript program: the content tests
 * check option pages against it, and the build takes the signatures of config keys from it, so a
 * type that changes in a new release changes both on the next run.
 */
import path from 'node:path';
import ts from 'typescript';

export interface RslibTypes {
  checker: ts.TypeChecker;
  /** `RslibConfig`, the type of the whole config file. */
  config: ts.Type;
  /** `LibConfig`, the type of one item of `lib`. */
  libItem: ts.Type;
}

const PROBE_CODE = [
  "import type { LibConfig, RslibConfig } from '@rslib/core';",
  'export declare const config: RslibConfig;',
  'export declare const libItem: LibConfig;',
  '',
].join('\n');

const programs = new Map<string, RslibTypes>();

/** The config types as `@rslib/core`, installed in `projectRoot`'s node_modules, declares them. */
export function rslibTypes(projectRoot: string): RslibTypes {
  const cached = programs.get(projectRoot);
  if (cached) return cached;
  const probe = path.join(projectRoot, '.config-blocks', 'rslib-types.ts');
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options, true);
  const { fileExists, getSourceFile } = host;
  host.fileExists = (name) => name === probe || fileExists.call(host, name);
  host.getSourceFile = (name, version, onError, create) =>
    name === probe
      ? ts.createSourceFile(name, PROBE_CODE, version, true)
      : getSourceFile.call(host, name, version, onError, create);
  const program = ts.createProgram([probe], options, host);
  const checker = program.getTypeChecker();
  const declared = new Map<string, ts.Type>();
  for (const statement of program.getSourceFile(probe)?.statements ?? []) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      declared.set(declaration.name.getText(), checker.getTypeAtLocation(declaration));
  }
  const config = declared.get('config');
  const libItem = declared.get('libItem');
  if (!config || !libItem || checker.getPropertiesOfType(libItem).length === 0)
    throw new Error('could not read RslibConfig and LibConfig from @rslib/core: is it installed?');
  const types = { checker, config, libItem };
  programs.set(projectRoot, types);
  return types;
}

const RSLIB_TYPES = /[\\/]@rslib[\\/]core[\\/]dist-types[\\/](.+)\.d\.ts$/;

/**
 * The file of the rslib repository that declares a property (`packages/core/src/types/config.ts`),
 * read from where its declaration lies under `dist-types/`; `null` for properties that
 * `@rslib/core` does not declare itself (those of Rsbuild).
 */
export function rslibSourceOf(symbol: ts.Symbol): string | null {
  const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
  const relative = RSLIB_TYPES.exec(file)?.[1];
  return relative ? `packages/core/src/${relative.split(/[\\/]/).join('/')}.ts` : null;
}
