/**
 * Option paths against `@rslib/core`'s types (`#node/rslib-types`): whether `dts.bundle` is an
 * option of a `lib` item, which package declares it, and its signature as a reader would write it.
 */
import ts from 'typescript';
import type { ConfigScope } from './config-keys';
import { optionPath } from './config-keys';
import { type RslibTypes, rslibSourceOf } from './rslib-types';

export type OptionLookup =
  /** An option: `rslib` when `@rslib/core` declares it, not Rsbuild. */
  | { kind: 'option'; symbol: ts.Symbol; rslib: boolean }
  /** Not a property of the object type its parent takes. */
  | { kind: 'unknown' }
  /** Under a value that is not a typed object (a record, a function, an array): not an option. */
  | { kind: 'free' };

/** The longest signature kept whole; a longer one is printed with TypeScript's own truncation. */
const SIGNATURE_MAX_LENGTH = 400;

export interface OptionResolver {
  lookup(scope: ConfigScope, path: readonly string[]): OptionLookup;
  /** `bundle?: boolean | { tsconfigPath?: string; bundledPackages?: string[] }`. */
  signature(symbol: ts.Symbol): string;
  /** Every path under the options `@rslib/core` declares itself, with its lookup. */
  rslibOptions(): Array<{ scope: ConfigScope; path: string[]; symbol: ts.Symbol }>;
}

/** The properties an object-typed value takes, `free` for anything else with keys. */
function propertiesOf(checker: ts.TypeChecker, type: ts.Type): Map<string, ts.Symbol> | 'free' {
  const members = type.isUnion() ? type.types : [type];
  const objects = members.filter(
    (member) =>
      (member.flags & ts.TypeFlags.Object) !== 0 &&
      member.getCallSignatures().length === 0 &&
      !checker.isArrayType(member) &&
      !checker.isTupleType(member),
  );
  if (objects.length === 0) return 'free';
  if (objects.some((member) => checker.getIndexInfosOfType(member).length > 0)) return 'free';
  const properties = new Map<string, ts.Symbol>();
  for (const member of objects)
    for (const property of checker.getPropertiesOfType(member))
      if (!properties.has(property.getName())) properties.set(property.getName(), property);
  return properties;
}

export function createOptionResolver({ checker, config, libItem }: RslibTypes): OptionResolver {
  const roots: Record<ConfigScope, ts.Type> = { config, libItem: libItem, lib: libItem } as Record<
    ConfigScope,
    ts.Type
  >;
  const cache = new Map<string, OptionLookup>();
  const typeOf = (symbol: ts.Symbol) => checker.getNonNullableType(checker.getTypeOfSymbol(symbol));

  const lookup = (scope: ConfigScope, path: readonly string[]): OptionLookup => {
    const key = `${scope}:${optionPath(path)}`;
    const cached = cache.get(key);
    if (cached) return cached;
    let result: OptionLookup;
    if (path.length === 0) result = { kind: 'free' };
    else {
      const parent: OptionLookup | undefined =
        path.length === 1 ? undefined : lookup(scope, path.slice(0, -1));
      if (parent && parent.kind !== 'option') result = { kind: 'free' };
      else {
        const properties = propertiesOf(checker, parent ? typeOf(parent.symbol) : roots[scope]);
        const name = path[path.length - 1] as string;
        const symbol = properties === 'free' ? undefined : properties.get(name);
        if (properties === 'free') result = { kind: 'free' };
        else if (!symbol) result = { kind: 'unknown' };
        else result = { kind: 'option', symbol, rslib: rslibSourceOf(symbol) !== null };
      }
    }
    cache.set(key, result);
    return result;
  };

  const signature = (symbol: ts.Symbol): string => {
    const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0 ? '?' : '';
    const type = typeOf(symbol);
    const flags =
      ts.TypeFormatFlags.InTypeAlias | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
    let text = checker.typeToString(type, undefined, flags | ts.TypeFormatFlags.NoTruncation);
    if (text.length > SIGNATURE_MAX_LENGTH) text = checker.typeToString(type, undefined, flags);
    // ` | undefined` that TypeScript writes inside optional members adds nothing for a reader.
    text = text.replace(/ \| undefined(?=[;,)>\]} ])/g, '');
    return `${symbol.getName()}${optional}: ${text}`;
  };

  const rslibOptions = () => {
    const found: Array<{ scope: ConfigScope; path: string[]; symbol: ts.Symbol }> = [];
    const visit = (scope: ConfigScope, path: string[], type: ts.Type) => {
      const properties = propertiesOf(checker, type);
      if (properties === 'free') return;
      for (const [name, symbol] of properties) {
        if (rslibSourceOf(symbol) === null) continue;
        const childPath = [...path, name];
        found.push({ scope, path: childPath, symbol });
        visit(scope, childPath, typeOf(symbol));
      }
    };
    visit('lib', [], libItem);
    visit('config', [], config);
    return found;
  };

  return { lookup, signature, rslibOptions };
}
