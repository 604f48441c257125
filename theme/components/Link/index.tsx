import { type LinkProps, Link as OriginalLink } from '@rspress/core/theme-original';
import { forwardRef } from 'react';
import { linkNavigation, noteNavigation } from '../../../src/stale-build';

/**
 * Rspress's link, with two changes.
 * - A heading's "#" anchor is hidden from assistive technology, so it also stays out of the tab
 *   order: keyboard and screen-reader users reach the same links through the outline, and a
 *   focusable element nobody can hear would be a silent tab stop.
 * - A plain click notes where it goes, so that a page whose code is gone after a deploy can be
 *   loaded in full there (src/stale-build.ts).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { onClick, ...props },
  ref,
) {
  const isHeadingAnchor = /\brp-header-anchor\b/.test(props.className ?? '');
  return (
    <OriginalLink
      ref={ref}
      {...(isHeadingAnchor ? { tabIndex: -1 } : {})}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        const { button, metaKey, ctrlKey, shiftKey, altKey, currentTarget } = event;
        if (button === 0 && !metaKey && !ctrlKey && !shiftKey && !altKey) {
          noteNavigation(linkNavigation(currentTarget, window.location.href));
        }
      }}
    />
  );
});
