import { useLang } from '@rspress/core/runtime';
import type { Language } from '#shared/locale-path';
import { languageOf } from '#shared/locale-path';

/**
 * The language of the page being shown, which its texts and links follow: Rspress's, narrowed
 * to one of the site's languages. It is the same on the server and in the browser, so markup
 * that depends on it hydrates without a mismatch.
 */
export function useUiLanguage(): Language {
  return languageOf(useLang());
}
