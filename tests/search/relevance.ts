/**
 * What readers type, and the page (any of the listed ones) that must be among the first three
 * results: titles, concepts and identifiers, half of them in Chinese.
 */
export interface RelevanceCase {
  lang: 'en' | 'zh';
  query: string;
  expect: string[];
}

export const RELEVANCE_SET: RelevanceCase[] = [
  { lang: 'en', query: 'quick start', expect: ['/guide/start/quick-start'] },
  { lang: 'en', query: 'glossary', expect: ['/guide/start/glossary'] },
  { lang: 'en', query: 'autoExtension', expect: ['/config/lib/auto-extension'] },
  { lang: 'en', query: 'umd name', expect: ['/config/lib/umd-name'] },
  { lang: 'en', query: 'declaration files', expect: ['/guide/advanced/dts', '/config/lib/dts'] },
  {
    lang: 'en',
    query: 'api extractor',
    expect: ['/guide/advanced/dts', '/config/lib/dts', '/guide/start/npm-packages'],
  },
  {
    lang: 'en',
    query: 'module federation',
    expect: ['/guide/advanced/module-federation', '/config/lib/format'],
  },
  { lang: 'en', query: 'storybook', expect: ['/guide/advanced/storybook'] },
  { lang: 'en', query: 'svg react component', expect: ['/guide/advanced/svgr-files'] },
  { lang: 'en', query: 'import json', expect: ['/guide/advanced/json-files'] },
  { lang: 'en', query: 'migrate from tsup', expect: ['/guide/migration/tsup'] },
  { lang: 'en', query: 'modern.js module', expect: ['/guide/migration/modernjs-module'] },
  { lang: 'en', query: '__dirname', expect: ['/config/lib/shims'] },
  { lang: 'en', query: 'externalHelpers', expect: ['/config/lib/external-helpers'] },
  {
    lang: 'en',
    query: 'peerDependencies external',
    expect: ['/guide/advanced/third-party-deps', '/config/lib/auto-external'],
  },
  { lang: 'en', query: 'command line', expect: ['/guide/basic/cli'] },
  { lang: 'en', query: 'upgrade rslib', expect: ['/guide/basic/upgrade-rslib'] },
  {
    lang: 'en',
    query: 'bundleless output structure',
    expect: ['/guide/basic/output-structure', '/config/lib/bundle'],
  },
  { lang: 'en', query: 'react component library', expect: ['/guide/solution/react'] },
  { lang: 'en', query: 'introducing rslib', expect: ['/blog/introducing-rslib'] },
  { lang: 'zh', query: '快速开始', expect: ['/zh/guide/start/quick-start'] },
  { lang: 'zh', query: '术语表', expect: ['/zh/guide/start/glossary'] },
  { lang: 'zh', query: '类型声明文件', expect: ['/zh/guide/advanced/dts', '/zh/config/lib/dts'] },
  {
    lang: 'zh',
    query: '模块联邦',
    expect: ['/zh/guide/advanced/module-federation', '/zh/config/lib/format'],
  },
  {
    lang: 'zh',
    query: '产物格式',
    expect: ['/zh/guide/basic/output-format', '/zh/config/lib/format'],
  },
  { lang: 'zh', query: '产物结构', expect: ['/zh/guide/basic/output-structure'] },
  { lang: 'zh', query: '命令行工具', expect: ['/zh/guide/basic/cli'] },
  { lang: 'zh', query: '升级 Rslib', expect: ['/zh/guide/basic/upgrade-rslib'] },
  { lang: 'zh', query: '第三方依赖', expect: ['/zh/guide/advanced/third-party-deps'] },
  { lang: 'zh', query: '静态资源', expect: ['/zh/guide/advanced/static-assets'] },
  { lang: 'zh', query: '产物兼容性', expect: ['/zh/guide/advanced/output-compatibility'] },
  { lang: 'zh', query: '从 tsup 迁移', expect: ['/zh/guide/migration/tsup'] },
  { lang: 'zh', query: '引入 JSON', expect: ['/zh/guide/advanced/json-files'] },
  { lang: 'zh', query: '配置 Rslib', expect: ['/zh/guide/basic/configure-rslib', '/zh/config/'] },
  { lang: 'zh', query: 'npm 包', expect: ['/zh/guide/start/npm-packages'] },
  { lang: 'zh', query: '解决方案', expect: ['/zh/guide/solution/'] },
  { lang: 'zh', query: 'lib.shims', expect: ['/zh/config/lib/shims'] },
  { lang: 'zh', query: 'Vue 组件库', expect: ['/zh/guide/solution/vue'] },
  { lang: 'zh', query: '正式亮相', expect: ['/zh/blog/introducing-rslib'] },
  { lang: 'zh', query: '常见问题', expect: ['/zh/guide/faq/features'] },
];
