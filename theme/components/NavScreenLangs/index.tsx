import { useI18n } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { type ReactNode, useId, useState } from 'react';
import type { UI_TEXT } from '#shared/i18n';
import { type SwitchMenu, useLanguageMenu, useVersionMenu } from '../../logic/useSwitchMenus';
import { ArrowDown } from '../NavMenu/ArrowDown';
import './index.css';

/** A row that folds a list open below it: a real button, and a list that is inert while folded. */
function Disclosure({
  label,
  value,
  children,
}: {
  label: ReactNode;
  value?: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        className={`rp-nav-screen-menu-item${open ? ' rp-nav-screen-menu-item--open' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="rp-nav-screen-menu-item__left">{label}</span>
        <span className="rp-nav-screen-menu-item__right">
          {value}
          <ArrowDown className="rp-nav-screen-menu-item__arrow" />
        </span>
      </button>
      <div
        id={listId}
        className={`rslib-nav-screen__group${open ? ' rslib-nav-screen__group--open' : ''}`}
        inert={!open}
      >
        <div className="rp-nav-screen-menu-item__group-inner">{children}</div>
      </div>
    </>
  );
}

/** A language or version row of the phone menu, with the current choice marked. */
function SwitchRow({ label, menu }: { label: string; menu: SwitchMenu }) {
  if (menu.items.length === 0) return null;
  return (
    <Disclosure label={label} value={menu.activeValue}>
      {menu.items.map((item) =>
        item.link ? (
          <Link
            key={item.text}
            href={item.link}
            className="rp-nav-screen-menu-item"
            lang={item.lang}
            hrefLang={item.lang}
          >
            <span className="rp-nav-screen-menu-item__left">{item.text}</span>
          </Link>
        ) : (
          <span
            key={item.text}
            className="rp-nav-screen-menu-item rp-nav-screen-menu-item--active"
            lang={item.lang}
            aria-current="true"
          >
            <span className="rp-nav-screen-menu-item__left">{item.text}</span>
          </span>
        ),
      )}
    </Disclosure>
  );
}

/**
 * The phone menu's language row, which Rspress's NavScreen renders from the theme (patch).
 * Rspress's was a clickable `div` that no keyboard reaches, and its links dropped a folder
 * index's trailing slash, as the bar's did (src/nav-links.ts).
 */
export function NavScreenLangs() {
  const t = useI18n<typeof UI_TEXT>();
  return <SwitchRow label={t('languagesText')} menu={useLanguageMenu()} />;
}

/** The phone menu's version row, shown with more than one version (as NavScreenLangs). */
export function NavScreenVersions() {
  const t = useI18n<typeof UI_TEXT>();
  return <SwitchRow label={t('versionsText')} menu={useVersionMenu()} />;
}
