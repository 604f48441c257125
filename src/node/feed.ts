/**
 * A blog post's rendered HTML as a feed reader should get it: the article only, without the
 * page chrome Rspress renders inside it (copy buttons, heading anchors, React markers).
 */
export function cleanFeedContent(html: string): string {
  let result = removeElements(html, 'div', /\bclass="[^"]*\brp-not-doc\b/);
  result = result.replace(/<a\b[^>]*\brp-header-anchor\b[^>]*>#<\/a>/g, '');
  result = result.replace(/<!--.*?-->/gs, '');
  return result.trim();
}

/** Removes every `<tag …>` whose opening tag matches `attributes`, with all it contains. */
function removeElements(html: string, tag: string, attributes: RegExp): string {
  const open = new RegExp(`<${tag}\\b[^>]*>`, 'g');
  let output = '';
  let cursor = 0;
  for (let match = open.exec(html); match; match = open.exec(html)) {
    if (match.index < cursor || !attributes.test(match[0])) continue;
    const end = closingIndex(html, tag, match.index + match[0].length);
    output += html.slice(cursor, match.index);
    cursor = end;
    open.lastIndex = end;
  }
  return output + html.slice(cursor);
}

/** The index just past the `</tag>` that closes an element whose content starts at `from`. */
function closingIndex(html: string, tag: string, from: number): number {
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] === '/' ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return html.length;
}
