import { useEffect } from 'react';

/**
 * Locks the page's own scrolling while `active`, keeping the scrollbar's room so that nothing
 * shifts sideways. Used by the doc layout's phone sidebar (Rspress's NavScreen locks on its own).
 */
export function useScrollLock(active = true) {
  useEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    const gap = window.innerWidth - documentElement.clientWidth;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (gap > 0) body.style.paddingRight = `${gap}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, [active]);
}
