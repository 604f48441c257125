import type { ZhTerm } from '../support/zh-style';

/**
 * The Chinese pages' vocabulary: one Chinese term for each English one. zh-terms.test.ts fails
 * on a variant, or on the English word left in Chinese prose (code and URLs aside).
 */
export const ZH_TERMS: readonly ZhTerm[] = [
  {
    en: 'target, runtime target (output.target)',
    zh: '运行目标',
    variants: [/运行时目标/],
    english: [/(?<![\w.-])targets?(?![\w.-])/i],
  },
  {
    // As the upstream Chinese docs say it: 配置项 stays the word for an option.
    en: 'lib item (one element of the lib array)',
    zh: '`lib` 项',
    variants: [/(?<![A-Za-z])`?lib`? ?配置项/],
    bodyVariants: [/(?<![`\w])lib 项/],
    english: [/\blib items?\b/i],
  },
  {
    en: 'consumer (whoever installs and uses the library)',
    zh: '使用方',
    variants: [/使用者/, /(?<!Rslib )用户/],
    english: [/\bconsumers?\b/i],
  },
  {
    en: 'declaration file',
    zh: '类型声明文件',
    variants: [/(?<!类型)声明文件/],
    english: [/\bdeclaration files?\b/i],
  },
  {
    en: 'environment (an Rsbuild environment: Rsbuild 环境)',
    zh: '环境',
    english: [/\bRsbuild environments?\b/i, /(?<!Rsbuild )\benvironments?\b/i],
  },
  {
    en: 'bundle mode (bundle: true)',
    zh: 'bundle 模式',
    variants: [/打包模式/],
  },
  {
    en: 'output directory (where a lib item writes its files)',
    zh: '产物目录',
    variants: [/输出目录/],
  },
  {
    // The English name may follow the term once, in parentheses, where a page introduces it.
    en: 'Module Federation',
    zh: '模块联邦',
    english: [/(?<!模块联邦（)\bModule Federation\b/i],
  },
  {
    en: 'env mode (--env-mode)',
    zh: 'env 模式',
    variants: [/环境模式/],
    english: [/\benv mode\b/i],
  },
  {
    en: 'CSS Modules',
    zh: 'CSS Modules',
    variants: [/CSS Module(?!s)/, /CSS 模块/],
  },
  {
    // Rsbuild, Rspack, Rstest, Rspress, Rsdoctor and Rslib publish every page under /zh/ too.
    en: 'a link to an upstream site of the Rstack family',
    zh: 'the same page under https://<site>.rs/zh/',
    variants: [
      /https:\/\/(?:rsbuild|rspack|rstest|rspress|rsdoctor|rslib)\.rs(?!\/zh(?![\w-]))[^\s)]*/,
    ],
  },
];
