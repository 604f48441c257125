import { HoverGroup, Link, Tag } from '@rspress/core/theme';
import type { ReactNode } from 'react';
import { useHoverDisclosure } from '../../logic/useHoverDisclosure';
import { ArrowDown } from './ArrowDown';

export interface DropdownItem {
  text: string;
  /** Empty for the current choice, which is marked and links nowhere. */
  link?: string;
  lang?: string;
  tag?: string;
  active?: boolean;
}

/**
 * A menu of the bar with a list below it (nav groups, languages, versions). A mouse opens it by
 * hovering, everyone else with the button (useHoverDisclosure): Rspress's opened on hover only,
 * on a list item no keyboard reaches.
 */
export function NavDropdown({
  label,
  ariaLabel,
  items,
  active = false,
}: {
  label: ReactNode;
  ariaLabel?: string;
  items: DropdownItem[];
  active?: boolean;
}) {
  const { open, popupId, rootProps, buttonProps } = useHoverDisclosure<HTMLLIElement>();
  return (
    <li className={`rp-nav-menu__item${active ? ' rp-nav-menu__item--active' : ''}`} {...rootProps}>
      <button
        type="button"
        className="rp-nav-menu__item__container rslib-nav-dropdown__button"
        aria-label={ariaLabel}
        {...buttonProps}
      >
        {label}
        <ArrowDown className="rp-nav-menu__item__icon" />
      </button>
      <HoverGroup
        id={popupId}
        isOpen={open}
        customChildren={items.map((item) => (
          <li
            key={item.link || item.text}
            className={`rp-hover-group__item${item.active || !item.link ? ' rp-hover-group__item--active' : ''}`}
          >
            {item.link && !item.active ? (
              <Link
                href={item.link}
                className="rp-hover-group__item__link"
                lang={item.lang}
                hrefLang={item.lang}
              >
                {item.text}
                {item.tag ? <Tag tag={item.tag} /> : null}
              </Link>
            ) : (
              <span className="rp-hover-group__item__link" lang={item.lang} aria-current="true">
                {item.text}
              </span>
            )}
          </li>
        ))}
      />
    </li>
  );
}
