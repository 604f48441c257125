import { parse } from 'yaml';

const PAGE_TYPES = ['home', 'doc', 'doc-wide', 'custom', '404', 'blank'];

type Check = (value: unknown) => string | null;

const isString: Check = (v) =>
  typeof v === 'string' && v.trim() !== '' ? null : 'must be a non-empty string';
const isBoolean: Check = (v) => (typeof v === 'boolean' ? null : 'must be true or false');
const isObject: Check = (v) =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? null : 'must be a mapping';
const isList: Check = (v) => (Array.isArray(v) ? null : 'must be a list');

/** The front matter fields Rspress and this site read, each with its rule. */
const FIELDS: Record<string, Check> = {
  title: isString,
  titleSuffix: isString,
  description: isString,
  pageType: (v) =>
    typeof v === 'string' && PAGE_TYPES.includes(v)
      ? null
      : `must be one of ${PAGE_TYPES.join(', ')}`,
  sidebar: (v) =>
    typeof v === 'boolean' || v === 'placeholder' ? null : 'must be true, false or "placeholder"',
  navbar: isBoolean,
  outline: isBoolean,
  footer: isBoolean,
  overview: isBoolean,
  search: isBoolean,
  lineNumbers: isBoolean,
  date: (v) =>
    typeof v === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
    !Number.isNaN(Date.parse(v))
      ? null
      : "must be a quoted ISO 8601 date-time with a time zone, like '2025-05-14T10:00:00Z'",
  overviewHeaders: (v) =>
    Array.isArray(v) && v.length > 0 && v.every((n) => Number.isInteger(n) && n >= 1 && n <= 6)
      ? null
      : 'must be a list of heading levels from 1 to 6',
  hero: isObject,
  features: isList,
  head: isList,
  context: isString,
  tag: isString,
  icon: isString,
};

/**
 * Markdown that front matter would show as typed: its texts reach the page title, the meta
 * description, feeds and the home page's cards as plain text (the cards and hero take HTML too,
 * `<code>lib</code>`, never Markdown). Only the unambiguous marks of someone writing Markdown: a
 * code span, strong text, a link. A Markdown reader would take identifiers such as
 * `__webpack_*__`, which plain text shows as they should be, for emphasis.
 */
const MARKDOWN_MARKS = [/`[^`\n]+`/, /\*\*[^*\n]+\*\*/, /\[[^\]\n]+\]\([^)\s]+\)/];

/** Fields every page must have: the title tag and the meta description readers and crawlers see. */
const REQUIRED = ['title', 'description'];
/** The `---` block at the top of a page, its YAML in group 1. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

/**
 * The problems of a page's front matter, one message per problem, empty when it is valid.
 * Unknown fields are problems too: a misspelt `sidbar` would otherwise be ignored silently.
 */
export function frontMatterProblems(source: string): string[] {
  const match = FRONT_MATTER.exec(source);
  if (!match) return ['has no front matter (--- … ---) at the top'];
  let data: unknown;
  try {
    data = parse(match[1] ?? '');
  } catch (error) {
    return [`front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`];
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return ['front matter must be a mapping of fields'];
  }
  const fields = data as Record<string, unknown>;
  const problems: string[] = [];
  for (const name of REQUIRED) {
    if (!(name in fields)) problems.push(`"${name}" is missing`);
  }
  for (const [name, value] of Object.entries(fields)) {
    const check = FIELDS[name];
    if (!check) {
      problems.push(`"${name}" is not a known field (known: ${Object.keys(FIELDS).join(', ')})`);
      continue;
    }
    const problem = check(value);
    if (problem) problems.push(`"${name}" ${problem}`);
  }
  for (const [at, text] of proseFields(fields)) {
    const markdown = MARKDOWN_MARKS.map((mark) => mark.exec(text)?.[0]).find(Boolean);
    if (markdown)
      problems.push(`"${at}" is plain text, so its Markdown shows as typed: ${markdown}`);
  }
  return problems;
}

/** Fields whose values are not prose: addresses, identifiers, settings. */
const NON_PROSE_FIELDS = new Set([
  'link',
  'icon',
  'pageType',
  'date',
  'theme',
  'head',
  'image',
  'src',
]);

/** The front matter's fields, or null when there is none or it is not a valid YAML mapping. */
export function readFrontMatter(source: string): Record<string, unknown> | null {
  const match = FRONT_MATTER.exec(source);
  if (!match) return null;
  try {
    const data: unknown = parse(match[1] ?? '');
    return data !== null && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Each reader-facing text of the front matter with where it is, `features[2].details`. */
function proseFields(data: Record<string, unknown>): [path: string, text: string][] {
  const texts: [string, string][] = [];
  const walk = (value: unknown, key: string, at: string) => {
    if (NON_PROSE_FIELDS.has(key)) return;
    if (typeof value === 'string') texts.push([at, value]);
    else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, key, `${at}[${index}]`);
    } else if (value && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value))
        walk(child, childKey, at ? `${at}.${childKey}` : childKey);
    }
  };
  walk(data, '', '');
  return texts;
}

/** The reader-facing text of the front matter (title, description, hero and feature texts). */
export function frontMatterProse(source: string): string {
  const data = readFrontMatter(source);
  return data
    ? proseFields(data)
        .map(([, text]) => text)
        .join('\n')
    : '';
}
