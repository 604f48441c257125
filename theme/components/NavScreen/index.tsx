import type { NavItem } from '@rspress/core';
import { NoSSR, useI18n, useNav, useSite } from '@rspress/core/runtime';
import { Link, SocialLinks, SwitchAppearance, Tag } from '@rspress/core/theme';
import { type ReactNode, useId, useState } from 'react';
import { hasAppearanceSwitch } from '../../../src/appearance';
import type { UI_TEXT } from '../../../src/i18n';
import { useScrollLock } from '../../logic/useScrollLock';
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
        className={`rp-nav-screen-menu-item rslib-nav-screen__toggle${open ? ' rp-nav-screen-menu-item--open' : ''}`}
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

function MenuLink({ href, children, lang }: { href: string; children: ReactNode; lang?: string }) {
  return (
    <Link href={href} className="rp-nav-screen-menu-item" lang={lang} hrefLang={lang}>
      <span className="rp-nav-screen-menu-item__left">{children}</span>
    </Link>
  );
}

function MenuItem({ item }: { item: NavItem }) {
  const content = (
    <>
      {item.text}
      {item.tag ? <Tag tag={item.tag} /> : null}
    </>
  );
  if ('items' in item && item.items.length > 0) {
    return (
      <Disclosure label={content}>
        {item.items.map((child) => (
          <MenuItem key={`${child.text}-${'link' in child ? child.link : ''}`} item={child} />
        ))}
      </Disclosure>
    );
  }
  if ('link' in item && item.link) return <MenuLink href={item.link}>{content}</MenuLink>;
  return (
    <div className="rp-nav-screen-menu-item">
      <span className="rp-nav-screen-menu-item__left">{content}</span>
    </div>
  );
}

function SwitchRow({ label, menu }: { label: string; menu: SwitchMenu }) {
  if (menu.items.length === 0) return null;
  return (
    <Disclosure label={label} value={menu.activeValue}>
      {menu.items.map((item) =>
        item.link ? (
          <MenuLink key={item.text} href={item.link} lang={item.lang}>
            {item.text}
          </MenuLink>
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
 * The full-screen menu of a small window: the nav items, the appearance switch, the language
 * and version menus as buttons that fold their lists open, and the social links. Rendered only
 * while open; a click on the backdrop closes it.
 */
export function NavScreen({ close }: { close: () => void }) {
  const t = useI18n<typeof UI_TEXT>();
  const items = useNav();
  const { site } = useSite();
  const languages = useLanguageMenu();
  const versions = useVersionMenu();
  useScrollLock();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop; the hamburger button and Escape close it for keyboards.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
    <div
      className="rp-nav-screen rp-nav-screen--open"
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="rp-nav-screen__container">
        {items.map((item) => (
          <MenuItem key={`${item.text}-${'link' in item ? item.link : ''}`} item={item} />
        ))}
        <div className="rp-nav-screen-divider" />
        {hasAppearanceSwitch(site.themeConfig.darkMode) ? (
          <div className="rp-nav-screen-appearance">
            <span>{t('themeText')}</span>
            <NoSSR>
              <SwitchAppearance />
            </NoSSR>
          </div>
        ) : null}
        <SwitchRow label={t('languagesText')} menu={languages} />
        <SwitchRow label={t('versionsText')} menu={versions} />
        <div className="rp-nav-screen-divider" />
        <SocialLinks />
      </div>
    </div>
  );
}
