/**
 * A generated bilingual documentation site for the build benchmark: the same page tree under
 * `en/` and `zh/`, organised into top-nav sections (a `_nav.json` per language) whose pages sit
 * in groups (a `_meta.json` per folder), plus a home page per language. Each page has front
 * matter, h2/h3 sections with explicit ids, paragraphs, a list, a table, TypeScript and JSON code
 * blocks, and links to other generated pages and their anchors, so dead-link and anchor checks
 * pass. Text is assembled from small phrase lists; the same inputs always give the same site.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '#shared/locale-path';

const PAGES_PER_GROUP = 25;
/** Share of each language's pages that are blog posts (the rest are split over doc sections). */
const BLOG_SHARE = 0.05;
const BLOG_FIRST_DATE = Date.UTC(2024, 0, 1, 10);
const DAY_MS = 86_400_000;

interface Section {
  name: string;
  label: Record<Language, string>;
}

const DOC_SECTIONS: Section[] = [
  { name: 'guide', label: { en: 'Guide', zh: '指南' } },
  { name: 'config', label: { en: 'Config', zh: '配置' } },
  { name: 'api', label: { en: 'API', zh: 'API 参考' } },
];
const BLOG: Section = { name: 'blog', label: { en: 'Blog', zh: '博客' } };

const listOf = (text: string) => text.split('|').map((item) => item.trim());

/** Page topics, the same index in both languages. */
const TOPICS: Record<Language, string[]> = {
  en: listOf(`Output format|Declaration files|Bundleless mode|External dependencies|Module Federation
    |Source maps|Asset handling|CSS modules|Path aliases|Target environment|Syntax downgrade
    |Shims|Banner and footer|Watch mode|Monorepo setup|Publishing|Entry points|Tree shaking`),
  zh: listOf(`产物格式|类型声明文件|Bundleless 模式|外部依赖|模块联邦|Source Map|静态资源处理|CSS Modules
    |路径别名|目标环境|语法降级|Shims|Banner 与 Footer|监听模式|Monorepo 配置|发布|入口文件|Tree Shaking`),
};

const OPTION_ROWS: [name: string, type: string, fallback: string][] = [
  ['format', 'string', "'esm'"],
  ['bundle', 'boolean', 'true'],
  ['dts', 'boolean or object', 'false'],
  ['syntax', 'string or string[]', "'esnext'"],
];

const PHRASES: Record<Language, Record<'subject' | 'verb' | 'object' | 'condition', string[]>> = {
  en: {
    subject: ['The build', 'Each entry', 'This option', 'The compiler', 'Your library', 'The CLI'],
    verb: ['emits', 'resolves', 'rewrites', 'keeps', 'checks', 'bundles', 'skips', 'reports'],
    object: [
      'one file per format',
      'the import paths',
      'declaration files next to the output',
      'every dependency listed in package.json',
      'the source folder structure',
      'a warning for each unused export',
    ],
    condition: [
      'when the format is esm',
      'in watch mode',
      'unless you set bundle to false',
      'for every target in the lib array',
      'before the files are written',
      'if the package is published to npm',
    ],
  },
  zh: {
    subject: ['构建过程', '每个入口', '该选项', '编译器', '你的库', '命令行工具'],
    verb: ['会生成', '会解析', '会重写', '会保留', '会检查', '会打包', '会跳过', '会报告'],
    object: [
      '每种格式的一个文件',
      '所有导入路径',
      '与产物并列的类型声明文件',
      'package.json 中列出的每个依赖',
      '源码的目录结构',
      '每个未使用导出的警告',
    ],
    condition: [
      '在产物格式为 esm 时',
      '在监听模式下',
      '除非将 bundle 设为 false',
      '对 lib 数组中的每个目标',
      '在写入文件之前',
      '在将包发布到 npm 时',
    ],
  },
};

/** h2 sections every page has (so links to `#id` always resolve), with their h3 subsections. */
const HEADINGS: { id: string; text: Record<Language, string>; sub: string[] }[] = [
  { id: 'overview', text: { en: 'Overview', zh: '概览' }, sub: [] },
  { id: 'usage', text: { en: 'Usage', zh: '用法' }, sub: ['basic-usage', 'advanced-usage'] },
  { id: 'options', text: { en: 'Options', zh: '选项' }, sub: [] },
  { id: 'examples', text: { en: 'Examples', zh: '示例' }, sub: ['with-react', 'with-node'] },
  { id: 'troubleshooting', text: { en: 'Troubleshooting', zh: '常见问题' }, sub: [] },
];
const SUB_HEADINGS: Record<string, Record<Language, string>> = {
  'basic-usage': { en: 'Basic usage', zh: '基础用法' },
  'advanced-usage': { en: 'Advanced usage', zh: '进阶用法' },
  'with-react': { en: 'With React', zh: '搭配 React' },
  'with-node': { en: 'With Node.js', zh: '搭配 Node.js' },
};

interface GeneratedPage {
  section: Section;
  /** Path below the language folder, without extension: `guide/part-01/output-format-3`. */
  tail: string;
  topic: number;
  /** Position in its section, from 1: in the title and the file name. */
  number: number;
  date?: string;
}

/** A deterministic pick from a list, mixed from integer keys (no shared random state). */
function pick<T>(list: readonly T[], ...keys: number[]): T {
  let hash = 2166136261;
  for (const key of keys) hash = Math.imul(hash ^ key, 16777619) >>> 0;
  return list[hash % list.length] as T;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const link = (lang: Language, tail: string) => `${lang === 'zh' ? '/zh' : ''}/${tail}`;

function planPages(perLanguage: number): GeneratedPage[] {
  const blogCount = Math.max(1, Math.round(perLanguage * BLOG_SHARE));
  const docCount = perLanguage - blogCount;
  const pages: GeneratedPage[] = [];
  DOC_SECTIONS.forEach((section, s) => {
    const count = Math.floor(docCount / DOC_SECTIONS.length) + (s < docCount % 3 ? 1 : 0);
    for (let i = 0; i < count; i++) {
      const topic = (i + s * 7) % TOPICS.en.length;
      const group = `part-${String(Math.floor(i / PAGES_PER_GROUP) + 1).padStart(2, '0')}`;
      const tail = `${section.name}/${group}/${slug(TOPICS.en[topic] ?? '')}-${i + 1}`;
      pages.push({ section, tail, topic, number: i + 1 });
    }
  });
  for (let i = 0; i < blogCount; i++) {
    const date = new Date(BLOG_FIRST_DATE + i * 7 * DAY_MS).toISOString().replace('.000', '');
    const topic = i % TOPICS.en.length;
    pages.push({ section: BLOG, tail: `blog/post-${i + 1}`, topic, number: i + 1, date });
  }
  return pages;
}

function sentence(lang: Language, ...keys: number[]): string {
  const p = PHRASES[lang];
  const [subject, verb, object, condition] = [p.subject, p.verb, p.object, p.condition].map(
    (list, k) => pick(list, ...keys, k),
  );
  return lang === 'en'
    ? `${subject} ${verb} ${object} ${condition}.`
    : `${condition}，${subject}${verb}${object}。`;
}

function paragraph(lang: Language, ...keys: number[]): string {
  const count = 3 + pick([0, 1, 2], ...keys);
  const sentences = Array.from({ length: count }, (_, i) => sentence(lang, ...keys, i));
  return sentences.join(lang === 'en' ? ' ' : '');
}

function pageMarkdown(lang: Language, pages: GeneratedPage[], index: number): string {
  const page = pages[index] as GeneratedPage;
  const next = pages[(index + 1) % pages.length] as GeneratedPage;
  const far = pages[(index * 7 + 3) % pages.length] as GeneratedPage;
  const update = page.date ? (lang === 'en' ? ' update' : '更新') : '';
  const title = `${TOPICS[lang][page.topic]}${update} ${page.number}`;
  const zh = lang === 'zh';
  const front = [
    '---',
    `title: '${title}'`,
    `description: '${sentence(lang, index, 99)}'`,
    ...(page.date ? [`date: '${page.date}'`, 'sidebar: false'] : []),
    '---',
  ];
  const body = [`# ${title}`, '', paragraph(lang, index, 0)];
  HEADINGS.forEach((heading, h) => {
    body.push('', `## ${heading.text[lang]} {#${heading.id}}`, '', paragraph(lang, index, h, 1));
    heading.sub.forEach((sub, k) => {
      body.push(
        '',
        `### ${SUB_HEADINGS[sub]?.[lang]} {#${sub}}`,
        '',
        paragraph(lang, index, h, k, 2),
      );
    });
  });
  const nextLink = `[${TOPICS[lang][next.topic]}](${link(lang, next.tail)})`;
  const farLink = `(${link(lang, far.tail)}#options)`;
  body.push(
    '',
    zh
      ? `另请参阅${nextLink}、[${TOPICS.zh[far.topic]}的选项]${farLink}和[上面的示例](#examples)。`
      : `See also ${nextLink}, [the options of ${TOPICS.en[far.topic]}]${farLink} and [the examples above](#examples).`,
    '',
    ...[0, 1, 2, 3].map((i) => `- ${sentence(lang, index, i, 3)}`),
    '',
    zh ? '| 选项 | 类型 | 默认值 |' : '| Option | Type | Default |',
    '| --- | --- | --- |',
    ...OPTION_ROWS.map(
      ([name, type, fallback]) => `| \`${name}\` | \`${type}\` | \`${fallback}\` |`,
    ),
    '',
    '```ts title="rslib.config.ts"',
    "import { defineConfig } from '@rslib/core';",
    '',
    'export default defineConfig({',
    `  lib: [{ format: '${pick(['esm', 'cjs', 'umd'], index)}', syntax: 'es2021', dts: ${index % 2 === 0} }],`,
    `  output: { target: '${pick(['web', 'node'], index)}', distPath: { root: './dist-${index}' } },`,
    '});',
    '```',
    '',
    '```json title="package.json"',
    `{ "name": "lib-${index}", "type": "module", "exports": { ".": "./dist/index.js" } }`,
    '```',
  );
  return `${front.join('\n')}\n\n${body.join('\n')}\n`;
}

function homeMarkdown(lang: Language, pages: GeneratedPage[]): string {
  const first = pages[0] as GeneratedPage;
  return `---
pageType: home
title: Bench
description: '${sentence(lang, 0, 98)}'
hero:
  name: Bench
  text: '${lang === 'en' ? 'A generated site' : '生成的站点'}'
  actions:
  - theme: brand
    text: '${DOC_SECTIONS[0]?.label[lang]}'
    link: ${link(lang, first.tail)}
---
`;
}

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Writes the site into `docsRoot` (emptied first): `totalPages / 2` pages per language, each
 * language also gets a home page. Returns the number of Markdown pages written.
 */
export function generateSite(docsRoot: string, totalPages: number): number {
  rmSync(docsRoot, { recursive: true, force: true });
  const pages = planPages(Math.floor(totalPages / 2));
  for (const lang of ['en', 'zh'] as const) {
    const base = path.join(docsRoot, lang);
    write(path.join(base, 'index.md'), homeMarkdown(lang, pages));
    pages.forEach((_, i) => {
      write(path.join(base, `${pages[i]?.tail}.md`), pageMarkdown(lang, pages, i));
    });
    const sections = [...DOC_SECTIONS, BLOG];
    const firstOf = (section: Section) => pages.find((page) => page.section === section);
    const nav = sections.flatMap((section) => {
      const first = firstOf(section);
      if (!first) return [];
      const activeMatch = `^${link(lang, section.name)}/`;
      return [{ text: section.label[lang], link: link(lang, first.tail), activeMatch }];
    });
    write(path.join(base, '_nav.json'), json(nav));
    for (const section of sections) {
      const inSection = pages.filter((page) => page.section === section);
      const byFolder = new Map<string, GeneratedPage[]>();
      for (const page of inSection) {
        const folder = path.dirname(page.tail);
        byFolder.set(folder, [...(byFolder.get(folder) ?? []), page]);
      }
      for (const [folder, folderPages] of byFolder) {
        write(
          path.join(base, folder, '_meta.json'),
          json(folderPages.map((page) => path.basename(page.tail))),
        );
      }
      const groups = [...byFolder.keys()].filter((folder) => folder !== section.name);
      if (groups.length === 0) continue;
      const meta = groups.map((folder, g) => ({
        type: 'dir',
        name: path.basename(folder),
        label: `${section.label[lang]} ${g + 1}`,
        collapsible: true,
        collapsed: g > 0,
      }));
      write(path.join(base, section.name, '_meta.json'), json(meta));
    }
  }
  return pages.length * 2 + 2;
}
