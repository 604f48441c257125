import path from 'node:path';
import ts from 'typescript';
import { extractCodeBlocks } from './markdown';

/** Code blocks titled like an Rslib config file are whole files that must type-check. */
const CONFIG_FILE = /^rslib\.config\.(ts|mts|cts|js|mjs|cjs)$/;

export interface PageSource {
  /** Shown in messages, e.g. `docs/en/config/lib/format.md`. */
  file: string;
  source: string;
}

export interface BlockProblem {
  file: string;
  line: number;
  message: string;
}

export interface ConfigBlockReport {
  checked: number;
  skipped: Array<{ file: string; line: number }>;
  problems: BlockProblem[];
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.Preserve,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  checkJs: true,
  skipLibCheck: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  types: ['node'],
};

/**
 * Type-checks every config block of the pages against the installed `@rslib/core`, in one
 * program: each block becomes a virtual file inside `projectRoot`, so imports resolve from its
 * node_modules. Problems point at the Markdown file and line.
 */
export function checkConfigBlocks(pages: PageSource[], projectRoot: string): ConfigBlockReport {
  const virtualDir = path.join(projectRoot, '.config-blocks');
  const virtual = new Map<string, { page: PageSource; line: number; code: string }>();
  const skipped: ConfigBlockReport['skipped'] = [];
  for (const page of pages) {
    for (const block of extractCodeBlocks(page.source)) {
      if (!block.title || !CONFIG_FILE.test(block.title)) continue;
      if (block.partial) {
        skipped.push({ file: page.file, line: block.line });
        continue;
      }
      const extension = path.extname(block.title);
      const name = path.join(virtualDir, `block-${virtual.size}${extension}`);
      virtual.set(name, { page, line: block.line, code: block.code });
    }
  }

  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name);
  host.readFile = (name) => virtual.get(name)?.code ?? readFile.call(host, name);
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const entry = virtual.get(name);
    if (entry) return ts.createSourceFile(name, entry.code, languageVersion, true);
    return getSourceFile.call(host, name, languageVersion, onError, shouldCreate);
  };

  const program = ts.createProgram([...virtual.keys()], COMPILER_OPTIONS, host);
  const problems: BlockProblem[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const entry = diagnostic.file ? virtual.get(diagnostic.file.fileName) : undefined;
    if (!entry || !diagnostic.file) {
      problems.push({ file: diagnostic.file?.fileName ?? '(compiler)', line: 0, message });
      continue;
    }
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    problems.push({ file: entry.page.file, line: entry.line + line, message });
  }
  return { checked: virtual.size, skipped, problems };
}

export function formatReport(report: ConfigBlockReport): string {
  const lines = report.problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
  lines.push(
    `config code blocks: ${report.checked} type-checked, ${report.skipped.length} skipped as partial, ${report.problems.length} problems`,
  );
  return lines.join('\n');
}
