/**
 * A small stand-in for `body-scroll-lock`, which Rspress's mobile nav screen and sidebar menu
 * use while open, aliased in rspress.config.ts: the page behind an open menu stops scrolling,
 * and with `reserveScrollBarGap` keeps its width where a scrollbar disappears. The package's
 * extra touch handling is for iOS Safari before 16, which ignored `overflow: hidden` on the body.
 */
export interface BodyScrollOptions {
  reserveScrollBarGap?: boolean;
  allowTouchMove?: (element: EventTarget) => boolean;
}

const locks = new Set<Element>();
let saved: { overflow: string; paddingRight: string } | null = null;

export function disableBodyScroll(target: Element, options: BodyScrollOptions = {}): void {
  locks.add(target);
  if (saved) return;
  const { body, documentElement } = document;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const gap = window.innerWidth - documentElement.clientWidth;
  if (options.reserveScrollBarGap && gap > 0) body.style.paddingRight = `${gap}px`;
  body.style.overflow = 'hidden';
}

function restore(): void {
  if (!saved) return;
  document.body.style.overflow = saved.overflow;
  document.body.style.paddingRight = saved.paddingRight;
  saved = null;
}

export function enableBodyScroll(target: Element): void {
  locks.delete(target);
  if (locks.size === 0) restore();
}

export function clearAllBodyScrollLocks(): void {
  locks.clear();
  restore();
}
