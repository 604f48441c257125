import { renderInlineMarkdown } from '@rspress/core/theme-original';
import { slug } from '#shared/slug';
import { getCustomMDXComponent } from '../getCustomMDXComponent';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

export interface FallbackHeadingProps {
  level: number;
  title: string;
}

/**
 * Rspress's heading for a page or overview whose Markdown has none (the title from front matter),
 * with the same id and anchor, slugged by src/shared/slug.ts instead of a bundled github-slugger.
 */
export function FallbackHeading({ level, title }: FallbackHeadingProps) {
  if (import.meta.env.SSG_MD) return <>{`${'#'.repeat(level)} ${title}\n\n`}</>;
  const id = title && slug(title.trim());
  if (!id) return null;
  const components = getCustomMDXComponent();
  const Heading = components[HEADINGS[level - 1] ?? 'h1'];
  const Anchor = components.a;
  return (
    <Heading id={id}>
      <span {...renderInlineMarkdown(title)} />
      <Anchor className="rp-header-anchor" href={`#${id}`} aria-hidden>
        #
      </Anchor>
    </Heading>
  );
}
