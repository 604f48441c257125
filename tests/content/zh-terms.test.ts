import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSitePages } from '../../src/routes';
import { zhStyleProblems } from '../../src/zh-style';
import { ZH_TERMS } from './zh-terms';

const docsRoot = path.resolve(__dirname, '../../docs');
const zhPages = listSitePages(docsRoot).filter((page) => page.lang === 'zh');

describe('the Chinese vocabulary', () => {
  it('catches variants, English leftovers and link spacing, so the check below can fail', () => {
    const page = [
      '---',
      'title: 示例',
      'description: 每个 lib 项的运行时目标。',
      '---',
      '',
      '每个 `lib` 项都是一个 Rsbuild environment，详见 [产物结构](/zh/a)。',
      '生成声明文件，见[`dts`](/zh/b)。代码 `environment` 与 `output.target` 不算。',
      '',
    ].join('\n');
    expect(
      zhStyleProblems(page, ZH_TERMS).map(({ line, message }) => `${line}: ${message}`),
    ).toEqual([
      '0: "运行时目标": write "运行目标" (target, runtime target (output.target))',
      '0: "lib 项": write "`lib` 配置项" (lib item (one element of the lib array))',
      '6: "`lib` 项": write "`lib` 配置项" (lib item (one element of the lib array))',
      '6: "Rsbuild environment" in Chinese prose: write "环境"',
      '6: a space before [产物结构]',
      '7: "声明文件": write "类型声明文件" (declaration file)',
      '7: no space before [`dts`]',
    ]);
  });

  it('is kept on every Chinese page', () => {
    const problems = zhPages.flatMap(({ file }) =>
      zhStyleProblems(readFileSync(path.join(docsRoot, 'zh', file), 'utf8'), ZH_TERMS).map(
        ({ line, message }) => `docs/zh/${file}:${line}: ${message}`,
      ),
    );
    expect(problems).toEqual([]);
    console.log(`zh vocabulary: ${ZH_TERMS.length} terms on ${zhPages.length} pages`);
  });
});
