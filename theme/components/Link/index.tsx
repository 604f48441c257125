import { type LinkProps, Link as OriginalLink } from '@rspress/core/theme-original';
import { forwardRef, type TransitionStartFunction, useMemo } from 'react';
import { isChunkLoadError, linkNavigation, noteNavigation } from '../../../src/stale-build';

/**
 * A link's own transition, with a failed load of the next page's code reported to the window
 * (where StaleBuildBoundary handles it, as it does for every other link) rather than thrown into
 * the page while it renders, which React would log as an error.
 */
function reportingChunkFailures(start: TransitionStartFunction): TransitionStartFunction {
  return (action) =>
    start(async () => {
      try {
        await action();
      } catch (error) {
        if (!isChunkLoadError(error)) throw error;
        window.reportError(error);
      }
    });
}

/**
 * Rspress's link, with two changes.
 * - A heading's "#" anchor is hidden from assistive technology, so it also stays out of the tab
 *   order: keyboard and screen-reader users reach the same links through the outline, and a
 *   focusable element nobody can hear would be a silent tab stop.
 * - A plain click notes where it goes, so that a page whose code is gone after a deploy can be
 *   loaded in full there (src/stale-build.ts).
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
