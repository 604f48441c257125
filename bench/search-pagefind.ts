/**
 * Pagefind in the search benchmark. Its indexer (a binary from npm) reads HTML, so each
 * page's records become a page again: the title as `h1`, headings with their ids (Pagefind
 * makes heading-level sub-results from them), text as paragraphs. Its browser runtime
 * (`pagefind.js` and a WebAssembly module) runs here in Node: it only needs `fetch`, which
 * the bench serves from memory, and `document` to read the page language.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';
import type { Language } from '#shared/locale-path';
import { escapeHtml } from '#shared/search/highlight';
import type { SearchRecord } from '#shared/search/types';
import type { Engine, FetchFile } from './search-engines';

/** Pages whose fragments a session loads for the first screen: Pagefind UI's page size. */
const PAGEFIND_SHOWN = 5;
/** Where the runtime believes it is served from; the bench answers every fetch itself. */
const BASE = 'http://bench.invalid/pagefind/';
/** What a site ships of Pagefind's output: the runtime, the wasm, the index. Not its UIs. */
const SHIPPED =
  /^(pagefind\.js|pagefind-entry\.json|pagefind\..*\.pf_meta|wasm\..*|index\/|fragment\/)/;

interface PagefindResult {
  data(): Promise<{ url: string; sub_results?: { url: string }[] }>;
}
interface PagefindInstance {
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}
interface PagefindRuntime {
  createInstance(options: { basePath: string }): PagefindInstance;
}

function pageHtml(lang: Language, records: SearchRecord[]): string {
  const body = records.map((record) => {
    if (record.type === 'content') return `<p>${escapeHtml(record.content ?? '')}</p>`;
    if (record.type === 'lvl1') return `<h1>${escapeHtml(record.hierarchy.lvl1)}</h1>`;
    const id = record.url.split('#')[1] ?? '';
    const tag = `h${record.type.slice(3)}`;
    return `<${tag} id="${escapeHtml(id)}">${escapeHtml(record.hierarchy[record.type] ?? '')}</${tag}>`;
  });
  return `<!doctype html><html lang="${lang}"><body>${body.join('')}</body></html>`;
}

function byPage(records: SearchRecord[]): Map<string, SearchRecord[]> {
  const pages = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const route = record.url.split('#')[0] ?? '';
    const page = pages.get(route);
    if (page) page.push(record);
    else pages.set(route, [record]);
  }
  return pages;
}

let runtime: Promise<PagefindRuntime> | undefined;
/** The index the latest session reads, and its language (the runtime asks `<html lang>`). */
let serve: FetchFile = () => Promise.reject(new Error('no Pagefind index open'));
let pageLang: Language = 'en';

/** Imports the runtime once per process, with `fetch` and `document` pointed at the bench. */
function loadRuntime(code: Buffer): Promise<PagefindRuntime> {
  runtime ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pagefind-bench-'));
    const file = path.join(dir, 'pagefind.js');
    writeFileSync(file, code);
    Object.assign(globalThis, {
      document: { currentScript: null, querySelector: () => ({ getAttribute: () => pageLang }) },
      fetch: async (input: string | URL) => {
        const name = String(input).replace(BASE, '').split('?')[0] ?? '';
        const body = await serve(name).catch(() => null);
        return body ? new Response(new Uint8Array(body)) : new Response('', { status: 404 });
      },
    });
    return (await import(pathToFileURL(file).href)) as PagefindRuntime;
  })();
  return runtime;
}

export const PAGEFIND: Engine = {
  name: 'Pagefind',
  build: async (records, lang) => {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: lang });
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    for (const [url, page] of byPage(records)) {
      const added = await index.addHTMLFile({ url, content: pageHtml(lang, page) });
      if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
    }
    const { files } = await index.getFiles();
    await pagefind.close();
    const shipped = new Map(
      files
        .filter((file) => SHIPPED.test(file.path))
        .map((file) => [file.path, Buffer.from(file.content)]),
    );
    // The browser loads one WebAssembly module: the language's own, else the generic one.
    const wasm = pagefindCode(shipped, lang)[1];
    for (const name of shipped.keys()) {
      if (name.startsWith('wasm.') && name !== wasm) shipped.delete(name);
    }
    return shipped;
  },
  open: async (fetchFile, lang) => {
    serve = fetchFile;
    pageLang = lang;
    const code = await fetchFile('pagefind.js');
    const instance = (await loadRuntime(code)).createInstance({ basePath: BASE });
    return {
      search: async (query) => {
        const found = await instance.search(query);
        const shown = await Promise.all(
          (found?.results ?? []).slice(0, PAGEFIND_SHOWN).map((result) => result.data()),
        );
        const origin = new URL(BASE).origin;
        return shown.flatMap((page) =>
          (page.sub_results?.length ? page.sub_results : [page]).map((hit) =>
            hit.url.replace(origin, ''),
          ),
        );
      },
    };
  },
};

/** Pagefind's runtime and the WebAssembly module it loads for a language (or its fallback). */
export function pagefindCode(files: Map<string, Buffer>, lang: Language): string[] {
  const wasm = files.has(`wasm.${lang}.pagefind`)
    ? `wasm.${lang}.pagefind`
    : 'wasm.unknown.pagefind';
  return ['pagefind.js', wasm];
}
