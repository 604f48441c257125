import { useEffect } from 'react';

/**
 * Calls `onEscape` when Escape is pressed anywhere on the page, while `active`: how the menus
 * and panels a button opens are dismissed from the keyboard (WCAG 2.1.2, 1.4.13).
 */
export function useEscapeKey(active: boolean, onEscape: () => void) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, onEscape]);
}
