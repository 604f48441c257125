import { useLangsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';
import { SvgDown } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { useI18n } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { useId, useState } from 'react';
import type { UI_TEXT } from '../../../src/i18n';
// Rspress's own rules for the row and its list, kept with their markup.
import '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.css';

/**
 * Rspress's language row of the nav popup, as a real disclosure: a button (Rspress's was a
 * clickable div) that says whether the list is open, and a list that is inert while folded, so
 * the keyboard does not land on links nobody can see.
 */
export function NavScreenLanguages() {
  const t = useI18n<typeof UI_TEXT>();
  const { items, activeValue } = useLangsMenu();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (items.length < 2) return null;
  return (
    <>
      <button
        type="button"
        className="rp-nav-screen-langs rslib-nav-screen-langs"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="rp-nav-screen-langs__left">{t('languagesText')}</span>
        <span className="rp-nav-screen-langs__right">
          {activeValue}
          <SvgDown
            className={`rp-nav-screen-langs__icon${open ? ' rp-nav-screen-langs__icon--open' : ''}`}
            aria-hidden="true"
          />
        </span>
      </button>
      <div
        id={listId}
        className="rp-nav-screen-langs-group"
        inert={!open}
        style={{
          display: 'grid',
          gridTemplateRows: open ? '1fr' : '0fr',
          transition: 'grid-template-rows 0.2s ease-out',
        }}
      >
        <div className="rp-nav-screen-langs-group__inner">
          {items.map((item) =>
            item.link ? (
              <Link
                key={item.lang}
                href={item.link}
                className="rp-nav-screen-langs-group__item"
                hrefLang={item.lang}
                lang={item.lang}
                rel="alternate"
              >
                {item.text}
              </Link>
            ) : (
              <span
                key={item.lang}
                className="rp-nav-screen-langs-group__item rp-nav-screen-langs-group__item--active"
                lang={item.lang}
                aria-current="true"
              >
                {item.text}
              </span>
            ),
          )}
        </div>
      </div>
    </>
  );
}
