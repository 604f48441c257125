/**
 * Where a line may break in and around inline code and in headings. A browser breaks a code span
 * at its hyphens and, failing that, between any two characters: on the built pages `--target`
 * was split at its hyphens, an option name in a heading (`resolve.aliasStrategy`) broke before
 * its last letter on a phone, and a row of code spans joined by Chinese enumeration commas
 * (`.mjs`、`.ts`) could not break at all, which pushed table columns off the screen. This rehype
 * step, on the compiled pages only (the Markdown twins and the search index read the source or
 * the text), adds:
 *
 * - a `<wbr>` after a slash, and after a dot or an underscore that a name of five or more
 *   characters follows (`output.` | `cleanDistPath`, `@rsbuild/` | `plugin-react`,
 *   `__webpack_` | `public_` | `path__`; not `config.ts` or `1.0.1`), in the code of table
 *   cells and headings, and elsewhere in code longer than a phone's line;
 * - the same `<wbr>` in the text of headings, whose option names (`## resolve.aliasStrategy`)
 *   are text, not code;
 * - in the code of table cells, a `<wbr>` between the words of a camelCase name of fourteen
 *   letters or more, where each side has five or more (`experimental` | `Decorators`, `merge` |
 *   `Rslib` | `Config`; not `defineConfig`), which the stylesheet keeps for phones: there a
 *   two-column table with such a name scrolled, while on a wider screen the name stays whole;
 * - in table cells, a `<wbr>` between Chinese punctuation and the code span that follows it;
 * - a class that keeps a command-line flag (a word starting with `-` and a letter, or the `--`
 *   that ends a command's options) on one line.
 *
 * A `<wbr>` holds no character: copying the code copies what it says. Each one is an element in
 * the page's JavaScript, so they go where a break is wanted: a table column sizes itself by its
 * longest unbreakable run, and a heading's letters are large, while prose reflows a short code
 * span to the next line whole.
 */
import type { Element, ElementContent, Root, Text } from 'hast';

/** The class of a span that does not break (`theme/styles/index.css`). */
export const NO_BREAK_CLASS = 'rslib-nowrap';

/** A command-line flag: a word that starts with one or two hyphens and a letter, or `--` alone. */
const FLAG_WORD = String.raw`--?[A-Za-z]\S*|--(?=\s|$)`;
const FLAG = new RegExp(String.raw`(?<=^|\s)(?:${FLAG_WORD})`, 'g');
const ONE_FLAG = new RegExp(`^(?:${FLAG_WORD})$`);

/**
 * Characters of code in prose from which it gets its `<wbr>`: a 375 px phone's line holds about
 * 37 of code, and shorter code moves to the next line whole.
 */
const LONG_CODE = 37;

/** Punctuation of Chinese text, after which a line may break before a code span. */
const CHINESE_PUNCTUATION = /[、，；：。）]$/;

/** A name long enough to be worth a line of its own after a dot. */
const LONG_NAME = /^[\w$@-]{5}/;

/** The class of a `<wbr>` between the words of a name, which only phones use (`theme/styles`). */
export const WORD_BREAK_CLASS = 'rslib-word-break';

const wbr = (): Element => ({ type: 'element', tagName: 'wbr', properties: {}, children: [] });
const wordBreak = (): Element => ({ ...wbr(), properties: { className: [WORD_BREAK_CLASS] } });
const text = (value: string): Text => ({ type: 'text', value });

/** Offsets in `value` after which a `<wbr>` goes (see above). */
function breakOffsets(value: string): number[] {
  const offsets: number[] = [];
  for (let index = 1; index < value.length - 1; index++) {
    const char = value[index] ?? '';
    if (char !== '/' && char !== '.' && char !== '_') continue;
    if (/[\s./_]/.test(value[index - 1] ?? ' ') || /[\s/]/.test(value[index + 1] ?? ' ')) continue;
    if (char !== '/' && !LONG_NAME.test(value.slice(index + 1))) continue;
    offsets.push(index + 1);
  }
  return offsets;
}

/** A camelCase name long enough to break (`esbuildOptions`; not `defineConfig`). */
const MIN_SPLIT_NAME = 14;
/** The letters on each side of a break between the words of a name, at least. */
const MIN_NAME_PART = 5;

/** Offsets in `value` between the words of its long camelCase names (see above). */
function wordBreakOffsets(value: string): number[] {
  const offsets: number[] = [];
  for (const name of value.matchAll(/[A-Za-z$][A-Za-z0-9$]*/g)) {
    if (name[0].length < MIN_SPLIT_NAME) continue;
    let partStart = 0;
    for (const boundary of name[0].matchAll(/(?<=[a-z])[A-Z]/g)) {
      const at = boundary.index;
      if (at - partStart < MIN_NAME_PART || name[0].length - at < MIN_NAME_PART) continue;
      offsets.push(name.index + at);
      partStart = at;
    }
  }
  return offsets;
}

function withBreaks(value: string, words = false): ElementContent[] {
  const out: ElementContent[] = [];
  const inNames = new Set(words ? wordBreakOffsets(value) : []);
  const offsets = [...new Set([...breakOffsets(value), ...inNames])].sort((a, b) => a - b);
  let start = 0;
  for (const offset of offsets) {
    out.push(text(value.slice(start, offset)), inNames.has(offset) ? wordBreak() : wbr());
    start = offset;
  }
  if (start < value.length) out.push(text(value.slice(start)));
  return out;
}

/**
 * The text of an inline code span as text, unbreakable flags and, with `breaks`, `<wbr>`
 * elements; with `words` too, breaks between the words of long camelCase names.
 */
export function breakInlineCode(
  value: string,
  { breaks = true, words = false } = {},
): ElementContent[] {
  const plain = (part: string): ElementContent[] =>
    breaks ? withBreaks(part, words) : part ? [text(part)] : [];
  const out: ElementContent[] = [];
  let start = 0;
  for (const flag of value.matchAll(FLAG)) {
    out.push(...plain(value.slice(start, flag.index)), {
      type: 'element',
      tagName: 'span',
      properties: { className: [NO_BREAK_CLASS] },
      children: [text(flag[0])],
    });
    start = flag.index + flag[0].length;
  }
  out.push(...plain(value.slice(start)));
  return out;
}

const isCode = (node: ElementContent): node is Element =>
  node.type === 'element' && node.tagName === 'code';

const HEADING = /^h[1-6]$/;
const CELL = /^t[dh]$/;

/** Adds the breaks to the inline code and headings under `parent` (code blocks are `pre > code`). */
function visit(parent: Element, inCell: boolean): void {
  const inHeading = HEADING.test(parent.tagName);
  const children: ElementContent[] = [];
  for (const child of parent.children) {
    const previous = children.at(-1);
    if (inHeading && child.type === 'text') {
      const pieces = withBreaks(child.value);
      // Rspress's outline shows a heading's HTML only when it holds a whole element (a lone
      // `<wbr>` is shown as text), so the pieces go in a span.
      children.push(
        pieces.length > 1
          ? { type: 'element', tagName: 'span', properties: {}, children: pieces }
          : child,
      );
      continue;
    }
    if (isCode(child) && parent.tagName !== 'pre') {
      if (inCell && previous?.type === 'text' && CHINESE_PUNCTUATION.test(previous.value)) {
        children.push(wbr());
      }
      const [only, ...rest] = child.children;
      if (only?.type === 'text' && rest.length === 0 && ONE_FLAG.test(only.value)) {
        child.properties.className = [NO_BREAK_CLASS];
      } else {
        child.children = child.children.flatMap((inner) =>
          inner.type === 'text'
            ? breakInlineCode(inner.value, {
                breaks: inCell || inHeading || inner.value.length >= LONG_CODE,
                words: inCell,
              })
            : [inner],
        );
      }
    } else if ('children' in child) {
      // MDX's JSX elements hold Markdown children as elements do.
      visit(child as Element, inCell || CELL.test((child as Element).tagName ?? ''));
    }
    children.push(child);
  }
  parent.children = children;
}

/** The rehype plugin: the breaks above, on every page Rspress compiles. */
export function rehypeCodeBreaks() {
  return (tree: Root): void => {
    for (const child of tree.children) if ('children' in child) visit(child as Element, false);
  };
}
