import type { NavItem, NavItemWithLink } from '@rspress/core';
import { matchNavbar, useI18n, useLocation } from '@rspress/core/runtime';
import { Link, Tag } from '@rspress/core/theme';
import type { ReactNode } from 'react';
import type { UI_TEXT } from '#shared/i18n';
import { type SwitchMenu, useLanguageMenu, useVersionMenu } from '../../logic/useSwitchMenus';
import { NavDropdown } from './NavDropdown';
import './index.css';

function hasChildren(item: NavItem): item is NavItem & { items: NavItem[] } {
  return 'items' in item && Array.isArray(item.items) && item.items.length > 0;
}

function linkOf(item: NavItem): string | undefined {
  return 'link' in item && typeof item.link === 'string' && item.link ? item.link : undefined;
}

/** An item is current when its link matches, or for a menu, when one of its links does. */
function isActive(item: NavItem, pathname: string): boolean {
  if (linkOf(item) && matchNavbar(item as NavItemWithLink, pathname)) return true;
  return hasChildren(item) && item.items.some((child) => isActive(child, pathname));
}

/** One item of the bar: a link, a menu of links, or plain text. */
function NavMenuItem({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const active = isActive(item, pathname);
  if (hasChildren(item)) {
    return (
      <NavDropdown
        label={item.text}
        active={active}
        items={item.items.map((child) => ({
          text: child.text ?? '',
          link: linkOf(child),
          tag: child.tag,
          active: isActive(child, pathname),
        }))}
      />
    );
  }
  const link = linkOf(item);
  return (
    <li className={`rp-nav-menu__item${active ? ' rp-nav-menu__item--active' : ''}`}>
      {link ? (
        <Link
          href={link}
          className="rp-nav-menu__item__container"
          aria-current={active ? 'page' : undefined}
        >
          {item.text}
          {item.tag ? <Tag tag={item.tag} /> : null}
        </Link>
      ) : (
        <span className="rp-nav-menu__item__container">{item.text}</span>
      )}
    </li>
  );
}

/**
 * The bar's items on one side (`position`, right by default; all of them without one), with the
 * layout's slots around them. Rspress's Nav renders it from the theme (patch); ours opens a
 * menu of links with its button too (NavDropdown), where Rspress's opened on hover only.
 */
export function NavMenu({
  menuItems,
  position,
  beforeNavItems,
  afterNavItems,
}: {
  menuItems: NavItem[];
  position?: 'left' | 'right';
  beforeNavItems?: ReactNode;
  afterNavItems?: ReactNode;
}) {
  const shown = position
    ? menuItems.filter((item) => (item.position ?? 'right') === position)
    : menuItems;
  if (shown.length === 0 && beforeNavItems == null && afterNavItems == null) return null;
  return (
    <ul className={`rp-nav-menu${position ? ` rp-nav-menu--${position}` : ''}`}>
      {beforeNavItems}
      {shown.map((item) => (
        <NavMenuItem key={`${item.text}-${linkOf(item) ?? ''}`} item={item} />
      ))}
      {afterNavItems}
    </ul>
  );
}

/** A language or version menu: a disclosure button in a list of its own, or nothing. */
function SwitchMenuList({ menu, label }: { menu: SwitchMenu; label: string }) {
  if (menu.items.length === 0) return null;
  return (
    <ul className="rp-nav-menu rslib-nav-switchers">
      <NavDropdown label={menu.activeValue} ariaLabel={label} items={menu.items} />
    </ul>
  );
}

/**
 * The language menu. Rspress's opened on hover only, on a list item outside any list, and its
 * links dropped a folder index's trailing slash (`/config/` → `/zh/config`, a redirect).
 */
export function NavLangs() {
  const t = useI18n<typeof UI_TEXT>();
  const menu = useLanguageMenu();
  return <SwitchMenuList menu={menu} label={t('nav.language', { current: menu.activeValue })} />;
}

/** The version menu, shown with more than one version (as NavLangs). */
export function NavVersions() {
  const t = useI18n<typeof UI_TEXT>();
  const menu = useVersionMenu();
  return <SwitchMenuList menu={menu} label={t('nav.version', { current: menu.activeValue })} />;
}
