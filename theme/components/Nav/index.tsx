import { useI18n, useNav, useSite } from '@rspress/core/runtime';
import type { NavProps } from '@rspress/core/theme';
import { NavHamburger, NavTitle, Search, SocialLinks, SwitchAppearance } from '@rspress/core/theme';
import { hasAppearanceSwitch } from '../../../src/shared/appearance';
import type { UI_TEXT } from '../../../src/shared/i18n';
import { useLanguageMenu, useVersionMenu } from '../../logic/useSwitchMenus';
import { NavDropdown } from './NavDropdown';
import { NavMenu } from './NavMenu';
import './index.css';

/** The language and version menus, each a disclosure button (Rspress's opened on hover only). */
export function NavSwitchers() {
  const t = useI18n<typeof UI_TEXT>();
  const languages = useLanguageMenu();
  const versions = useVersionMenu();
  if (languages.items.length === 0 && versions.items.length === 0) return null;
  return (
    <ul className="rp-nav-menu rslib-nav-switchers">
      {languages.items.length > 0 ? (
        <NavDropdown
          label={languages.activeValue}
          ariaLabel={t('nav.language', { current: languages.activeValue })}
          items={languages.items}
        />
      ) : null}
      {versions.items.length > 0 ? (
        <NavDropdown
          label={versions.activeValue}
          ariaLabel={t('nav.version', { current: versions.activeValue })}
          items={versions.items}
        />
      ) : null}
    </ul>
  );
}

/**
 * The top bar: logo, the nav items, search, the language and version menus, the appearance
 * switch and social links, and the hamburger buttons of smaller windows. Ours, because Rspress's
 * menus open on hover only and its language links drop a folder's trailing slash (README).
 */
export function Nav(props: NavProps) {
  const navItems = useNav();
  const { site } = useSite();
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {props.beforeNavTitle}
        {props.navTitle ?? <NavTitle />}
        <NavMenu
          items={navItems}
          position="left"
          before={props.beforeLeftNavItems}
          after={props.afterLeftNavItems}
        />
        {props.afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {props.beforeNavMenu}
        <Search />
        <NavMenu
          items={navItems}
          position="right"
          before={props.beforeRightNavItems}
          after={props.afterRightNavItems}
        />
        <div className="rp-nav__others">
          <div className="rp-nav-menu__divider" />
          <NavSwitchers />
          {hasAppearanceSwitch(site.themeConfig.darkMode) && <SwitchAppearance />}
          <SocialLinks />
        </div>
        <NavHamburger
          beforeLeftNavItems={props.beforeLeftNavItems}
          afterLeftNavItems={props.afterLeftNavItems}
          beforeRightNavItems={props.beforeRightNavItems}
          afterRightNavItems={props.afterRightNavItems}
        />
        {props.afterNavMenu}
      </div>
    </header>
  );
}
