import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/locale-path';
import { pageSource, SITE_PAGES } from '../support/docs';
import { templateMentions } from '../support/template-mentions';

/**
 * The templates of `create-rslib` 1.0.0-rc.0, the newest published source we have
 * (`TEMPLATES` in packages/create-rslib/src/index.ts of web-infra-dev/rslib, commit 431665e).
 * Each base comes as `<base>-js` and `<base>-ts`; a bare base means `<base>-ts`
 * (src/parseTemplateName.ts). Every template ships an Rstest setup.
 */
const TEMPLATE_BASES = ['node', 'react', 'vue', 'svelte', 'solid'];
const TEMPLATES = new Set(TEMPLATE_BASES.flatMap((base) => [base, `${base}-js`, `${base}-ts`]));

describe('create-rslib templates named in the docs', () => {
  it('finds names in flags and in prose, so the check below can fail', () => {
    expect(
      templateMentions('npm create rslib@latest -- --dir lib --template node-dual-ts'),
    ).toEqual(['node-dual-ts']);
    expect(templateMentions('`create-rslib`: the `node-esm` or `node-dual` template')).toEqual([
      'node-esm',
      'node-dual',
    ]);
    expect(templateMentions('`create-rslib` 模板名称为 `node-esm`、`react`')).toEqual([
      'node-esm',
      'react',
    ]);
  });

  it('are all templates create-rslib has', () => {
    const problems: string[] = [];
    let mentions = 0;
    for (const { lang, file } of SITE_PAGES) {
      for (const name of templateMentions(pageSource(lang, file))) {
        mentions++;
        if (!TEMPLATES.has(name)) problems.push(`docs/${lang}/${file}: no template "${name}"`);
      }
    }
    expect(problems).toEqual([]);
    expect(mentions).toBeGreaterThan(0);
    console.log(
      `create-rslib: ${mentions} template mentions checked against ${TEMPLATES.size} names`,
    );
  });

  it('are listed in full on the quick start page, in both languages', () => {
    for (const lang of LANGUAGES) {
      const named = new Set(templateMentions(pageSource(lang, 'guide/start/quick-start.mdx')));
      for (const base of TEMPLATE_BASES) expect(named, `docs/${lang} quick start`).toContain(base);
    }
  });
});
