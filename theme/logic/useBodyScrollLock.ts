import { useEffect } from 'react';

/**
 * Stops the page from scrolling under an open overlay (the phone menu, the phone sidebar), and
 * keeps the scrollbar's width as padding so the page does not shift sideways. Only `overflow`
 * changes: fixing the body in place, as body-scroll-lock does on iOS, made Safari jump the page to
 * its top as the overlay opened.
 */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    const { overflow, paddingRight } = body.style;
    const scrollBarGap = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollBarGap > 0) body.style.paddingRight = `${scrollBarGap}px`;
    return () => {
      body.style.overflow = overflow;
      body.style.paddingRight = paddingRight;
    };
  }, [active]);
}
