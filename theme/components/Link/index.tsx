import { type LinkProps, Link as OriginalLink } from '@rspress/core/theme-original';
import { forwardRef } from 'react';

/**
 * Rspress's link. A heading's "#" anchor is hidden from assistive technology, so it also stays
 * out of the tab order: keyboard and screen-reader users reach the same links through the
 * outline, and a focusable element nobody can hear would be a silent tab stop.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const isHeadingAnchor = /\brp-header-anchor\b/.test(props.className ?? '');
  return <OriginalLink ref={ref} {...(isHeadingAnchor ? { tabIndex: -1 } : {})} {...props} />;
});
