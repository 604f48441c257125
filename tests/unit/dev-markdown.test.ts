import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDevTwinHandler } from '#node/dev-markdown';
import { markdownSource } from '#node/markdown';

const PAGE = `---
title: Quick start
description: Start here.
---

import { PackageManagerTabs } from '@theme';
export const answer = 42;

# Quick start

Text with \`code\`.

\`\`\`ts
import { defineConfig } from '@rslib/core';
export default defineConfig({});
\`\`\`

<PackageManagerTabs command="add @rslib/core -D" />
`;

describe('markdownSource', () => {
  it('drops the front matter and the MDX import/export lines, and keeps code as written', () => {
    expect(markdownSource(PAGE)).toBe(`# Quick start

Text with \`code\`.

\`\`\`ts
import { defineConfig } from '@rslib/core';
export default defineConfig({});
\`\`\`

<PackageManagerTabs command="add @rslib/core -D" />
`);
  });

  it('keeps a page without front matter whole', () => {
    expect(markdownSource('# Title\n\nBody.')).toBe('# Title\n\nBody.\n');
  });
});

describe('createDevTwinHandler', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'dev-twins-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('en/guide/start/quick-start.mdx', PAGE);
  write('en/guide/start/index.md', '# Introduction\n');
  write('zh/guide/start/index.md', '---\ntitle: 介绍\n---\n\n# 介绍\n');
  const handle = createDevTwinHandler(root);

  it('answers a twin URL with its page’s source, as the build names twins', () => {
    expect(handle('/guide/start/quick-start.md?x=1')).toEqual({
      status: 200,
      contentType: 'text/markdown; charset=utf-8',
      body: markdownSource(PAGE),
    });
    expect(handle('/guide/start/index.md')?.body).toBe('# Introduction\n');
    expect(handle('/zh/guide/start/index.md')?.body).toBe('# 介绍\n');
  });

  it('leaves every other path to the server, odd ones included', () => {
    for (const url of ['/guide/start/quick-start', '/nope.md', '/guide/start.md', '/%E0%A4%A.md']) {
      expect(handle(url), url).toBeNull();
    }
  });

  it('reads the page again on every request, so an edit shows at once', () => {
    write('en/guide/start/glossary.md', '# Glossary\n');
    expect(handle('/guide/start/glossary.md')?.body).toBe('# Glossary\n');
    write('en/guide/start/glossary.md', '# Glossary, edited\n');
    expect(handle('/guide/start/glossary.md')?.body).toBe('# Glossary, edited\n');
  });
});
