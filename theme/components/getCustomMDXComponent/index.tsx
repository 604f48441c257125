import { getCustomMDXComponent as getOriginalMDXComponents } from '@rspress/core/theme-original';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import './index.css';

/**
 * A Markdown table in Rspress's sideways-scrolling container, which is in the tab order so that
 * a keyboard can scroll a table wider than the page.
 */
const Table = forwardRef<HTMLTableElement, ComponentPropsWithoutRef<'table'>>(
  function Table(props, ref) {
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to be scrolled by keyboard.
      <div className="rp-table-scroll-container rp-scrollbar" tabIndex={0}>
        <table ref={ref} {...props} />
      </div>
    );
  },
);

/** The components Markdown renders with: Rspress's, with the table above. */
export function getCustomMDXComponent(): ReturnType<typeof getOriginalMDXComponents> {
  return { ...getOriginalMDXComponents(), table: Table };
}
