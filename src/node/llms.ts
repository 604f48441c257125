import type { LlmsTxtContext } from '@rspress/core';
import { markdownTwinOf } from '#shared/locale-path';

/** Pages that are not documents (the per-language 404) have no place in the LLM outputs. */
export function isDocumentPage(frontmatter: { pageType?: unknown }): boolean {
  return frontmatter.pageType !== '404';
}

/**
 * `llms.txt` for one language: the site title, that language's description, then one section
 * per top-nav entry listing its pages as `- [title](markdown url): description`.
 */
export function renderLlmsTxt(
  context: LlmsTxtContext,
  descriptions: Readonly<Record<string, string>>,
): string {
  const description = descriptions[context.lang] ?? context.description;
  const lines = [`# ${context.title ?? ''}`.trimEnd()];
  if (description) lines.push('', `> ${description}`);
  for (const section of context.sections) {
    const pages = section.pages.filter((page) => isDocumentPage(page.frontmatter));
    if (pages.length === 0) continue;
    lines.push('', `## ${section.title}`, '');
    for (const page of pages) {
      const summary = page.description ? `: ${page.description}` : '';
      lines.push(`- [${page.title}](${page.link})${summary}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

type HeadTag = ['link', Record<string, string>];

function isNotFoundRoute(routePath: string): boolean {
  return /(^|\/)404$/.test(routePath);
}

/**
 * `<head>` links that point agents at a page's Markdown twin and its language's `llms.txt`.
 * They are static HTML (never hydrated) and left out of not-found pages, whose URL is not theirs.
 */
export function markdownTwinLink(route: { routePath: string }): HeadTag | undefined {
  if (isNotFoundRoute(route.routePath)) return undefined;
  return [
    'link',
    { rel: 'alternate', type: 'text/markdown', href: markdownTwinOf(route.routePath) },
  ];
}

export function llmsIndexLink(
  route: { routePath: string; lang: string },
  defaultLang: string,
): HeadTag | undefined {
  if (isNotFoundRoute(route.routePath)) return undefined;
  const prefix = route.lang && route.lang !== defaultLang ? `/${route.lang}` : '';
  return ['link', { rel: 'describedby', href: `${prefix}/llms.txt` }];
}
