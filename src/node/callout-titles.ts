/**
 * Callout titles in the page's language. Rspress titles a callout whose Markdown names none
 * (`:::tip`) with its type in English, "Tip", on Chinese pages too; this rehype step gives such a
 * callout on a page under `docs/<lang>/` the title of its type in that language
 * (`CALLOUT_TITLES`). It runs at build time, so no page's first load carries the titles.
 */
import type { Element, Root, RootContent } from 'hast';
import { CALLOUT_TITLES } from '#shared/i18n';
import type { Language } from '#shared/locale-path';
import { languageOfPageFile } from './routes';

/** The element Rspress's container syntax turns a callout into, before MDX makes it a component. */
const CALLOUT_ELEMENT = '$$$callout$$$';

type CalloutType = keyof typeof CALLOUT_TITLES;
const isCalloutType = (type: unknown): type is CalloutType =>
  typeof type === 'string' && Object.hasOwn(CALLOUT_TITLES, type);

/** Gives each untitled callout under `node` the title of its type in `lang`. */
function retitle(node: Root | RootContent, lang: Language): void {
  if (!('children' in node)) return;
  if (node.type === 'element' && node.tagName === CALLOUT_ELEMENT) {
    const { type, title } = (node as Element).properties;
    // Rspress has set the type's English name as the title where the Markdown gave none.
    if (isCalloutType(type) && (title === undefined || String(title).toLowerCase() === type)) {
      node.properties.title = CALLOUT_TITLES[type][lang];
    }
  }
  for (const child of node.children) retitle(child, lang);
}

/** The rehype plugin, for the pages under `docsRoot`. */
export function rehypeCalloutTitles({ docsRoot }: { docsRoot: string }) {
  return (tree: Root, file: { path?: string }): void => {
    const lang = languageOfPageFile(docsRoot, file.path);
    if (lang) retitle(tree, lang);
  };
}
