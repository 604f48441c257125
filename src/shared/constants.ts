/** The site's fixed delays, limits and sizes, named after what they mean. */

/** A popover or tooltip opens this long after the pointer rests on its trigger. */
export const POPOVER_OPEN_DELAY_MS = 100;
/** A hover popover closes this long after the pointer leaves it (the nav dropdown delay). */
export const POPOVER_CLOSE_DELAY_MS = 150;

/** Image zoom: no margin, the page's background as backdrop, closes on scrolling 40 px. */
export const IMAGE_ZOOM_OPTIONS = {
  margin: 0,
  background: 'var(--rp-c-bg)',
  scrollOffset: 40,
} as const;
/** Zoom attaches this long after a page renders, once its images are in the document. */
export const IMAGE_ZOOM_ATTACH_DELAY_MS = 100;
/** The images of the article that zoom on click. */
export const ZOOMABLE_IMAGES = '.rspress-doc img';

/** Scroll handlers run at most this often. */
export const SCROLL_THROTTLE_MS = 100;
/** Within this many pixels of the top, the page counts as "at the top" (no back-to-top button). */
export const TOP_ARRIVED_PX = 100;

/** The navbar's scroll handler (hide-navbar `auto`) runs at most this often. */
export const NAVBAR_SCROLL_THROTTLE_MS = 200;

/** The small-window menu closes once the window is this wide: the bar shows everything then. */
export const MOBILE_NAV_MIN_CLOSE_WIDTH = 768;

/**
 * After a search result is chosen, focus moves to the page it opens once that page is there:
 * it is looked for this long (a slow network may take seconds to bring the page's code)...
 */
export const OPENED_PAGE_FOCUS_WAIT_MS = 10_000;
/** ...and kept there while the page settles for this many frames, should React replace it. */
export const OPENED_PAGE_FOCUS_SETTLE_FRAMES = 30;
