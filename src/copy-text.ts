/**
 * A small stand-in for `copy-to-clipboard`, aliased in rspress.config.ts: Rspress's copy helper
 * tries the Clipboard API first and falls back to this where it is missing or refused (an
 * insecure origin, an old browser). It copies through a hidden text area and `execCommand`,
 * and where even that fails, shows the text in a prompt with the keys that copy it.
 * Returns whether the browser reports the copy done.
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
    const key = /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘' : 'Ctrl';
    window.prompt(`Copy to clipboard: ${key}+C, Enter`, text);
  }
  return copied;
}
