import { useLocation } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';

/**
 * A new page starts at its top, at once. (Rspress's own reset would inherit the smooth
 * scrolling the stylesheet gives hash links, and visibly glide up on every page change.)
 */
export function useScrollReset() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset is for each new page.
  useLayoutEffect(() => {
    if (window.location.hash.length <= 1) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
