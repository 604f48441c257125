import { DomUtils, ElementType, parseDocument } from 'htmlparser2';

/** Page chrome that Rspress renders inside the article: the copy and open menus, heading anchors. */
function isChrome(element: { name: string; attribs: Record<string, string> }): boolean {
  const classes = (element.attribs.class ?? '').split(/\s+/);
  return (
    (element.name === 'div' && classes.includes('rp-not-doc')) ||
    (element.name === 'a' && classes.includes('rp-header-anchor'))
  );
}

/**
 * A blog post's rendered HTML as a feed reader should get it: the article only, without the
 * page chrome Rspress renders inside it (copy buttons, heading anchors, React markers).
 */
export function cleanFeedContent(html: string): string {
  // Entities stay as Rspress wrote them: the feed carries the same markup as the page.
  const document = parseDocument(html, { decodeEntities: false });
  const removed = [
    ...DomUtils.findAll(isChrome, document.children),
    ...DomUtils.filter((node) => node.type === ElementType.Comment, document.children),
  ];
  for (const node of removed) DomUtils.removeElement(node);
  return DomUtils.getOuterHTML(document.children, { decodeEntities: false }).trim();
}
