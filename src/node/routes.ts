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

/** The language of a file under `docsRoot` by its folder (`zh/guide/…`), or undefined outside one. */
export function languageOfPageFile(
  docsRoot: string,
  file: string | undefined,
): Language | undefined {
  if (!file) return undefined;
  const [first] = path.relative(docsRoot, file).split(path.sep);
  return LANGUAGES.find((lang) => lang === first);
}
