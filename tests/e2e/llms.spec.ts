import { markdownTwinOf } from '#shared/locale-path';
import { SITE_PAGES } from '../support/docs';
import { expect, test } from './fixtures';

test.describe('Markdown for LLMs', () => {
  test('every page has a complete Markdown twin: no MDX left in it', async ({ request }) => {
    for (const { route } of SITE_PAGES) {
      const response = await request.get(markdownTwinOf(route));
      expect(response.status(), markdownTwinOf(route)).toBe(200);
      expect(response.headers()['content-type']).toContain('text/markdown');
      const markdown = await response.text();
      expect(markdown, route).toMatch(/^# .+/m);
      // Code blocks may show imports and JSX; the prose around them must not.
      const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
      expect(prose, `${route}: leftover import`).not.toMatch(/^import .+ from ['"]/m);
      expect(prose, `${route}: leftover JSX`).not.toMatch(/<[A-Z][A-Za-z]+[\s/>]/);
    }
  });

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
