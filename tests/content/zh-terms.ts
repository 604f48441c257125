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
];
