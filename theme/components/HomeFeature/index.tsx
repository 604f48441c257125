import type { Feature } from '@rspress/core';
import { useFrontmatter } from '@rspress/core/runtime';
import { Link, renderHtmlOrText, SvgWrapper } from '@rspress/core/theme';
import './index.css';

const SPAN_CLASSES: Record<number, string> = {
  2: 'rp-home-feature__item--span-2',
  3: 'rp-home-feature__item--span-3',
  4: 'rp-home-feature__item--span-4',
  6: 'rp-home-feature__item--span-6',
};

/**
 * A feature card. Rspress made the whole card clickable with a click handler, which no keyboard
 * or screen reader can use; here the title is a real link whose clickable area covers the card,
 * so the card still opens on a click anywhere, and the link's name is the title alone.
 */
function HomeFeatureItem({ feature }: { feature: Feature }) {
  const { icon, title, details, link, span = 4 } = feature;
  return (
    <div className={`rp-home-feature__item ${SPAN_CLASSES[span] ?? ''}`}>
      <article
        className={`rp-home-feature__card${link ? ' rp-home-feature__card--clickable' : ''}`}
      >
        <div className="rp-home-feature__title-wrapper">
          {icon ? (
            <div className="rp-home-feature__icon">
              <SvgWrapper icon={icon} />
            </div>
          ) : null}
          <h2 className="rp-home-feature__title">
            {link ? (
              <Link href={link} className="rslib-feature-link">
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
        </div>
        <p className="rp-home-feature__detail" {...renderHtmlOrText(details)} />
      </article>
    </div>
  );
}

/** The home page's features: the front matter's `features`, each a card. */
export function HomeFeature({ features: fromProps }: { features?: Feature[] }) {
  const { frontmatter } = useFrontmatter();
  const features = fromProps ?? (frontmatter?.features as Feature[] | undefined);
  return (
    <div className="rp-home-feature">
      {features?.map((feature) => (
        <HomeFeatureItem key={feature.title} feature={feature} />
      ))}
    </div>
  );
}
