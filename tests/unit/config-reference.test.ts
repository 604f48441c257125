import { describe, expect, it } from 'vitest';
import { optionHeadings, optionSections } from '#node/config-reference';

const DTS = `---
title: lib.dts
---

# lib.dts

- **Type:** \`boolean | object\`
- **Default:** \`false\`

Generates TypeScript declaration files (\`.d.ts\`). This page lists every field.

## Fields {#fields}

### dts.bundle {#dtsbundle}

- **Type:** \`boolean\`
- **Default:** \`false\`

Rolls the declarations of each entry into one file, such as \`dist/index.d.ts\`. Install it first.

## Example {#example}
`;

const SHIMS_ZH = `# lib.shims

### shims.esm.\\_\\_filename {#shimsesm__filename}

- **类型：** \`boolean\`
- **默认值：** \`false\`

在文件顶部加入 \`__filename\`。其余不变。

### shims.cjs['import.meta.url'] {#shimscjsimportmetaurl}

说明。
`;

describe('option sections of the reference pages', () => {
  it('link the page for its own option and the heading for a nested one', () => {
    const sections = optionSections(
      [{ route: '/config/lib/dts', option: 'dts', source: DTS }],
      'en',
    );
    expect([...sections.keys()]).toEqual(['dts', 'dts.bundle']);
    expect(sections.get('dts')).toEqual({
      href: '/config/lib/dts',
      defaultValue: '`false`',
      summary: 'Generates TypeScript declaration files (`.d.ts`).',
    });
    expect(sections.get('dts.bundle')).toEqual({
      href: '/config/lib/dts#dtsbundle',
      defaultValue: '`false`',
      summary: 'Rolls the declarations of each entry into one file, such as `dist/index.d.ts`.',
    });
  });

  it('read Chinese labels and sentences, escaped and quoted keys', () => {
    const sections = optionSections(
      [{ route: '/zh/config/lib/shims', option: 'shims', source: SHIMS_ZH }],
      'zh',
    );
    expect(sections.get('shims.esm.__filename')).toEqual({
      href: '/zh/config/lib/shims#shimsesm__filename',
      defaultValue: '`false`',
      summary: '在文件顶部加入 `__filename`。',
    });
    expect(sections.get("shims.cjs['import.meta.url']")?.href).toBe(
      '/zh/config/lib/shims#shimscjsimportmetaurl',
    );
  });

  it('take lib.-prefixed headings from a page of several options, and the page for its list', () => {
    const index = `Each item of the \`lib\` array describes one output.\n\n## lib.wasm {#wasm}\n\nHow imports of \`.wasm\` files are written.\n\n### wasm.mode {#wasm-mode}\n\n### Fields {#fields}\n\n## Examples {#examples}\n`;
    const sections = optionSections(
      [{ route: '/config/lib/', option: null, listOf: 'lib', source: index }],
      'en',
    );
    expect([...sections.keys()]).toEqual(['lib', 'wasm', 'wasm.mode']);
    expect(sections.get('lib')).toEqual({
      href: '/config/lib/',
      summary: 'Each item of the `lib` array describes one output.',
    });
  });

  it('count as option headings the title and headings made only of option paths', () => {
    const output = `# output\n\n## output.target {#output-target}\n\n## Values {#values}\n\n## Migrating to output.autoExternal {#migration}\n\n## output.inlineScripts and output.inlineStyles {#inline}\n\n### 打包一个 Node.js 工具 {#node}\n\n## output.a 与 output.b {#ab}\n`;
    const headings = optionHeadings({
      route: '/config/rsbuild/output',
      option: 'output',
      source: output,
    });
    expect(headings.map(({ line, text, options }) => [line, text, options])).toEqual([
      [1, 'output', ['output']],
      [3, 'output.target', ['output.target']],
      [
        9,
        'output.inlineScripts and output.inlineStyles',
        ['output.inlineScripts', 'output.inlineStyles'],
      ],
      [13, 'output.a 与 output.b', ['output.a', 'output.b']],
    ]);
    const index = `# Lib options\n\n## lib.wasm {#wasm}\n\n### Fields {#fields}\n`;
    expect(
      optionHeadings({ route: '/config/lib/', option: null, source: index }).map((h) => h.options),
    ).toEqual([['wasm']]);
  });
});
