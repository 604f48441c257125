import { expect, test } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { parseMarkdown, walk } from '#node/markdown';
import { markdownTwinOf } from '#shared/locale-path';
import { SITE } from '#shared/site';
import { SITE_PAGES } from '../support/docs';
import { collapseSpace } from '../support/site-links';

// These tests read files over HTTP and open no page, so they take Playwright's own `test`: the
// one in `fixtures.ts` opens a page for every test, to watch what no test here loads.

/** The h2 and h3 texts of a page's `main`, as a reader sees them (no anchor's '#'). */
function pageHeadings(html: string): string[] {
  const main = DomUtils.findAll((element) => element.name === 'main', parseDocument(html).children);
  return DomUtils.findAll((element) => element.name === 'h2' || element.name === 'h3', main).map(
    (heading) => {
      const anchors = DomUtils.findAll(
        (element) => (element.attribs.class ?? '').includes('header-anchor'),
        [heading],
      );
      for (const anchor of anchors) DomUtils.removeElement(anchor);
      return collapseSpace(DomUtils.textContent(heading));
    },
  );
}

/** The h2 and h3 texts of a Markdown document, without a `{#id}` suffix. */
function markdownHeadings(markdown: string): string[] {
  const headings: string[] = [];
  for (const node of walk(parseMarkdown(markdown))) {
    if (node.type !== 'heading' || node.depth < 2 || node.depth > 3) continue;
    const text = [...walk(node)]
      .map((child) => (child.type === 'text' || child.type === 'inlineCode' ? child.value : ''))
      .join('');
    headings.push(collapseSpace(text.replace(/\s*\{#[^}]*\}\s*$/, '')));
  }
  return headings;
}

/** The addresses of a Markdown document's links to twins of this site, without their fragment. */
function twinLinks(markdown: string): string[] {
  const links: string[] = [];
  for (const node of walk(parseMarkdown(markdown))) {
    if (node.type !== 'link') continue;
    const url = new URL(node.url, SITE.origin);
    if (url.origin === SITE.origin && url.pathname.endsWith('.md')) links.push(url.pathname);
  }
  return links;
}

test.describe('Markdown for LLMs', () => {
  const twins = new Set(SITE_PAGES.map(({ route }) => markdownTwinOf(route)));
  // A test per page, as the crawl has: the whole site in one test outran the 30 s test timeout
  // on a busy two-core machine, and a failure names its page.
  for (const { route } of SITE_PAGES) {
    test(`${route} has a complete Markdown twin: its sections, links to twins that exist, and no MDX left in it`, async ({
      request,
    }) => {
      const html = await (await request.get(route)).text();
      const response = await request.get(markdownTwinOf(route));
      expect(response.status(), markdownTwinOf(route)).toBe(200);
      expect(response.headers()['content-type']).toContain('text/markdown');
      const markdown = await response.text();
      expect(markdown, route).toMatch(/^# .+/m);
      // Code blocks may show imports and JSX; the prose around them must not.
      const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
      expect(prose, `${route}: leftover import`).not.toMatch(/^import .+ from ['"]/m);
      expect(prose, `${route}: leftover JSX`).not.toMatch(/<[A-Z][A-Za-z]+[\s/>]/);
      // What the page shows, the twin holds: every section the page has, the twin has too.
      const inTwin = new Set(markdownHeadings(markdown));
      const missing = pageHeadings(html).filter((heading) => !inTwin.has(heading));
      expect(missing, `sections of ${route} missing from ${markdownTwinOf(route)}`).toEqual([]);
      const broken = twinLinks(markdown).filter((twin) => !twins.has(twin));
      expect(broken, `links of ${markdownTwinOf(route)} to no twin`).toEqual([]);
    });
  }

  test('install tabs become one code block per package manager', async ({ request }) => {
    const markdown = await (await request.get('/guide/start/quick-start.md')).text();
    for (const manager of ['npm', 'yarn', 'pnpm', 'bun']) {
      expect(markdown).toContain(`\`\`\`sh [${manager}]`);
    }
    expect(markdown).not.toContain('[deno]');
  });

  for (const { prefix, heading, description } of [
    { prefix: '', heading: '## Guide', description: /^> Rslib is /m },
    { prefix: '/zh', heading: '## 指南', description: /^> Rslib 是/m },
  ]) {
    test(`${prefix || '/'} llms.txt indexes that language's pages, and llms-full.txt bundles them`, async ({
      request,
    }) => {
      const index = await (await request.get(`${prefix}/llms.txt`)).text();
      expect(index).toMatch(/^# Rslib$/m);
      expect(index).toMatch(description);
      expect(index).toContain(heading);
      expect(index).toContain(`https://rslib.rs${prefix}/guide/start/quick-start.md`);
      expect(index).not.toContain('404');

      const full = await (await request.get(`${prefix}/llms-full.txt`)).text();
      expect(full).toContain(`url: https://rslib.rs${prefix}/guide/start/glossary.md`);
      expect(full).not.toContain('404.md');
    });
  }

  test('the not-found page has no twin', async ({ request }) => {
    expect((await request.get('/zh/404.md')).status()).toBe(404);
  });
});
