/**
 * First-load JavaScript and CSS of each page type: the scripts and stylesheets a page's HTML
 * loads or preloads before any interaction (raw and gzip bytes).
 * Usage: tsx bench/first-load.ts [--dir doc_build]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'doc_build' } } });
const root = path.resolve(values.dir);

const PAGES: Record<string, string> = {
  home: 'index.html',
  doc: 'guide/start/quick-start.html',
  overview: 'config/lib/index.html',
  blog: 'blog/introducing-rslib.html',
  '404': '404.html',
};

function assetsOf(html: string, extension: 'js' | 'css'): string[] {
  const pattern =
    extension === 'js'
      ? /<script[^>]*\ssrc="([^"]+\.js)"|<link[^>]*\shref="([^"]+\.js)"[^>]*>/g
      : /<link[^>]*\shref="([^"]+\.css)"[^>]*>/g;
  const urls = new Set<string>();
  for (const match of html.matchAll(pattern)) urls.add(match[1] ?? match[2] ?? '');
  return [...urls].filter(Boolean);
}

function size(urls: string[]): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = path.join(root, url);
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
console.log(`first load in ${path.relative(process.cwd(), root) || '.'}`);
console.log('page type  JS kB raw  JS kB gzip  CSS kB raw  CSS kB gzip');
for (const [type, file] of Object.entries(PAGES)) {
  const html = readFileSync(path.join(root, file), 'utf8');
  const js = size(assetsOf(html, 'js'));
  const css = size(assetsOf(html, 'css'));
  console.log(
    `${type.padEnd(9)}  ${kb(js.raw)}  ${kb(js.gzip)}     ${kb(css.raw)}  ${kb(css.gzip)}`,
  );
}
