import { COPY_PROMPT_TEXT } from './i18n';
import { DEFAULT_LANGUAGE } from './site';

/**
 * The text of the copy prompt in a page's language (`<html lang>`: `zh`, `zh-CN`, `en`…), with
 * the copy shortcut of the reader's platform. Other languages get the default language's text.
 */
export function copyPromptText(pageLanguage: string, userAgent: string): string {
  const language = pageLanguage.toLowerCase().split('-')[0] ?? '';
  const template =
    language in COPY_PROMPT_TEXT
      ? COPY_PROMPT_TEXT[language as keyof typeof COPY_PROMPT_TEXT]
      : COPY_PROMPT_TEXT[DEFAULT_LANGUAGE];
  const key = /Mac|iPhone|iPad/.test(userAgent) ? '⌘+C' : 'Ctrl+C';
  return template.replace('{{key}}', key);
}

/**
 * Copies through a hidden text area and `execCommand`, where the Clipboard API is missing or
 * refused (an insecure origin, an old browser), and where even that fails, shows the text in a
 * prompt, in the page's language, with the keys that copy it. Returns whether the browser
 * reports the copy done. Also the small stand-in for `copy-to-clipboard` that rspress.config.ts
 * aliases, which Rspress's copy helper calls after the Clipboard API.
 */
export default function copyText(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  const selection = document.getSelection();
  const previous = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  if (previous && selection) {
    selection.removeAllRanges();
    selection.addRange(previous);
  }
  if (!copied) {
    window.prompt(copyPromptText(document.documentElement.lang, navigator.userAgent), text);
  }
  return copied;
}

/**
 * Rspress's `copyToClipboard` (the Clipboard API first, then `copyText`), for the theme to export
 * in place of Rspress's: every copy button of the theme and of Rspress (code blocks, Copy
 * Markdown, the outline's rows) then prompts in the page's language, with no alias needed.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, document not focused): the fallback below may still work.
    }
  }
  return copyText(text);
}
