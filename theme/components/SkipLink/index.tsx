import { useI18n } from '@rspress/core/runtime';
import type { MouseEvent } from 'react';
import type { UI_TEXT } from '#shared/i18n';
import './index.css';

/** The id every page type gives its `main` element: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content", the first stop of the Tab key on every page (WCAG 2.4.1): hidden until
 * focused, it moves focus to the start of the page's main content, so the next Tab lands in
 * the article. Focus moves without touching the address, whose anchor is the reader's section.
 */
export function SkipLink() {
  const t = useI18n<typeof UI_TEXT>();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.tabIndex = -1;
    main.focus({ preventScroll: true });
    main.scrollIntoView({ block: 'start', behavior: 'instant' });
  };
  return (
    <a className="rslib-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
}
