import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';
import { anchorId } from '#shared/anchor';

/**
 * A new page starts at its top, at once (Rspress's own reset would inherit the smooth scrolling
 * the stylesheet gives hash links, and visibly glide up on every page change), unless its
 * address names a heading it has: Rspress scrolls there. An anchor the page lacks (a language
 * switch to a page without that section) also starts at the top.
 */
export function useScrollReset() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset is for each new page.
  useLayoutEffect(() => {
    const id = anchorId(window.location.hash);
    if (id && document.getElementById(id)) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
