/**
 * Moving focus to a page opened inside the app, as the skip link moves it to the main content:
 * otherwise a keyboard or screen-reader user is left on `<body>` (or on the control that
 * opened it, now gone) and starts again from the top of the document.
 */
import { anchorId, safeDecode } from '#shared/anchor';
import { OPENED_PAGE_FOCUS_SETTLE_FRAMES, OPENED_PAGE_FOCUS_WAIT_MS } from '#shared/constants';

/** A route path without its trailing slash or `.html`, decoded, for comparing two of them. */
function routeKey(pathname: string): string {
  return (
    safeDecode(pathname)
      .replace(/\.html$/, '')
      .replace(/\/$/, '') || '/'
  );
}

/** The element to focus on the page at `href`: its section's heading, else its main content. */
function targetOf(hash: string, mainId: string): HTMLElement | null {
  const id = anchorId(hash);
  return (id && document.getElementById(id)) || document.getElementById(mainId);
}

/**
 * Once the address is `href`'s and the page shows the target (the heading `href` names, else
 * the element with `mainId`), focuses it without scrolling: the scroll position is the route's.
 * Should React replace the element while the page settles, focus follows; focus the reader has
 * moved elsewhere, before the page came or after, is left alone.
 */
export function focusOpenedPage(href: string, mainId: string): void {
  const wanted = new URL(href, window.location.href);
  const deadline = performance.now() + OPENED_PAGE_FOCUS_WAIT_MS;
  let focused: HTMLElement | null = null;
  let settled = 0;
  const step = () => {
    if (performance.now() > deadline || settled >= OPENED_PAGE_FOCUS_SETTLE_FRAMES) return;
    requestAnimationFrame(step);
    if (routeKey(window.location.pathname) !== routeKey(wanted.pathname)) return;
    const target = targetOf(wanted.hash, mainId);
    if (!target) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    // Focus on anything else was put there by the reader (or by the search, opened and closed
    // again while the page loaded), before this placed it or after: theirs, so it stays.
    if (!lost && active !== target && active !== focused) {
      settled = OPENED_PAGE_FOCUS_SETTLE_FRAMES;
      return;
    }
    if (active !== target) {
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
      focused = target;
      settled = 0;
      return;
    }
    settled += 1;
  };
  requestAnimationFrame(step);
}
