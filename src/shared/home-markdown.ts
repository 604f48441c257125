/**
 * The home page as Markdown, for its twin (`/index.md`, `/zh/index.md`, llms-full.txt): what the
 * page shows, in its order and at its heading levels. Rspress's own version lists the features
 * under an English "Features" heading with their icons' paths in the link text, and leaves out
 * the Rstack block.
 */
import { markdownTwinOf } from './locale-path';

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

/** A link; one to a page of this site points at the page's Markdown twin, as the others do. */
function link(text: string, href: string): string {
  const [route = '', hash] = href.split('#');
  const target = route.startsWith('/')
    ? `${markdownTwinOf(route)}${hash === undefined ? '' : `#${hash}`}`
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
