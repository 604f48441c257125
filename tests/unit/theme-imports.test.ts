import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const THEME = path.resolve('theme');
const ORIGINAL = '@rspress/core/theme-original';

function sourceFiles(): string[] {
  return readdirSync(THEME, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(THEME, file));
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The names a file imports as values from a module (type-only imports aside). */
function valueImports(source: ts.SourceFile, module: string): string[] {
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) return [];
    if ((statement.moduleSpecifier as ts.StringLiteral).text !== module) return [];
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) return [];
    return bindings.elements
      .filter((element) => !element.isTypeOnly)
      .map((element) => (element.propertyName ?? element.name).text);
  });
}

/** The names a file exports: its declarations and `export { … }` lists. */
function exportedNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause) {
      if (ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements) names.add(element.name.text);
      continue;
    }
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    if (!modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        names.add(declaration.name.getText(source));
    else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
      statement.name
    )
      names.add(statement.name.text);
  }
  return names;
}

describe('theme imports', () => {
  const barrel = parse(path.join(THEME, 'index.tsx'));
  const overridden = exportedNames(barrel);

  it('reads the overrides from the barrel', () => {
    // A positive control: names the barrel is known to override.
    expect(overridden).toContain('Link');
    expect(overridden).toContain('Layout');
    expect(overridden).toContain('getCustomMDXComponent');
  });

  it('take what we override from our theme, not from theme-original, except in its wrapper', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles()) {
      const source = parse(file);
      const own = exportedNames(source);
      for (const name of valueImports(source, ORIGINAL))
        if (overridden.has(name) && !own.has(name))
          offenders.push(`${path.relative(process.cwd(), file)} imports ${name} from ${ORIGINAL}`);
    }
    expect(offenders).toEqual([]);
  });

  it('the barrel only re-exports, and each components/<Name> folder it names exports <Name>', () => {
    const declared = barrel.statements.filter(
      (statement) => !ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement),
    );
    expect(declared.map((statement) => statement.getText(barrel).slice(0, 60))).toEqual([]);
    const mismatched: string[] = [];
    for (const statement of barrel.statements) {
      if (!ts.isExportDeclaration(statement) || !statement.exportClause) continue;
      const from = (statement.moduleSpecifier as ts.StringLiteral | undefined)?.text ?? '';
      const match = /^\.\/components\/([^/]+)$/.exec(from);
      if (!match || !ts.isNamedExports(statement.exportClause)) continue;
      // The module's own names: a stand-in may be re-exported under Rspress's names.
      const names = statement.exportClause.elements.map(
        (element) => (element.propertyName ?? element.name).text,
      );
      if (!names.includes(match[1] ?? '')) mismatched.push(`${from} exports ${names.join(', ')}`);
    }
    expect(mismatched).toEqual([]);
  });
});
