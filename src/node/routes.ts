import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language, routeForPage } from '#shared/locale-path';

const PAGE_FILE = /\.mdx?$/;

/** Page files of one language, relative to its folder, sorted; `_`-prefixed files are not pages. */
export function listPageFiles(docsRoot: string, lang: Language): string[] {
  const base = path.join(docsRoot, lang);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (PAGE_FILE.test(entry.name)) files.push(path.relative(base, full));
    }
  };
  walk(base);
  return files.sort();
}

export interface SitePage {
  lang: Language;
  file: string;
  route: string;
}

/** Every page of the site in every language. */
export function listSitePages(docsRoot: string): SitePage[] {
  return LANGUAGES.flatMap((lang) =>
    listPageFiles(docsRoot, lang).map((file) => ({ lang, file, route: routeForPage(file, lang) })),
  );
}

/** The HTML files of a built site, relative to `outDir` and written with `/`, sorted. */
export function listBuiltHtmlFiles(outDir: string): string[] {
  return readdirSync(outDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * The pages of a built site, each with the route a clean-URL host serves it at (`a/index.html` →
 * `/a/`, `a/b.html` → `/a/b`): every HTML file but the not-found pages (`404.html`, `zh/404.html`).
 */
export function listBuiltPages(outDir: string): Array<{ file: string; route: string }> {
  return listBuiltHtmlFiles(outDir)
    .filter((file) => path.posix.basename(file) !== '404.html')
    .map((file) => ({ file, route: routeForPage(file) }));
}

/** The language of a file under `docsRoot` by its folder (`zh/guide/…`), or undefined outside one. */
export function languageOfPageFile(
  docsRoot: string,
  file: string | undefined,
): Language | undefined {
  if (!file) return undefined;
  const [first] = path.relative(docsRoot, file).split(path.sep);
  return LANGUAGES.find((lang) => lang === first);
}
