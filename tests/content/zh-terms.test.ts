import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSitePages } from '../../src/build/routes';
import { zhStyleProblems } from '../support/zh-style';
import { ZH_TERMS } from './zh-terms';

const docsRoot = path.resolve(__dirname, '../../docs');
const zhPages = listSitePages(docsRoot).filter((page) => page.lang === 'zh');

describe('the Chinese vocabulary', () => {
  it('catches variants, English leftovers and link spacing, so the check below can fail', () => {
    const page = [
      '---',
      'title: 示例',
      'description: 每个 lib 配置项的运行时目标。',
      '---',
      '',
      '每个 `lib` 配置项都是一个 Rsbuild environment，详见 [产物结构](/zh/a)。',
      '生成声明文件，见[`dts`](/zh/b)。代码 `environment` 与 `output.target` 不算。',
      '每个 lib 项的使用者和用户，以及 Rslib 用户。',
      '',
    ].join('\n');
    expect(
      zhStyleProblems(page, ZH_TERMS).map(({ line, message }) => `${line}: ${message}`),
    ).toEqual([
      '0: "运行时目标": write "运行目标" (target, runtime target (output.target))',
      '0: "lib 配置项": write "`lib` 项" (lib item (one element of the lib array))',
      '6: "`lib` 配置项": write "`lib` 项" (lib item (one element of the lib array))',
      '6: "Rsbuild environment" in Chinese prose: write "环境"',
      '6: a space before [产物结构]',
      '7: "声明文件": write "类型声明文件" (declaration file)',
      '7: no space before [`dts`]',
      '8: "lib 项": write "`lib` 项" (lib item (one element of the lib array))',
      '8: "使用者": write "使用方" (consumer (whoever installs and uses the library))',
      '8: "用户": write "使用方" (consumer (whoever installs and uses the library))',
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
