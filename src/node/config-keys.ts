/**
 * The object keys of an Rslib config in a code block, with the option path each one sets: the
 * syntax alone decides (a fragment marked `partial` need not compile), and `#node/config-options`
 * then asks `@rslib/core`'s types whether the path is an option.
 */
import ts from 'typescript';

/** Where a key sits: in the config file's object, or in one item of its `lib` array. */
export type ConfigScope = 'config' | 'lib';

export interface KeyUse {
  scope: ConfigScope;
  /** The keys from the scope's object down to this one: `['dts', 'bundle']`. */
  path: string[];
  /** Offsets of the key's text in the code, `end` exclusive (quotes included for `'a.b'`). */
  start: number;
  end: number;
  /** 0-based line of the key in the code. */
  line: number;
}

/** A code block's title that names an Rslib config file. */
export const CONFIG_FILE_TITLE = /^rslib\.config\.(ts|mts|cts|js|mjs|cjs)$/;

const RSLIB_MODULE = '@rslib/core';
const CONFIG_TYPES: Record<string, ConfigScope> = { RslibConfig: 'config', LibConfig: 'lib' };

/** `a.b`, `shims.cjs['import.meta.url']`: an option path as the reference pages write it. */
export function optionPath(path: readonly string[]): string {
  return path
    .map((key, index) =>
      /^[A-Za-z_$][\w$]*$/.test(key) ? `${index === 0 ? '' : '.'}${key}` : `['${key}']`,
    )
    .join('');
}

/** `shims.cjs['import.meta.url']` → `['shims', 'cjs', 'import.meta.url']`: the keys of an option path. */
export function optionKeys(option: string): string[] {
  return [...option.matchAll(/\['([^']+)'\]|([A-Za-z_$][\w$]*)/g)].map(
    (match) => (match[1] ?? match[2]) as string,
  );
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isAsExpression(current)
  )
    current = current.expression;
  return current;
}

/** The scope a `satisfies`, `as` or annotation type names, if it is one of Rslib's config types. */
function scopeOfType(type: ts.TypeNode | undefined): ConfigScope | undefined {
  if (!type || !ts.isTypeReferenceNode(type)) return undefined;
  const name = ts.isIdentifier(type.typeName) ? type.typeName.text : type.typeName.right.text;
  return CONFIG_TYPES[name];
}

function keyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  if (ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/** The object literals a `defineConfig` argument yields: the object, or what its function returns. */
function returnedObjects(node: ts.Expression): ts.ObjectLiteralExpression[] {
  const value = unwrap(node);
  if (ts.isObjectLiteralExpression(value)) return [value];
  if (!ts.isArrowFunction(value) && !ts.isFunctionExpression(value)) return [];
  if (!ts.isBlock(value.body)) return returnedObjects(value.body);
  const objects: ts.ObjectLiteralExpression[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isFunctionLike(child)) return;
    if (ts.isReturnStatement(child) && child.expression)
      objects.push(...returnedObjects(child.expression));
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(value.body, visit);
  return objects;
}

/** Whether `defineConfig` in this file is Rslib's: imported from `@rslib/core`, or not imported. */
function definesRslibConfig(source: ts.SourceFile): boolean {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    if (bindings.elements.some((element) => element.name.text === 'defineConfig'))
      return statement.moduleSpecifier.text === RSLIB_MODULE;
  }
  return true;
}

/**
 * Every key of the Rslib config objects in `code`: the argument of Rslib's `defineConfig` (or
 * the object its function returns), an object typed or checked as `RslibConfig` or `LibConfig`,
 * and, in a file titled as a config file, its default export. Keys under `lib` items are in the
 * `lib` scope. Keys inside functions, arrays other than `lib`, spreads and computed keys are not
 * followed: their values are code, not options.
 */
export function configKeyUses(code: string, isConfigFile: boolean): KeyUse[] {
  const source = ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true);
  const uses: KeyUse[] = [];
  const seen = new Set<ts.ObjectLiteralExpression>();

  const visitObject = (object: ts.ObjectLiteralExpression, scope: ConfigScope, path: string[]) => {
    if (seen.has(object)) return;
    seen.add(object);
    for (const property of object.properties) {
      if (
        !ts.isPropertyAssignment(property) &&
        !ts.isShorthandPropertyAssignment(property) &&
        !ts.isMethodDeclaration(property)
      )
        continue;
      const name = keyName(property.name);
      if (name === undefined) continue;
      const keyPath = [...path, name];
      const start = property.name.getStart(source);
      uses.push({
        scope,
        path: keyPath,
        start,
        end: property.name.getEnd(),
        line: source.getLineAndCharacterOfPosition(start).line,
      });
      if (!ts.isPropertyAssignment(property)) continue;
      const value = unwrap(property.initializer);
      if (ts.isObjectLiteralExpression(value)) visitObject(value, scope, keyPath);
      else if (
        scope === 'config' &&
        keyPath.length === 1 &&
        name === 'lib' &&
        ts.isArrayLiteralExpression(value)
      )
        for (const element of value.elements) {
          const item = unwrap(element);
          if (ts.isObjectLiteralExpression(item)) visitObject(item, 'lib', []);
        }
    }
  };

  const rslibDefineConfig = definesRslibConfig(source);
  const visit = (node: ts.Node) => {
    if (
      rslibDefineConfig &&
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineConfig' &&
      node.arguments[0]
    )
      for (const object of returnedObjects(node.arguments[0])) visitObject(object, 'config', []);
    if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node)) {
      const scope = scopeOfType(node.type);
      const value = unwrap(node.expression);
      if (scope && ts.isObjectLiteralExpression(value)) visitObject(value, scope, []);
    }
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const scope = scopeOfType(node.type);
      const value = unwrap(node.initializer);
      if (scope && ts.isObjectLiteralExpression(value)) visitObject(value, scope, []);
    }
    if (isConfigFile && ts.isExportAssignment(node)) {
      const value = unwrap(node.expression);
      if (ts.isObjectLiteralExpression(value)) visitObject(value, 'config', []);
    }
    if (
      isConfigFile &&
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      node.left.getText(source) === 'module.exports'
    ) {
      const value = unwrap(node.right);
      if (ts.isObjectLiteralExpression(value)) visitObject(value, 'config', []);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses.sort((a, b) => a.start - b.start);
}
