import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE } from '#shared/site';
import { pageSource, SITE_PAGES } from '../support/docs';
import { libConfigKeySources, optionKeyOf } from '../support/lib-config';
import { mdxElements } from '../support/markdown';

const root = path.resolve(__dirname, '../..');
const optionPages = SITE_PAGES.filter((page) =>
  /^config\/lib\/(?!index\.)/.test(page.file.split(path.sep).join('/')),
);
/** Where `SourceCode` links go: the rslib repository's main branch. */
const SOURCE_BASE = `${SITE.repository}/blob/main/`;

describe('the Source link of each lib option page', () => {
  const sources = libConfigKeySources(root);

  it('finds SourceCode elements outside code only', () => {
    const page =
      '<SourceCode href="a" />\n\n`<SourceCode href="b" />`\n\n```mdx\n<SourceCode />\n```\n';
    expect(mdxElements(page, 'SourceCode')).toEqual([{ href: 'a' }]);
  });

  it('is exactly one, to the file that types the option, in both languages', () => {
    const problems: string[] = [];
    for (const { lang, file } of optionPages) {
      const where = `docs/${lang}/${file}`;
      const source = pageSource(lang, file);
      const key = optionKeyOf(path.basename(file).replace(/\.mdx?$/, ''));
      const typedIn = sources.get(key);
      const links = mdxElements(source, 'SourceCode');
      if (!typedIn) problems.push(`${where}: @rslib/core does not type "${key}" itself`);
      else if (links.length !== 1) problems.push(`${where}: ${links.length} SourceCode links`);
      else if (links[0]?.href !== `${SOURCE_BASE}${typedIn}`)
        problems.push(`${where}: links ${links[0]?.href}, not ${SOURCE_BASE}${typedIn}`);
      if (!file.endsWith('.mdx')) problems.push(`${where}: must be .mdx to render SourceCode`);
      if (!/^import \{ SourceCode \} from '@theme';$/m.test(source))
        problems.push(`${where}: does not import SourceCode from '@theme'`);
    }
    expect(problems).toEqual([]);
    expect(optionPages.length).toBeGreaterThan(0);
    console.log(`source links: ${optionPages.length} option pages link the file typing their key`);
  });
});
