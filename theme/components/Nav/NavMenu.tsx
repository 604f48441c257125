import type { NavItem, NavItemWithLink } from '@rspress/core';
import { matchNavbar, useLocation } from '@rspress/core/runtime';
import { Link, Tag } from '@rspress/core/theme';
import type { ReactNode } from 'react';
import { NavDropdown } from './NavDropdown';

type Position = 'left' | 'right';

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

/** The bar's items on one side (`position`, right by default), with the layout's slots around. */
export function NavMenu({
  items,
  position,
  before,
  after,
}: {
  items: NavItem[];
  position: Position;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const shown = items.filter((item) => (item.position ?? 'right') === position);
  if (shown.length === 0 && before == null && after == null) return null;
  return (
    <ul className={`rp-nav-menu rp-nav-menu--${position}`}>
      {before}
      {shown.map((item) => (
        <NavMenuItem key={`${item.text}-${linkOf(item) ?? ''}`} item={item} />
      ))}
      {after}
    </ul>
  );
}
