import { useFrontmatter } from '@rspress/core/runtime';
import type { ReactNode } from 'react';
import { Link } from '../Link';
import './index.css';

interface HeroAction {
  text: string;
  link: string;
  theme?: 'brand' | 'alt';
}

interface HeroFrontmatter {
  name?: string;
  text?: string;
  tagline?: string;
  actions?: HeroAction[];
  /** Decorative twinkling stars behind the title. */
  stars?: boolean;
}

/** Star positions (percent of the hero box) and sizes: fixed, so server and client agree. */
const STARS = [
  { x: 8, y: 22, size: 10, delay: 0 },
  { x: 18, y: 68, size: 6, delay: 1.2 },
  { x: 27, y: 12, size: 7, delay: 2.1 },
  { x: 72, y: 14, size: 9, delay: 0.6 },
  { x: 84, y: 58, size: 12, delay: 1.7 },
  { x: 93, y: 26, size: 6, delay: 2.6 },
  { x: 63, y: 80, size: 7, delay: 0.9 },
  { x: 40, y: 86, size: 5, delay: 2.3 },
];

export interface HomeHeroProps {
  beforeHeroActions?: ReactNode;
  afterHeroActions?: ReactNode;
}

/** The landing hero: title, subtitle, description, the call-to-action buttons and optional stars. */
export function HomeHero({ beforeHeroActions, afterHeroActions }: HomeHeroProps) {
  const { frontmatter } = useFrontmatter();
  const hero = (frontmatter?.hero ?? {}) as HeroFrontmatter;
  return (
    <section className="rslib-hero">
      {hero.stars ? (
        <div className="rslib-hero__stars" aria-hidden="true">
          {STARS.map((star) => (
            <span
              key={`${star.x}-${star.y}`}
              className="rslib-hero__star"
              style={{
                left: `${star.x}%`,
                top: `${star.y}%`,
                width: star.size,
                height: star.size,
                animationDelay: `${star.delay}s`,
              }}
            />
          ))}
        </div>
      ) : null}
      <div className="rslib-hero__content">
        {hero.name ? <h1 className="rslib-hero__title rslib-gradient-text">{hero.name}</h1> : null}
        {hero.text ? <p className="rslib-hero__subtitle">{hero.text}</p> : null}
        {hero.tagline ? <p className="rslib-hero__description">{hero.tagline}</p> : null}
        {beforeHeroActions}
        {hero.actions?.length ? (
          <div className="rslib-hero__actions">
            {hero.actions.map((action) => (
              <Link
                key={action.link}
                href={action.link}
                className={`rslib-hero__action rslib-hero__action--${action.theme === 'alt' ? 'alt' : 'brand'}`}
              >
                {action.text}
              </Link>
            ))}
          </div>
        ) : null}
        {afterHeroActions}
      </div>
    </section>
  );
}
