import { describe, expect, it } from 'vitest';
import {
  cjkShare,
  codeTitled,
  extractCodeBlocks,
  headingCounts,
  proseText,
} from '../support/markdown';

const page = [
  '---',
  'title: T',
  '---',
  '',
  '# Title',
  '',
  '## One {#one}',
  '',
  '```ts title="rslib.config.ts"',
  "import { defineConfig } from '@rslib/core';",
  '# not a heading',
  '```',
  '',
  '### Two {#two}',
  '',
  '````md title="nested.md" partial',
  '```js',
  'x',
  '```',
  '````',
  '',
  '~~~bash',
  'npm i',
  '~~~',
].join('\n');

describe('extractCodeBlocks', () => {
  it('finds fences with their language, title, partial flag and first code line', () => {
    expect(extractCodeBlocks(page)).toEqual([
      {
        lang: 'ts',
        meta: 'title="rslib.config.ts"',
        title: 'rslib.config.ts',
        partial: false,
        code: "import { defineConfig } from '@rslib/core';\n# not a heading",
        line: 10,
      },
      {
        lang: 'md',
        meta: 'title="nested.md" partial',
        title: 'nested.md',
        partial: true,
        code: '```js\nx\n```',
        line: 17,
      },
      { lang: 'bash', meta: '', title: null, partial: false, code: 'npm i', line: 23 },
    ]);
  });

  it('finds a fence nested deeper in a list, where a line-by-line reader saw prose', () => {
    const nested = [
      '1. Install:',
      '',
      '   - then write the config:',
      '',
      '     ```ts title="rslib.config.ts"',
      '     export default {};',
      '     ```',
      '',
      '     Text after.',
    ].join('\n');
    expect(extractCodeBlocks(nested)).toEqual([
      {
        lang: 'ts',
        meta: 'title="rslib.config.ts"',
        title: 'rslib.config.ts',
        partial: false,
        code: 'export default {};',
        line: 6,
      },
    ]);
    expect(proseText(nested)).not.toContain('export default');
    expect(proseText(nested)).toContain('Text after.');
  });

  it('does not take a title containing the word partial for the flag', () => {
    expect(extractCodeBlocks('```ts title="partial.ts"\nx\n```')[0]?.partial).toBe(false);
  });
});

describe('codeTitled', () => {
  it('gives the code of the first block with that title, and names a title it lacks', () => {
    const twice = '```ts title="a.ts"\nfirst\n```\n\n```ts title="a.ts"\nsecond\n```';
    expect(codeTitled(twice, 'a.ts')).toBe('first');
    expect(codeTitled(page, 'nested.md')).toBe('```js\nx\n```');
    expect(() => codeTitled(page, 'b.ts')).toThrow('no code block titled "b.ts"');
  });
});

describe('headingCounts', () => {
  it('counts headings outside code blocks and front matter', () => {
    expect(headingCounts(page)).toMatchObject({ 1: 1, 2: 1, 3: 1, 4: 0 });
  });
});

describe('proseText and cjkShare', () => {
  it('keeps the words of the prose only', () => {
    const text = proseText(
      '---\ntitle: x\n---\nimport { A } from \'@theme\';\n\n## 标题 {#heading}\n\n使用 `defineConfig` 配置 [链接](https://rsbuild.rs)。\n\n<A b="c" />\n\n:::tip\n提示\n:::\n',
    );
    expect(text).not.toMatch(/defineConfig|heading|rsbuild|import|title|tip/);
    expect(text).toContain('使用');
    expect(text).toContain('链接');
  });

  it('measures the share of CJK characters among letters', () => {
    expect(cjkShare('中文 text')).toBeCloseTo(2 / 6);
    expect(cjkShare('全部中文')).toBe(1);
    expect(cjkShare('English only')).toBe(0);
    expect(cjkShare('123 !?')).toBe(0);
  });
});
