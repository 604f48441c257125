/**
 * The prompt shown where a copy cannot reach the clipboard, with the copy shortcut as `{{key}}`.
 * A constant of its own so that src/client/clipboard.ts puts only it into every page's script.
 */
export const COPY_PROMPT_TEXT = {
  en: 'Copy to clipboard: {{key}}, Enter',
  zh: '复制到剪贴板：按 {{key}}，再按 Enter',
} as const;

/**
 * The label before an option's default in the popup of a config code block's key. A constant of
 * its own: the build writes it into the popup's texts, which load on the first hover or focus
 * of a key, so no page's first load carries it.
 */
export const CONFIG_KEY_DEFAULT_LABEL = { en: 'Default:', zh: '默认值：' } as const;

/**
 * A callout's title where its Markdown gives none (`:::tip`), by the callout's type. A constant of
 * its own: the build writes the title into the page (src/node/callout-titles.ts), so no page's
 * first load carries the table.
 */
export const CALLOUT_TITLES = {
  tip: { en: 'Tip', zh: '提示' },
  note: { en: 'Note', zh: '注意' },
  important: { en: 'Important', zh: '重要' },
  warning: { en: 'Warning', zh: '警告' },
  caution: { en: 'Caution', zh: '小心' },
  danger: { en: 'Danger', zh: '危险' },
  info: { en: 'Info', zh: '信息' },
  details: { en: 'Details', zh: '详情' },
} as const satisfies Record<string, { en: string; zh: string }>;

/**
 * Every UI string the theme shows, in English and Chinese (Rspress's own defaults aside), but the
 * search dialog's, which load with it (src/shared/search/texts.ts): every entry here is in every
 * page's first script. Passed to Rspress as `i18nSource`; components read them with
 * `useI18n<typeof UI_TEXT>()`.
 * `{{name}}` marks a parameter.
 */
export const UI_TEXT = {
  prevPageText: { en: 'Previous Page', zh: '上一页' },
  nextPageText: { en: 'Next Page', zh: '下一页' },
  lastUpdatedText: { en: 'Last Updated', zh: '最后更新于' },
  // The 'Source' link (Rspress's SourceCode component) on each option page.
  sourceCodeText: { en: 'Source', zh: '源码' },
  'overview.noResult': {
    en: 'No matching API found: {{query}}',
    zh: '未找到匹配的 API：{{query}}',
  },
  'overview.defaultGroup': { en: 'Others', zh: '其他' },
  'toolSwitcher.label': { en: 'Rstack tools', zh: 'Rstack 工具' },
  // The names of the doc layout's sidebar and outline landmarks (the patched DocLayout).
  'sidebar.label': { en: 'Sidebar', zh: '侧边栏' },
  'outline.label': { en: 'On this page', zh: '本页目录' },
  'staleBuild.loading': {
    en: 'The site has been updated. Loading the latest version of this page…',
    zh: '站点已更新，正在加载此页面的最新版本…',
  },
  'staleBuild.failed': { en: 'This page could not be loaded.', zh: '无法加载此页面。' },
  'staleBuild.retry': { en: 'Try again', zh: '重试' },
  // The search button's word (Rspress's SearchButton reads this key).
  searchPlaceholderText: { en: 'Search', zh: '搜索' },
  copyMarkdownCopiedText: { en: 'Copied', zh: '已复制' },
  copyMarkdownFailedText: {
    en: 'Could not copy the Markdown. Try again, or open it from the menu.',
    zh: '复制 Markdown 失败。请重试，或从菜单中打开。',
  },
  'codeCopy.prompt': COPY_PROMPT_TEXT,
  'openMenu.label': { en: 'Open', zh: '打开' },
  'openMenu.markdown': { en: 'View as Markdown', zh: '查看 Markdown' },
  backToTop: { en: 'Back to top', zh: '回到顶部' },
  'nav.language': { en: 'Language: {{current}}', zh: '语言：{{current}}' },
  'nav.version': { en: 'Version: {{current}}', zh: '版本：{{current}}' },
  'navMenu.label': { en: 'Site menu', zh: '站点菜单' },
  'socialLinks.more': { en: 'More links', zh: '更多链接' },
  'socialLinks.label': {
    en: '{{name}} (opens in a new tab)',
    zh: '{{name}}（在新标签页中打开）',
  },
  'appearance.label': {
    en: 'Appearance: {{current}}. Switch to {{next}}',
    zh: '外观：{{current}}。切换为{{next}}',
  },
  'appearance.light': { en: 'light', zh: '浅色' },
  'appearance.dark': { en: 'dark', zh: '深色' },
  'appearance.auto': { en: 'same as system', zh: '跟随系统' },
  'landing.heading': { en: 'Part of the Rstack family', zh: '来自 Rstack 工具家族' },
  'landing.intro': {
    en: 'Rslib is one of a set of Rust-powered JavaScript tools that share one configuration style and one plugin ecosystem, from bundling to testing.',
    zh: 'Rslib 是 Rstack 的一员。Rstack 是一组由 Rust 驱动的 JavaScript 工具，覆盖从打包到测试的各个环节，共享一致的配置方式和插件生态。',
  },
  'footer.tagline': {
    en: 'Rstack: fast, Rust-powered tools for the whole JavaScript workflow.',
    zh: 'Rstack：由 Rust 驱动、覆盖 JavaScript 开发全流程的高性能工具链。',
  },
  'footer.license': { en: 'Released under the MIT License.', zh: '基于 MIT 许可证发布。' },
  skipToContent: { en: 'Skip to content', zh: '跳到正文' },
  'notFound.suggestions': {
    en: 'Were you looking for one of these pages?',
    zh: '你要找的是不是这些页面？',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
