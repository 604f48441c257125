/**
 * How much of our CSS repeats Rspress's: the declarations in `theme/` whose selector and
 * declaration (whitespace folded) are identical to one in Rspress's theme stylesheets. Such a
 * declaration is a copy that drifts from Rspress silently on its next release; our stylesheets
 * should hold only what differs.
 *
 *   pnpm exec tsx scripts/css-overlap.ts          the figure, and the files that hold copies
 *   pnpm exec tsx scripts/css-overlap.ts --list   every copied declaration, with its file
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss, { type Declaration } from 'postcss';
import { commandLine } from '#node/command-line';

const { values } = commandLine(
  `Usage: pnpm css:overlap [--list]

How many CSS declarations in theme/ are identical to one in Rspress's theme stylesheets, and the
files that hold them. --list prints every copied declaration, with its file.`,
  { options: { list: { type: 'boolean', default: false } } },
);

const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Each declaration of a stylesheet as `selector { property: value }`, whitespace folded. */
function declarations(file: string): string[] {
  const keys: string[] = [];
  postcss.parse(readFileSync(file, 'utf8')).walkDecls((decl: Declaration) => {
    const parent = decl.parent;
    if (parent?.type !== 'rule') return;
    const important = decl.important ? ' !important' : '';
    keys.push(
      `${fold((parent as postcss.Rule).selector)} { ${decl.prop}: ${fold(decl.value)}${important} }`,
    );
  });
  return keys;
}

/** The stylesheets under a folder. */
function stylesheets(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(folder, file))
    .sort();
}

const rspressTheme = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json')),
  'dist/theme',
);
const theirs = new Set(stylesheets(rspressTheme).flatMap(declarations));
const ours = new Map<string, string[]>();
for (const file of stylesheets(path.resolve('theme')))
  for (const key of declarations(file)) ours.set(key, [...(ours.get(key) ?? []), file]);

const copied = [...ours].filter(([key]) => theirs.has(key));
console.log(
  `${copied.length} of ${ours.size} CSS declarations in theme/ are identical to Rspress's.`,
);
const perFile = new Map<string, number>();
for (const [, where] of copied)
  for (const file of new Set(where)) perFile.set(file, (perFile.get(file) ?? 0) + 1);
for (const [file, count] of [...perFile].sort((a, b) => b[1] - a[1]))
  console.log(`  ${count}\t${path.relative(process.cwd(), file)}`);
if (values.list)
  for (const [key, where] of copied)
    console.log(`${path.relative(process.cwd(), where[0] ?? '')}: ${key}`);
