/**
 * A generated documentation corpus: deterministic pseudo-random pages built from a fixed
 * vocabulary of documentation words (English) or phrases (Chinese), with headings and
 * paragraphs. Shared by the scale test and `bench/search.ts`.
 */

import type { Language } from '#shared/locale-path';
import type { HeadingType, SearchRecord } from '#shared/search/types';

/** Half of the 10,000-page bilingual corpus: one language's pages. */
const PAGES_PER_LANGUAGE = 5000;

/** Queries whose words the corpus and this site both hold: half English, half Chinese. */
export const SAMPLE_QUERIES: Record<Language, string[]> = {
  en: [
    ...['bundle', 'bundl', 'output format', 'declaration files', 'lib.autoExtension', 'autoExt'],
    ...['module federation', 'umd name', 'dts bundle', 'external helpers', 'tsup', 'storybook'],
    ...['react component library', 'node.js', 'syntax es2015'],
  ],
  zh: [
    ...['打包', '产物格式', '类型声明', '声明文件', '配置文件', '模块联邦', '快速开始', '依赖'],
    ...['输出目录', '构建 产物', '外部化', '兼容性', '命令行', '静态资源', '组件库'],
  ],
};

/** The generated corpus's words: the queries' plus common documentation words. */
const VOCABULARY: Record<Language, string[]> = {
  en: `${SAMPLE_QUERIES.en.join(' ')} the a of to and in is for with that by from on as be this it are
    or can when not use your each file files build library package option options config entry
    output dist module modules import export default value values type types source target
    browser node web esm cjs commonjs iife mf plugin plugins rsbuild rspack rslib compile
    compiler javascript typescript tsconfig declaration generate path paths directory folder
    extension extensions external externals dependency dependencies bundleless mode format
    shims banner footer redirect alias resolve tools minify sourcemap css less sass assets static
    svg json chunk runtime environment production development watch command cli flag server
    remote host consumer version upgrade migrate migration example examples guide reference set
    enable disable true false string boolean object array function number item field error
    warning check rule test project workspace monorepo publish npm pnpm yarn install script
    compatibility polyfill syntax es5 es2020 esnext decorators jsx vue react svgr modern.js
    lib.format lib.bundle lib.dts output.distPath source.entry output.target autoExternal
    outBase umdName externalHelpers`.split(/\s+/),
  zh: `${SAMPLE_QUERIES.zh.join(' ')} 的 了 和 是 在 会 为 与 或 把 被 对 从 到 中 时 可以 需要 使用 配置 选项
    产物 入口 输出 目录 文件 模块 格式 默认 默认值 类型 声明 生成 构建 打包 外部 插件 环境 浏览器 运行时
    开发 生产 命令 参数 路径 扩展名 别名 解析 工具 压缩 样式 资源 代码 项目 工作区 发布 安装 脚本 语法
    转换 装饰器 组件 示例 说明 用法 行为 规则 错误 警告 检查 测试 版本 升级 迁移 服务 远程 宿主 消费
    字段 对象 数组 函数 字符串 布尔值 启用 禁用 设置 支持 包含 排除 匹配 自动 手动 单独 多个 每个
    所有 相同 不同 lib.bundle output.target dts`.split(/\s+/),
};

/** mulberry32: a small seeded generator, so every run builds the same corpus. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Pages of ~300–600 words: a title, 3–5 sections (some with a subsection), paragraphs. */
export function generateCorpus(lang: Language, pages = PAGES_PER_LANGUAGE): SearchRecord[] {
  const random = seeded(lang === 'en' ? 1 : 2);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const words = VOCABULARY[lang].filter(Boolean);
  // Squaring skews picks toward the front of the list: common words are common.
  const phrase = (count: number) =>
    Array.from({ length: count }, () => words[Math.floor(random() ** 2 * words.length)]).join(
      lang === 'en' ? ' ' : '',
    );
  const sentence = () => `${phrase(between(6, 16))}${lang === 'en' ? '.' : '。'}`;
  const paragraph = () =>
    Array.from({ length: between(2, 4) }, sentence).join(lang === 'en' ? ' ' : '');
  const sections = lang === 'en' ? ['Guide', 'Config', 'Blog'] : ['指南', '配置', '博客'];
  const records: SearchRecord[] = [];
  for (let page = 0; page < pages; page++) {
    const route = `${lang === 'en' ? '' : '/zh'}/generated/page-${page}`;
    const lvl0 = sections[page % sections.length] ?? '';
    const hierarchy = {
      lvl0,
      lvl1: phrase(between(2, 4)),
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    const push = (type: HeadingType | 'content', url: string, content: string | null) => {
      const objectID = `${url}~${records.length}`;
      records.push({ objectID, url, type, hierarchy: { ...hierarchy }, content, lang });
    };
    push('lvl1', route, null);
    push('content', route, paragraph());
    for (let section = 0, count = between(3, 5); section < count; section++) {
      const url = `${route}#s${section}`;
      Object.assign(hierarchy, { lvl2: phrase(between(1, 3)), lvl3: null });
      push('lvl2', url, null);
      for (let block = between(1, 3); block > 0; block--) push('content', url, paragraph());
      if (random() < 0.4) {
        Object.assign(hierarchy, { lvl3: phrase(between(1, 3)) });
        push('lvl3', `${url}-sub`, null);
        push('content', `${url}-sub`, paragraph());
      }
    }
  }
  return records;
}
