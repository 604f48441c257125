import { lazy, Suspense, useEffect, useState } from 'react';
import { CONFIG_KEY_SELECTOR } from '#shared/config-key-markup';
import './index.css';

const Popup = lazy(() => import('./Popup'));

/**
 * What brings the popup in: a key hovered, focused or touched, or any key pressed on a page that
 * has keys, so that a keyboard's focus finds the texts there when it reaches the first key.
 */
const WAKING_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'keydown'] as const;

/**
 * Brings in the popup of config keys (`./Popup`) on the first hover, focus or touch of a key, or
 * the first key pressed on a page with keys, so that no page's first load carries its code or
 * its texts; until then it renders nothing, on the server and in the browser alike.
 */
export default function ConfigKeyTip() {
  const [first, setFirst] = useState<{
    link: HTMLAnchorElement | null;
    touched: boolean;
  } | null>(null);
  useEffect(() => {
    if (first) return;
    const wake = (event: Event) => {
      if (event.type === 'keydown') {
        if (document.querySelector(CONFIG_KEY_SELECTOR)) setFirst({ link: null, touched: false });
        return;
      }
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>(CONFIG_KEY_SELECTOR)
          : null;
      if (!link) return;
      const touched = event instanceof PointerEvent && event.pointerType === 'touch';
      // A first tap shows the popup, so the click it makes must not follow the link.
      if (touched)
        document.addEventListener(
          'click',
          (click) => {
            if (!(click.target instanceof Node) || !link.contains(click.target)) return;
            click.preventDefault();
            click.stopPropagation();
          },
          { capture: true, once: true },
        );
      setFirst({ link, touched });
    };
    for (const type of WAKING_EVENTS) document.addEventListener(type, wake, true);
    return () => {
      for (const type of WAKING_EVENTS) document.removeEventListener(type, wake, true);
    };
  }, [first]);
  return first ? (
    <Suspense fallback={null}>
      <Popup first={first.link} touched={first.touched} />
    </Suspense>
  ) : null;
}
