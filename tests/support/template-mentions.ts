/** Finding the `create-rslib` template names a page mentions, so a test can hold them to the real list. */

/** A code span, or several joined by commas and "or"/"and" (或、和 in Chinese). */
const CODE_LIST = String.raw`\x60[^\x60\n]+\x60(?:(?:,? (?:or|and) |, |、| ?[或和] ?)\x60[^\x60\n]+\x60)*`;

/** `--template react-ts`, `-t vue`, `--template=node-js`: the value a command passes. */
const FLAG_VALUE = /(?:--template|(?<![\w-])-t)[= ]['"]?([\w@./-]+)/g;
/** "the `react` template", "`node-esm` or `node-dual` template", "`vue` 模板". */
const BEFORE_WORD = new RegExp(`(${CODE_LIST})\\s*(?:templates?\\b|模板)`, 'gi');
/** "Template names are `node`, `react` and `vue`", "template, `node`", "模板名称为 `node`". */
const AFTER_WORD = new RegExp(
  `(?:(?<![\\w\x60-])templates?(?: names? (?:are|is))?[,:]?\\s+|模板(?:名称[为是])?[：:]?\\s*)(${CODE_LIST})`,
  'gi',
);

const spans = (list: string): string[] =>
  [...list.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');

/** Pages about the generator; elsewhere "template" means other things (file name templates). */
const ABOUT_CREATE_RSLIB = /create[- ]rslib/;

/**
 * Every template name a page mentions: values of `--template`/`-t` anywhere (code included),
 * and, on pages that mention `create-rslib`, code spans that prose names as templates.
 * Language suffixes alone (`-ts`) and the generator's own name are skipped.
 */
export function templateMentions(source: string): string[] {
  const names = [...source.matchAll(FLAG_VALUE)].map((match) => match[1] ?? '');
  if (!ABOUT_CREATE_RSLIB.test(source)) return names;
  for (const pattern of [BEFORE_WORD, AFTER_WORD]) {
    for (const match of source.matchAll(pattern)) names.push(...spans(match[1] ?? ''));
  }
  return names.filter(
    (name) => name !== '' && name !== 'create-rslib' && !/^-(?:ts|js)$/.test(name),
  );
}
