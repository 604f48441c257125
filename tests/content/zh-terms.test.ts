import { describe, expect, it } from 'vitest';
import { pageSource, SITE_PAGES } from '../support/docs';
import { zhStyleProblems } from '../support/zh-style';
import { ZH_TERMS } from './zh-terms';

const zhPages = SITE_PAGES.filter((page) => page.lang === 'zh');

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
      '打包模式的输出目录；模块联邦（Module Federation）与 Module Federation。',
      '环境模式即 env mode；CSS Module 与 CSS Modules；[Rstest](https://rstest.rs) 与 [Rsbuild](https://rsbuild.rs/zh/guide/start/)。',
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
      '9: "打包模式": write "bundle 模式" (bundle mode (bundle: true))',
      '9: "输出目录": write "产物目录" (output directory (where a lib item writes its files))',
      '9: "Module Federation" in Chinese prose: write "模块联邦"',
      '10: "环境模式": write "env 模式" (env mode (--env-mode))',
      '10: "env mode" in Chinese prose: write "env 模式"',
      '10: "CSS Module": write "CSS Modules" (CSS Modules)',
      '10: "https://rstest.rs": write "the same page under https://<site>.rs/zh/" (a link to an upstream site of the Rstack family)',
    ]);
  });

  it('is kept on every Chinese page', () => {
    const problems = zhPages.flatMap(({ file }) =>
      zhStyleProblems(pageSource('zh', file), ZH_TERMS).map(
        ({ line, message }) => `docs/zh/${file}:${line}: ${message}`,
      ),
    );
    expect(problems).toEqual([]);
    console.log(`zh vocabulary: ${ZH_TERMS.length} terms on ${zhPages.length} pages`);
  });
});
