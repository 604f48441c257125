import { useI18n, useLang } from '@rspress/core/runtime';
import type { SyntheticEvent } from 'react';
import type { UI_TEXT } from '../../../src/shared/i18n';
import { landingCards, TRANSPARENT_PIXEL } from '../../../src/shared/tools';
import './index.css';

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.src !== TRANSPARENT_PIXEL) image.src = TRANSPARENT_PIXEL;
}

/** The home page's block about the Rstack family: a heading, a sentence and a card per tool. */
export function RstackLanding() {
  const t = useI18n<typeof UI_TEXT>();
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  return (
    <section className="rslib-landing" aria-labelledby="rstack-landing-heading">
      <h2 id="rstack-landing-heading" className="rslib-landing__heading">
        {t('landing.heading')}
      </h2>
      <p className="rslib-landing__intro">{t('landing.intro')}</p>
      <ul className="rslib-landing__grid">
        {landingCards(lang).map((card) => (
          <li key={card.name} className="rslib-landing__card">
            <img
              className="rslib-landing__logo"
              src={card.logo}
              alt=""
              width={44}
              height={44}
              loading="lazy"
              decoding="async"
              onError={showPlaceholder}
            />
            <h3 className="rslib-landing__name">{card.name}</h3>
            <p className="rslib-landing__desc">{card.desc}</p>
            <a
              className="rslib-landing__link"
              href={card.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {card.urlText}
              <span className="rslib-visually-hidden"> ({card.name})</span>
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
                <path d="M5 3h8v8M13 3 4 12" fill="none" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
