/** Checks that keep the Chinese pages to one vocabulary and one spacing rule around links. */
import { frontMatterProse } from '#node/front-matter';
import { markdownBody } from '#node/markdown';
import { proseText } from './markdown';

export interface ZhTerm {
  /** The English term, as the English pages say it. */
  en: string;
  /** The one Chinese term for it. */
  zh: string;
  /** Other Chinese renderings of the same term, in body text and front matter. */
  variants?: RegExp[];
  /** Renderings wrong in body text only (e.g. a key name that body text puts in code). */
  bodyVariants?: RegExp[];
  /** The English words left in place of the Chinese term (checked outside code and URLs). */
  english?: RegExp[];
}

export interface ZhStyleProblem {
  /** 1-based line in the page; 0 for the front matter. */
  line: number;
  message: string;
}

const IDEOGRAPH = String.raw`[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]`;
/** A link right after a Chinese character: its text, and whether a space sits between. */
const LINK_AFTER_HAN = new RegExp(`${IDEOGRAPH}( ?)\\[([^\\]\\n]+)\\]\\(`, 'gu');
/** A link right before a Chinese character: its text, and whether a space sits between. */
const LINK_BEFORE_HAN = new RegExp(`\\[([^\\]\\n]+)\\]\\([^)\\s]*\\)( ?)${IDEOGRAPH}`, 'gu');
const STARTS_HAN = new RegExp(`^${IDEOGRAPH}`, 'u');
const ENDS_HAN = new RegExp(`${IDEOGRAPH}$`, 'u');

/**
 * The spacing rule: a space between Chinese and Latin text, none between Chinese characters.
 * A link counts as the text it shows, so `见[产物结构](…)` and `见 [`dts`](…)` are right, and
 * `见 [产物结构](…)` and `见[`dts`](…)` are not.
 */
function linkSpacingProblems(line: string): string[] {
  const problems: string[] = [];
  for (const [, space, text = ''] of line.matchAll(LINK_AFTER_HAN)) {
    const want = STARTS_HAN.test(text) ? '' : ' ';
    if (space !== want) problems.push(`${want ? 'no space' : 'a space'} before [${text}]`);
  }
  for (const [, text = '', space] of line.matchAll(LINK_BEFORE_HAN)) {
    const want = ENDS_HAN.test(text) ? '' : ' ';
    if (space !== want) problems.push(`${want ? 'no space' : 'a space'} after [${text}]`);
  }
  return problems;
}

const found = (patterns: RegExp[] | undefined, text: string): string[] =>
  (patterns ?? []).flatMap((pattern) =>
    [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))].map(
      (match) => match[0],
    ),
  );

/** Where a Chinese page strays from the term list or from the spacing rule around links. */
export function zhStyleProblems(source: string, terms: readonly ZhTerm[]): ZhStyleProblem[] {
  const problems: ZhStyleProblem[] = [];
  const frontMatter = frontMatterProse(source);
  for (const term of terms) {
    for (const variant of found(term.variants, frontMatter))
      problems.push({ line: 0, message: `"${variant}": write "${term.zh}" (${term.en})` });
    for (const english of found(term.english, frontMatter))
      problems.push({ line: 0, message: `"${english}" in Chinese prose: write "${term.zh}"` });
  }
  const body = markdownBody(source).split('\n');
  const prose = proseText(source).split('\n');
  body.forEach((line, index) => {
    const report = (message: string) => problems.push({ line: index + 1, message });
    for (const term of terms) {
      for (const variant of found([...(term.variants ?? []), ...(term.bodyVariants ?? [])], line))
        report(`"${variant}": write "${term.zh}" (${term.en})`);
      for (const english of found(term.english, prose[index] ?? ''))
        report(`"${english}" in Chinese prose: write "${term.zh}"`);
    }
    for (const message of linkSpacingProblems(line)) report(message);
  });
  return problems;
}
