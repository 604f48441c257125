import type ts from 'typescript';
import { rslibSourceOf, rslibTypes } from '#node/rslib-types';

/** The properties of `LibConfig`, the type of one `lib` item, as the installed `@rslib/core` types it. */
function libConfigProperties(projectRoot: string): ts.Symbol[] {
  const { checker, libItem } = rslibTypes(projectRoot);
  return checker.getPropertiesOfType(libItem);
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

/**
 * For each key of `LibConfig` that `@rslib/core` declares itself, the source file in the rslib
 * repository that types it (`packages/core/src/types/config.ts`), read from where the installed
 * declaration file lies under `dist-types/`. Keys inherited from Rsbuild are left out.
 */
export function libConfigKeySources(projectRoot: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const symbol of libConfigProperties(projectRoot)) {
    const source = rslibSourceOf(symbol);
    if (source) sources.set(symbol.getName(), source);
  }
  return sources;
}

/** `auto-extension` → `autoExtension`: a page name to the option key it documents. */
export function optionKeyOf(pageName: string): string {
  return pageName.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
