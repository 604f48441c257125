import { type LinkProps, Link as OriginalLink } from '@rspress/core/theme-original';
import { forwardRef, useMemo } from 'react';
import { reportingChunkFailures } from '#client/stale-build';

/**
 * Rspress's link, with two changes.
 * - A heading's "#" anchor is hidden from assistive technology, so it also stays out of the tab
 *   order: keyboard and screen-reader users reach the same links through the outline, and a
 *   focusable element nobody can hear would be a silent tab stop.
 * - A link's own transition (the sidebar's) reports a failed load of the next page's code to the
 *   window, as every other link's does, instead of throwing it into the page, where
 *   StaleBuildBoundary could only catch it after React logged it (`reportingChunkFailures`).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { startTransition, ...props },
  ref,
) {
  const isHeadingAnchor = /\brp-header-anchor\b/.test(props.className ?? '');
  const start = useMemo(
    () => (startTransition ? reportingChunkFailures(startTransition) : undefined),
    [startTransition],
  );
  return (
    <OriginalLink
      ref={ref}
      {...(isHeadingAnchor ? { tabIndex: -1 } : {})}
      {...props}
      {...(start ? { startTransition: start } : {})}
    />
  );
});
