/**
 * What each engine costs the browser in code, and what it asks of the Content Security Policy.
 * Our engine and the two JavaScript libraries (wrapped in our tokenizer and highlighter, as
 * they would ship) are bundled and minified with esbuild, the bundler tsx already brings;
 * Pagefind ships its own minified runtime and WebAssembly module.
 */
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipBytes } from './search-engines';

export type CspNeed = 'none' | 'wasm-unsafe-eval' | 'unsafe-eval';

export interface EngineCode {
  gzipBytes: number;
  csp: CspNeed;
}

/** Query-side entry points, as the modal chunk would import them. */
const ENTRIES: Record<string, string> = {
  ours: `export { createSearchClient } from './src/shared/search/engine';`,
  MiniSearch: `export { default as MiniSearch } from 'minisearch';
    export { queryTerms, indexTerms } from './src/shared/search/tokenize';
    export { highlightAttribute } from './src/shared/search/highlight';`,
  Orama: `export { create, load, search } from '@orama/orama';
    export { queryTerms, indexTerms } from './src/shared/search/tokenize';
    export { highlightAttribute } from './src/shared/search/highlight';`,
};

const EVAL = /\bnew Function\s*\(|[^.\w]eval\s*\(/;
const WASM = /WebAssembly\.(instantiate|compile|Module)/;

export function cspNeed(code: string): CspNeed {
  if (EVAL.test(code)) return 'unsafe-eval';
  return WASM.test(code) ? 'wasm-unsafe-eval' : 'none';
}

interface Esbuild {
  build(options: object): Promise<{ outputFiles: { contents: Uint8Array }[] }>;
}

/** A JavaScript engine's bundle: minified, for the browser, gzip -9. */
export async function bundledCode(engine: string): Promise<EngineCode | null> {
  const entry = ENTRIES[engine];
  if (!entry) return null;
  const tsx = realpathSync('node_modules/tsx/package.json');
  const esbuild = createRequire(tsx)('esbuild') as Esbuild;
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  });
  const code = Buffer.from(result.outputFiles[0]?.contents ?? new Uint8Array());
  return { gzipBytes: gzipBytes(code), csp: cspNeed(code.toString('utf8')) };
}

/** Code an engine's index folder carries itself (Pagefind): its bytes and CSP needs. */
export function shippedCode(files: Map<string, Buffer>, names: string[]): EngineCode {
  const bodies = names.map((name) => files.get(name) ?? Buffer.alloc(0));
  const needs = bodies.map((body, k) =>
    names[k]?.endsWith('.js') ? cspNeed(body.toString('utf8')) : 'wasm-unsafe-eval',
  );
  const csp = needs.includes('unsafe-eval')
    ? 'unsafe-eval'
    : needs.includes('wasm-unsafe-eval')
      ? 'wasm-unsafe-eval'
      : 'none';
  return { gzipBytes: bodies.reduce((total, body) => total + gzipBytes(body), 0), csp };
}
