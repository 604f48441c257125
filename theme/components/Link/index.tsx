import { type LinkProps, Link as OriginalLink } from '@rspress/core/theme-original';
import { forwardRef, useMemo } from 'react';
import { linkNavigation, noteNavigation, reportingChunkFailures } from '#client/stale-build';

/**
 * Rspress's link, with three changes.
 * - A heading's "#" anchor is hidden from assistive technology, so it also stays out of the tab
 *   order: keyboard and screen-reader users reach the same links through the outline, and a
 *   focusable element nobody can hear would be a silent tab stop.
 * - A plain click notes where it goes, so that a page whose code is gone after a deploy can be
 *   loaded in full there (src/client/stale-build.ts).
 * - A link's own transition (the sidebar's) reports such a failure to the window like every other
 *   link's, instead of throwing it into the page (`reportingChunkFailures`).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { onClick, startTransition, ...props },
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
