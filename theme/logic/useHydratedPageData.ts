import { PageContext, useLocation, warmPageData } from '@rspress/core/runtime';
import { useContext, useLayoutEffect } from 'react';

/**
 * Once the page has hydrated, Rspress's `App` looks for the page's data among what a navigation
 * warmed (`warmPageData`); on the first page there is none, so it loads the data again and sets
 * it as new state, and the whole page renders a second time, in one task that nothing can
 * interrupt (Lighthouse counts it, slowed down four times, as blocking time on a phone). A child's layout effects run before its parent's, so the layout, mounting,
 * warms the data the page hydrated with; `App` then finds it and sets the state it already has,
 * which React skips.
 */
export function useHydratedPageData() {
  const { data } = useContext(PageContext);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the data the page hydrated with; later pages are warmed by the navigation that loads them.
  useLayoutEffect(() => {
    if (data) warmPageData(pathname, data);
  }, []);
}
