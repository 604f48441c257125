import { Toc as OriginalToc } from '@rspress/core/theme-original';
import { useEffect, useRef } from 'react';
import './index.css';

const ACTIVE = 'rp-toc-item--active';

/** Gives the outline link Rspress marks as the current section `aria-current="true"`. */
function markCurrent(list: HTMLElement) {
  for (const link of list.querySelectorAll<HTMLAnchorElement>('a.rp-toc-item')) {
    if (link.classList.contains(ACTIVE)) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
}

/**
 * Rspress's outline, whose current section is told by colour only, with that section also
 * marked for assistive technology (`aria-current`), following the class Rspress moves as the
 * reader scrolls.
 */
export function Toc() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    markCurrent(list);
    const observer = new MutationObserver(() => markCurrent(list));
    observer.observe(list, { subtree: true, childList: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="rslib-toc">
      <OriginalToc />
    </div>
  );
}
