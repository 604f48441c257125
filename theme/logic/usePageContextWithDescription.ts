import { PageContext } from '@rspress/core/runtime';
import { useContext, useMemo } from 'react';
import { pageDescription } from '../../src/page-data';

/**
 * The page context with the page's description filled in from its front matter: the page records
 * the client gets leave it out when it only repeats the front matter (src/page-data.ts), and the
 * layout's `<meta name="description">` reads `page.description`.
 */
export function usePageContextWithDescription() {
  const context = useContext(PageContext);
  return useMemo(() => {
    const description = pageDescription(context.data);
    if (!description || description === context.data.description) return context;
    return { ...context, data: { ...context.data, description } };
  }, [context]);
}
