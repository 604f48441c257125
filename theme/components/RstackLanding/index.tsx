import { useI18n } from '@rspress/core/runtime';
import type { UI_TEXT } from '#shared/i18n';
import { landingCards } from '#shared/tools';
import { useUiLanguage } from '../../logic/useUiLanguage';
import { ToolLogo } from '../ToolLogo';
import './index.css';

/** The home page's block about the Rstack family: a heading, a sentence and a card per tool. */
export function RstackLanding() {
  const t = useI18n<typeof UI_TEXT>();
  const lang = useUiLanguage();
  return (
    <section className="rslib-landing" aria-labelledby="rstack-landing-heading">
      <h2 id="rstack-landing-heading" className="rslib-landing__heading">
        {t('landing.heading')}
      </h2>
      <p className="rslib-landing__intro">{t('landing.intro')}</p>
      <ul className="rslib-landing__grid">
        {landingCards(lang).map((card) => (
          <li key={card.name} className="rslib-landing__card">
            <ToolLogo className="rslib-landing__logo" src={card.logo} size={44} />
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
