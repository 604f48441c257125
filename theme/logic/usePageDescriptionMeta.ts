import { useHead, usePage } from '@rspress/core/runtime';

/**
 * The page's description in its head, from its front matter. The page records the client gets
 * leave descriptions out (src/node/page-data.ts), so Rspress's layout alone would fall back to the
 * site's; `tagPriority: 'high'` makes this one win unhead's de-duplication of the two.
 */
export function usePageDescriptionMeta() {
  const { page } = usePage();
  const description = page.frontmatter?.description;
  const content = typeof description === 'string' && description.trim() ? description : undefined;
  useHead(
    content
      ? {
          meta: [
            { name: 'description', content, tagPriority: 'high' },
            { property: 'og:description', content, tagPriority: 'high' },
          ],
        }
      : {},
  );
}
