/**
 * The pages of the site closest to an address it does not have, for the 404 page: a typo, a
 * missing, extra or swapped letter, camelCase written for kebab-case, a page asked for under the
 * wrong section, or a page's title written as its address. Framework-free and bounded: any
 * address, however long or odd, is answered at once and never throws.
 */
import { safeDecode } from './anchor';
import { routeOfMarkdownTwin } from './locale-path';
import { editDistance } from './search/edit-distance';

export interface SitePageLink {
  /** The page's route: `/guide/start/quick-start`, `/zh/config/lib/`. */
  path: string;
  /** The page's title, when known. */
  title?: string;
}

/** Suggestions the 404 page lists. */
const MAX_CLOSEST_PAGES = 3;

/** Characters of an address looked at: enough for any route of the site. */
const MAX_ADDRESS_CHARS = 200;

/**
 * Edits allowed between words of `length` characters: none below 4 (`id`, `umd`), then one,
 * two from 8, three from 16 (whole addresses).
 */
function allowedEdits(length: number): number {
  if (length < 4) return 0;
  if (length < 8) return 1;
  return length < 16 ? 2 : 3;
}

/** A word as routes spell it: `autoExternal`, `Auto_External`, `auto external` → `auto-external`. */
export function kebabCase(word: string): string {
  return word
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[\s_+.]+/g, '-')
    .replace(/[^\p{L}\p{N}-]+/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * An address's segments as routes spell them, without the language segment, a trailing
 * `index`, `.html` or `.md`, and without `.` and `..`.
 */
export function addressSegments(address: string, lang: string, defaultLang: string): string[] {
  const pathname = safeDecode(address.slice(0, MAX_ADDRESS_CHARS).split(/[?#]/)[0] ?? '');
  const segments = pathname
    .split(/[/\\]+/)
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map((segment) => kebabCase(segment.replace(/\.(html?|md|mdx)$/i, '')))
    .filter(Boolean);
  if (lang !== defaultLang && segments[0] === lang) segments.shift();
  if (segments.at(-1) === 'index') segments.pop();
  return segments;
}

interface Candidate {
  page: SitePageLink;
  /** Lower is closer. */
  score: number;
  /** Leading segments shared with the address: the tie-breaker. */
  shared: number;
}

/** Distance within `allowed` edits, or `Infinity`. */
function within(a: string, b: string, allowed: number): number {
  const distance = editDistance(a, b, allowed);
  return distance <= allowed ? distance : Number.POSITIVE_INFINITY;
}

function sharedLeading(a: readonly string[], b: readonly string[]): number {
  let count = 0;
  while (count < a.length && count < b.length && a[count] === b[count]) count++;
  return count;
}

/** A page asked for under another section costs a little more than one in its own. */
const OTHER_SECTION_COST = 0.5;

function scorePage(
  wanted: readonly string[],
  page: SitePageLink,
  lang: string,
  defaultLang: string,
): Candidate | null {
  const segments = addressSegments(page.path, lang, defaultLang);
  const whole = wanted.join('/');
  const shared = sharedLeading(wanted, segments);
  const scores: number[] = [];
  // The whole address, misspelt.
  scores.push(within(whole, segments.join('/'), allowedEdits(whole.length)));
  const leaf = wanted.at(-1);
  const pageLeaf = segments.at(-1);
  if (leaf && pageLeaf) {
    const section = wanted.slice(0, -1).join('/');
    const sameSection = section === segments.slice(0, -1).join('/');
    const sectionCost = sameSection ? 0 : OTHER_SECTION_COST;
    // The last segment, perhaps misspelt, perhaps under the wrong section.
    scores.push(within(leaf, pageLeaf, allowedEdits(leaf.length)) + sectionCost);
    // The page's title written as its address (`/guide/declaration-files`).
    const title = page.title ? kebabCase(page.title) : '';
    if (title) scores.push(within(leaf, title, allowedEdits(leaf.length)) + sectionCost);
  }
  const score = Math.min(...scores);
  return Number.isFinite(score) ? { page, score, shared } : null;
}

/**
 * Up to `MAX_CLOSEST_PAGES` of `pages` closest to `address`, closest first; none when nothing
 * is close. `pages` are the pages of the address's language.
 */
export function closestPages(
  address: string,
  pages: readonly SitePageLink[],
  { lang, defaultLang }: { lang: string; defaultLang: string },
): SitePageLink[] {
  const wanted = addressSegments(address, lang, defaultLang);
  if (wanted.length === 0) return [];
  return pages
    .flatMap((page) => scorePage(wanted, page, lang, defaultLang) ?? [])
    .sort(
      (a, b) => a.score - b.score || b.shared - a.shared || (a.page.path < b.page.path ? -1 : 1),
    )
    .slice(0, MAX_CLOSEST_PAGES)
    .map((candidate) => candidate.page);
}

/**
 * The titles of a language's pages by route, from its `llms.txt` (`- [Title](…/page.md): …`),
 * which the site ships anyway: a Markdown twin's address is its page's route plus `.md`, or
 * `index.md` for a folder.
 */
export function titlesFromLlmsTxt(text: string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const match of text.matchAll(/^- \[(.+)\]\(([^)\s]+)\)/gm)) {
    const [, title = '', link = ''] = match;
    let pathname: string;
    try {
      pathname = new URL(link, 'https://site.invalid').pathname;
    } catch {
      continue;
    }
    const route = routeOfMarkdownTwin(pathname);
    titles.set(route, title);
  }
  return titles;
}
