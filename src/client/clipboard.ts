import { COPY_PROMPT_TEXT } from '#shared/i18n';
import { DEFAULT_LANGUAGE } from '#shared/locale-path';

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

/** Copies through a hidden text area and `execCommand`; whether the browser reports it done. */
function copyWithSelection(text: string): boolean {
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
  return copied;
}

/**
 * What Rspress's `copyToClipboard` does, with the last resort in the page's language: the
 * Clipboard API; where it is missing or refused (an insecure origin, an old browser), a hidden
 * text area and `execCommand`; where even that fails, a prompt showing the text with the keys
 * that copy it. The theme exports it in place of Rspress's, so every copy button (code blocks,
 * Copy Markdown, the outline's rows) uses it. Returns whether the text reached the clipboard.
 *
 * Text still loading (Copy Markdown fetches the page's Markdown) comes as a promise. It goes to
 * the clipboard at once, as a clipboard item that resolves to it: Safari grants the clipboard
 * only while the click that asked for it is being handled, and refuses a copy made once the text
 * has arrived. A promise that rejects rejects the copy.
 */
export async function copyToClipboard(text: string | Promise<string>): Promise<boolean> {
  if (typeof text !== 'string') {
    if (navigator.clipboard?.write && typeof ClipboardItem === 'function') {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      // The browser may refuse before it reads the item; the text's own failure is thrown below.
      blob.catch(() => undefined);
      try {
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
        return true;
      } catch {
        // Refused, or the text never came: awaiting it below tells which.
      }
    }
    return copyToClipboard(await text);
  }
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, document not focused): the fallbacks below may still work.
    }
  }
  if (copyWithSelection(text)) return true;
  window.prompt(copyPromptText(document.documentElement.lang, navigator.userAgent), text);
  return false;
}
