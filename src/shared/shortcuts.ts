/** Keyboard shortcuts that open search: Ctrl/Cmd+K anywhere, '/' outside fields that take text. */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k')
    return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  return !isTextField(event.target);
}

function isTextField(target: EventTarget | null): boolean {
  const element = target as { tagName?: string; isContentEditable?: boolean } | null;
  if (!element?.tagName) return false;
  return (
    element.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)
  );
}
