/**
 * The Markdown that the theme writes for a page's twin (`/index.md`, `/config/lib/index.md`,
 * llms-full.txt, Copy Markdown) where a layout shows more than the page's Markdown: the home page
 * and the lists of overview pages. Links to the site's pages are absolute addresses of their
 * twins, as Rspress writes the links of a page's own text, so Markdown pasted into a chat still
 * leads somewhere. Rspress's own versions put the home features under an English "Features"
 * heading with their icons' paths in the link text, leave out the Rstack block, and link an
 * overview's pages by path.
 */
import { markdownTwinOf } from './locale-path';
import type { OverviewGroupData } from './overview';
import { SITE } from './site';

export interface HomeMarkdownInput {
  hero?: {
    name?: string;
    text?: string;
    tagline?: string;
    actions?: ReadonlyArray<{ text: string; link: string }>;
  };
  features?: ReadonlyArray<{ title: string; details?: string; link?: string }>;
  /** The block about the Rstack family: a heading, a sentence and a card per tool. */
  landing: {
    heading: string;
    intro: string;
    cards: ReadonlyArray<{ name: string; desc: string; url: string; urlText: string }>;
  };
}

/** Text inside `[…]` of a link, its brackets escaped. */
const linkText = (text: string) => text.replace(/[[\]]/g, '\\$&');

/** A Markdown link; one to a page of this site points at the page's twin, by its full address. */
function link(text: string, href: string): string {
  const [route = '', hash] = href.split('#');
  const target = route.startsWith('/')
    ? `${SITE.origin}${markdownTwinOf(route)}${hash === undefined ? '' : `#${hash}`}`
    : href;
  return `[${linkText(text)}](${target})`;
}

export function homeMarkdown({ hero, features = [], landing }: HomeMarkdownInput): string {
  const blocks: string[] = [];
  if (hero?.name) blocks.push(`# ${hero.name}`);
  if (hero?.text) blocks.push(hero.text);
  if (hero?.tagline) blocks.push(`> ${hero.tagline}`);
  if (hero?.actions?.length) {
    blocks.push(hero.actions.map((action) => link(action.text, action.link)).join(' | '));
  }
  for (const feature of features) {
    blocks.push(`## ${feature.link ? link(feature.title, feature.link) : feature.title}`);
    if (feature.details) blocks.push(feature.details);
  }
  blocks.push(`## ${landing.heading}`, landing.intro);
  for (const card of landing.cards) {
    blocks.push(`### ${card.name}`, card.desc, link(card.urlText, card.url));
  }
  return `${blocks.join('\n\n')}\n`;
}

/**
 * An overview's groups as the page shows them: a heading per group, one per page in it, and a
 * list of the page's headings that the overview shows.
 */
export function overviewMarkdown(groups: readonly OverviewGroupData[]): string {
  const blocks: string[] = [];
  for (const group of groups) {
    if (group.name) blocks.push(`## ${group.name}`);
    for (const item of group.items) {
      blocks.push(`### ${link(item.text, item.link)}`);
      const headers = item.headers.map(
        (header) => `- ${link(header.text, `${item.link}#${header.id}`)}`,
      );
      if (headers.length > 0) blocks.push(headers.join('\n'));
    }
  }
  return `${blocks.join('\n\n')}\n`;
}
