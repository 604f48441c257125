import { useSite } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { NAVBAR_SCROLL_THROTTLE_MS } from '#shared/constants';
import { isNavbarHidden, parseHideNavbar } from '#shared/hide-navbar';
import { throttle } from '#shared/throttle';

/**
 * Applies `themeConfig.hideNavbar` (set in rspress.config.ts): marks <html> with
 * `data-navbar-hidden` while the navbar should be out of the way; the stylesheet slides it out.
 */
export function useHideNavbar() {
  const { site } = useSite();
  const setting = parseHideNavbar(site.themeConfig.hideNavbar);

  useEffect(() => {
    const root = document.documentElement;
    let previousY = window.scrollY;
    let hidden = isNavbarHidden(setting, previousY, previousY, false);
    root.toggleAttribute('data-navbar-hidden', hidden);
    if (setting !== 'auto') return () => root.removeAttribute('data-navbar-hidden');

    const onScroll = throttle(() => {
      const y = window.scrollY;
      hidden = isNavbarHidden(setting, previousY, y, hidden);
      previousY = y;
      root.toggleAttribute('data-navbar-hidden', hidden);
    }, NAVBAR_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      root.removeAttribute('data-navbar-hidden');
    };
  }, [setting]);
}
