/**
 * Type-checks the rslib.config.* code blocks of docs pages against @rslib/core and prints
 * `file:line: message` for each problem.
 * Usage: `tsx scripts/check-code-blocks.ts --help`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { commandLine, exitWithUsage } from '#node/command-line';
import { checkConfigBlocks, formatReport, type PageSource } from '../tests/support/config-blocks';

const projectRoot = path.resolve(import.meta.dirname, '..');

function collect(target: string): string[] {
  if (statSync(target).isFile()) return /\.mdx?$/.test(target) ? [target] : [];
  return readdirSync(target).flatMap((entry) => collect(path.join(target, entry)));
}

const USAGE = `Usage: tsx scripts/check-code-blocks.ts [file-or-folder…]   (default: docs)

Type-checks the rslib.config.* code blocks of the pages against @rslib/core and prints
file:line: message for each problem; exits 1 if there is one.`;

const { positionals: targets } = commandLine(USAGE, { allowPositionals: true, options: {} });
for (const target of targets) {
  if (!existsSync(target)) exitWithUsage(`${target}: no such file or folder`, USAGE);
}
const files = (targets.length > 0 ? targets : ['docs']).flatMap((target) => collect(target));
const pages: PageSource[] = files.map((file) => ({
  file: path.relative(projectRoot, path.resolve(file)),
  source: readFileSync(file, 'utf8'),
}));
const report = checkConfigBlocks(pages, projectRoot);
console.log(formatReport(report));
process.exit(report.problems.length > 0 ? 1 : 0);
