/**
 * The "Edit this page" URL: the repository's docs folder (`themeConfig.editLink.docRepoBaseUrl`)
 * followed by the page's source path relative to the docs root, as the route gives it
 * (`en/guide/start/quick-start.mdx`). No URL when either is missing (no edit link configured, or
 * the 404 page, which has no source).
 */
export function editLinkHref(
  docRepoBaseUrl: string | undefined,
  pagePath: string | undefined,
): string | undefined {
  if (!docRepoBaseUrl || !pagePath) return undefined;
  const base = docRepoBaseUrl.endsWith('/') ? docRepoBaseUrl : `${docRepoBaseUrl}/`;
  return base + pagePath.replace(/\\/g, '/').replace(/^\//, '');
}
