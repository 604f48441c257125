import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfigBlocks, formatReport } from '../support/config-blocks';

const root = path.resolve(__dirname, '../..');
const fence = (meta: string, code: string) => `\`\`\`ts ${meta}\n${code}\n\`\`\`\n`;

describe('checkConfigBlocks', () => {
  it('type-checks config blocks against @rslib/core and points at the Markdown line', () => {
    const good =
      "import { defineConfig } from '@rslib/core';\nexport default defineConfig({ lib: [{ format: 'esm' }] });";
    const bad =
      "import { defineConfig } from '@rslib/core';\nexport default defineConfig({\n  lib: [{ format: 'esm', notAnOption: true }],\n});";
    const report = checkConfigBlocks(
      [
        { file: 'docs/en/a.md', source: `# A\n\n${fence('title="rslib.config.ts"', good)}` },
        { file: 'docs/en/b.md', source: `# B\n\ntext\n\n${fence('title="rslib.config.ts"', bad)}` },
        { file: 'docs/en/c.md', source: fence('title="rslib.config.ts" partial', 'lib: [') },
        { file: 'docs/en/d.md', source: fence('title="other.ts"', 'this is not checked') },
      ],
      root,
    );
    expect(report.checked).toBe(2);
    expect(report.skipped).toEqual([{ file: 'docs/en/c.md', line: 2 }]);
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatchObject({ file: 'docs/en/b.md', line: 8 });
    expect(report.problems[0]?.message).toContain('notAnOption');
    expect(formatReport(report)).toContain('2 type-checked, 1 skipped as partial, 1 problems');
  }, 60_000);
});
