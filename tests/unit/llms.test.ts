import type { LlmsTxtContext } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { isDocumentPage, renderLlmsTxt } from '#node/llms';

const page = (
  title: string,
  link: string,
  extra: Partial<LlmsTxtContext['sections'][0]['pages'][0]> = {},
) => ({
  routePath: link.replace('.md', ''),
  link,
  title,
  frontmatter: {},
  lang: 'zh',
  version: '',
  ...extra,
});

describe('renderLlmsTxt', () => {
  const context: LlmsTxtContext = {
    title: 'Rslib',
    description: 'English description',
    lang: 'zh',
    version: '',
    base: '/',
    siteOrigin: 'https://rslib.rs',
    sections: [
      {
        title: '指南',
        pages: [page('快速开始', '/zh/guide/start/quick-start.md', { description: '上手' })],
      },
      { title: 'Others', pages: [page('404', '/zh/404.md', { frontmatter: { pageType: '404' } })] },
    ],
  };

  it('uses the language description and lists pages per section', () => {
    expect(renderLlmsTxt(context, { en: 'EN', zh: '中文描述' })).toBe(
      '# Rslib\n\n> 中文描述\n\n## 指南\n\n- [快速开始](/zh/guide/start/quick-start.md): 上手\n',
    );
  });

  it('leaves out not-found pages and the sections they empty', () => {
    expect(renderLlmsTxt(context, {})).not.toContain('404');
    expect(renderLlmsTxt(context, {})).toContain('> English description');
  });

  it('tells documents from not-found pages', () => {
    expect(isDocumentPage({ pageType: '404' })).toBe(false);
    expect(isDocumentPage({ pageType: 'doc' })).toBe(true);
    expect(isDocumentPage({})).toBe(true);
  });
});
