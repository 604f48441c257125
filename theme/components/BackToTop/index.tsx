import { useI18n } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS, TOP_ARRIVED_PX } from '#shared/constants';
import type { UI_TEXT } from '#shared/i18n';
import { throttle } from '#shared/throttle';
import './index.css';

/**
 * A floating "back to top" button once the page is scrolled. The outline has its own when it is
 * on screen (wide windows); this one covers every other case: narrow windows, `?outline=0`,
 * pages without an outline. It scrolls smoothly unless the reader prefers reduced motion.
 */
export function BackToTop() {
  const t = useI18n<typeof UI_TEXT>();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = throttle(() => setVisible(window.scrollY > TOP_ARRIVED_PX), SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
    };
  }, []);

  return (
    <button
      type="button"
      className="rslib-back-to-top"
      data-visible={visible}
      aria-label={t('backToTop')}
      title={t('backToTop')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
