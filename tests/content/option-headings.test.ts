import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ConfigScope, optionKeys } from '#node/config-keys';
import { createOptionResolver } from '#node/config-options';
import { optionHeadings, referencePages } from '#node/config-reference';
import { rslibTypes } from '#node/rslib-types';
import { LANGUAGES } from '#shared/locale-path';
import { DOCS_ROOT } from '../support/docs';

const root = path.resolve(__dirname, '../..');

/** The lib pages document a `lib` item's options; the Rsbuild pages the config file's own. */
const scopeOf = (file: string): ConfigScope => (file.startsWith('config/lib/') ? 'lib' : 'config');

describe('option headings of the reference pages', () => {
  it('each name an option of the installed @rslib/core, under the page’s own option', () => {
    const resolver = createOptionResolver(rslibTypes(root));
    const problems: string[] = [];
    let checked = 0;
    for (const lang of LANGUAGES)
      for (const page of referencePages(DOCS_ROOT, lang)) {
        const file = page.file ?? page.route;
        const scope = scopeOf(file);
        for (const heading of optionHeadings(page))
          for (const option of heading.options) {
            checked++;
            const where = `docs/${lang}/${file}:${heading.line} "${'#'.repeat(heading.depth)} ${heading.text}"`;
            const found = resolver.lookup(scope, optionKeys(option));
            if (found.kind !== 'option')
              problems.push(
                `${where}: "${option}" is not an option of ${scope === 'lib' ? 'a lib item' : 'the config'}`,
              );
            else if (page.option !== null && optionKeys(option)[0] !== page.option)
              problems.push(
                `${where}: "${option}" is not under the page's option "${page.option}"`,
              );
          }
      }
    expect(problems).toEqual([]);
    expect(checked, 'option headings found').toBeGreaterThan(0);
  });
});
