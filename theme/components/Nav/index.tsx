import { useLangsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';
import type { NavProps } from '@rspress/core/dist/theme/components/Nav/index.js';
import {
  NavMenu,
  NavMenuDivider,
  NavVersions,
  SvgDown,
} from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { useI18n, useNav, useSite } from '@rspress/core/runtime';
import {
  Link,
  NavHamburger,
  NavTitle,
  Search,
  SocialLinks,
  SwitchAppearance,
} from '@rspress/core/theme';
import type { UI_TEXT } from '../../../src/i18n';
import { useHoverDisclosure } from '../../logic/useHoverDisclosure';
// Rspress's own rules for the bar and its menus, kept with their markup.
import '@rspress/core/dist/theme/components/HoverGroup/index.css';
import '@rspress/core/dist/theme/components/Nav/index.css';
import '@rspress/core/dist/theme/components/Nav/NavMenu.css';
import './index.css';

/**
 * The language menu of the bar: Rspress's look, but a button discloses the list, so keyboards
 * and touch screens can open it too (Rspress's opened on hover only), and the current language
 * is marked as such.
 */
function NavLanguages() {
  const t = useI18n<typeof UI_TEXT>();
  const { items, activeValue } = useLangsMenu();
  const { open, popupId, rootProps, buttonProps } = useHoverDisclosure<HTMLLIElement>();
  if (items.length < 2) return null;
  return (
    <li className="rp-nav-menu__item" {...rootProps}>
      <button
        type="button"
        className="rp-nav-menu__item__container rslib-nav-languages__button"
        aria-label={t('nav.language', { current: activeValue ?? '' })}
        {...buttonProps}
      >
        {activeValue}
        <SvgDown className="rp-nav-menu__item__icon" aria-hidden="true" />
      </button>
      <ul
        id={popupId}
        className={`rp-hover-group rp-hover-group--center${open ? '' : ' rp-hover-group--hidden'}`}
      >
        {items.map((item) =>
          item.link ? (
            <li key={item.lang} className="rp-hover-group__item rslib-nav-languages__item">
              <Link
                href={item.link}
                className="rp-hover-group__item__link"
                lang={item.lang}
                hrefLang={item.lang}
                rel={item.rel}
              >
                {item.text}
              </Link>
            </li>
          ) : (
            <li
              key={item.lang}
              className="rp-hover-group__item rp-hover-group__item--active rslib-nav-languages__item"
            >
              <span className="rp-hover-group__item__link" lang={item.lang} aria-current="true">
                {item.text}
              </span>
            </li>
          ),
        )}
      </ul>
    </li>
  );
}

/**
 * Rspress's top bar, the same markup, with the language and version menus inside a list (they
 * are list items) and the language menu reachable without a mouse.
 */
export function Nav(props: NavProps) {
  const {
    beforeNavTitle,
    afterNavTitle,
    beforeNavMenu,
    afterNavMenu,
    navTitle,
    beforeLeftNavItems,
    afterLeftNavItems,
    beforeRightNavItems,
    afterRightNavItems,
  } = props;
  const navList = useNav();
  const { site } = useSite();
  // Rspress's rule: no switch when dark mode is off or forced one way ('force-light', 'force-dark').
  const { darkMode } = site.themeConfig;
  const hasAppearanceSwitch = darkMode !== false && !String(darkMode ?? '').startsWith('force-');
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {beforeNavTitle}
        {navTitle ?? <NavTitle />}
        <NavMenu
          menuItems={navList}
          position="left"
          beforeNavItems={beforeLeftNavItems}
          afterNavItems={afterLeftNavItems}
        />
        {afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {beforeNavMenu}
        <Search />
        <NavMenu
          menuItems={navList}
          position="right"
          beforeNavItems={beforeRightNavItems}
          afterNavItems={afterRightNavItems}
        />
        <div className="rp-nav__others">
          <NavMenuDivider />
          <ul className="rp-nav-menu rslib-nav-switchers">
            <NavLanguages />
            <NavVersions />
          </ul>
          {hasAppearanceSwitch && <SwitchAppearance />}
          <SocialLinks />
        </div>
        <NavHamburger
          beforeLeftNavItems={beforeLeftNavItems}
          afterLeftNavItems={afterLeftNavItems}
          beforeRightNavItems={beforeRightNavItems}
          afterRightNavItems={afterRightNavItems}
        />
        {afterNavMenu}
      </div>
    </header>
  );
}
