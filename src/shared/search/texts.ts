import type { Language } from '../locale-path';

/**
 * The search dialog's texts, in English and Chinese. Apart from the site's UI-text table
 * (src/shared/i18n.ts), every entry of which is in every page's first script: only the dialog
 * shows them, and it loads when a reader reaches for the search.
 */
export const SEARCH_TEXT = {
  'search.placeholder': { en: 'Search docs', zh: '搜索文档' },
  'search.inputLabel': { en: 'Search', zh: '搜索' },
  'search.dialogLabel': { en: 'Search the documentation', zh: '搜索文档' },
  'search.clear': { en: 'Clear the query', zh: '清除查询' },
  'search.close': { en: 'Cancel', zh: '取消' },
  'search.closeLabel': { en: 'Close search', zh: '关闭搜索' },
  'search.recent': { en: 'Recent', zh: '最近搜索' },
  'search.noRecent': { en: 'No recent searches', zh: '暂无最近搜索' },
  'search.saveRecent': { en: 'Save this search', zh: '收藏此搜索' },
  'search.removeRecent': { en: 'Remove this search from history', zh: '从历史记录中删除' },
  'search.favorites': { en: 'Favorites', zh: '收藏' },
  'search.removeFavorite': { en: 'Remove this search from favorites', zh: '从收藏中删除' },
  'search.errorTitle': { en: 'Unable to fetch results', zh: '无法获取搜索结果' },
  'search.errorHelp': {
    en: 'You might want to check your network connection.',
    zh: '请检查你的网络连接。',
  },
  'search.noResults': { en: 'No results for', zh: '没有找到相关结果：' },
  'search.suggested': { en: 'Try searching for', zh: '试试搜索' },
  'search.reportMissing': {
    en: 'Believe this query should return results?',
    zh: '认为这个查询应该有结果？',
  },
  'search.reportMissingLink': { en: 'Let us know.', zh: '告诉我们。' },
  'search.select': { en: 'to select', zh: '选择' },
  'search.navigate': { en: 'to navigate', zh: '切换' },
  'search.closeKey': { en: 'to close', zh: '关闭' },
} as const satisfies Record<string, Record<Language, string>>;

export type SearchTextKey = keyof typeof SEARCH_TEXT;

/** The dialog's texts in `lang`, by key. */
export const searchTexts =
  (lang: Language) =>
  (key: SearchTextKey): string =>
    SEARCH_TEXT[key][lang];
