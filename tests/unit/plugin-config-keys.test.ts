import path from 'node:path';
import type { Code, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parsePage, walk } from '#node/markdown';
import { pluginConfigKeys } from '#node/rspress/plugin-config-keys';
import { DOCS_ROOT } from '../support/docs';

const projectRoot = path.resolve(__dirname, '../..');
const plugin = pluginConfigKeys({ docsRoot: DOCS_ROOT, projectRoot });
const remark = plugin.markdown?.remarkPlugins?.[0] as () => (
  tree: Root,
  file: { path: string },
) => void;

function run(page: string, source: string): Root {
  const tree = parsePage(source);
  remark()(tree, { path: path.join(DOCS_ROOT, page) });
  return tree;
}

const block = (lang: string, body: string, meta = 'title="rslib.config.ts"') =>
  `# A page\n\nSome text.\n\n\`\`\`${lang} ${meta}\n${body}\n\`\`\`\n`;

describe('the config keys plugin', () => {
  it('fails on a key that is no option, naming the page and the line', () => {
    const source = block(
      'ts',
      "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ dts: { bundel: true } }],\n});",
    );
    expect(() => run('en/guide/example.md', source)).toThrow(
      'docs/en/guide/example.md:9: "dts.bundel" is not an option of a lib item in the installed @rslib/core.',
    );
  });

  it('marks the keys of a partial block too, with links in the page language', () => {
    const tree = run(
      'zh/guide/example.md',
      block('ts', 'defineConfig({ lib: [{ format: "esm" }] })', 'title="rslib.config.ts" partial'),
    );
    const code = [...walk(tree)].find((node): node is Code => node.type === 'code');
    const marks = JSON.parse(
      String(
        (code?.data as { hProperties?: Record<string, unknown> } | undefined)?.hProperties
          ?.dataConfigKeys,
      ),
    );
    expect(marks).toEqual([
      [15, 18, '/zh/config/lib/', 'lib'],
      [23, 29, '/zh/config/lib/format', 'format'],
    ]);
  });

  it('leaves other code alone', () => {
    const tree = run(
      'en/guide/example.md',
      block(
        'ts',
        "import { defineConfig } from 'vitest/config';\nexport default defineConfig({ test: {} });",
        '',
      ),
    );
    const code = [...walk(tree)].find((node): node is Code => node.type === 'code');
    expect(code?.data).toBeUndefined();
  });
});
