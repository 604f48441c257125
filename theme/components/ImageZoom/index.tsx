import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import { IMAGE_ZOOM_ATTACH_DELAY_MS, IMAGE_ZOOM_OPTIONS, ZOOMABLE_IMAGES } from '#shared/constants';

/**
 * Click an image of the article to zoom it; Escape, a click or a scroll closes it. The backdrop
 * is the page's background: white, or in dark mode the dark page, where the diagrams (SVG drawn
 * on white) show inverted (theme/styles/index.css). medium-zoom is fetched only by pages with
 * images.
 */
export default function ImageZoom() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page brings new images to attach to.
  useEffect(() => {
    let zoom: Zoom | undefined;
    let left = false;
    const timer = setTimeout(() => {
      if (!document.querySelector(ZOOMABLE_IMAGES)) return;
      import('medium-zoom').then(
        ({ default: mediumZoom }) => {
          if (!left) zoom = mediumZoom(ZOOMABLE_IMAGES, { ...IMAGE_ZOOM_OPTIONS });
        },
        // A chunk that never arrives leaves the images as they are. Firefox fails the load of
        // every script still in flight when the reader leaves the page, which would otherwise
        // be an uncaught error on each page left before the zoom had loaded.
        () => undefined,
      );
    }, IMAGE_ZOOM_ATTACH_DELAY_MS);
    return () => {
      left = true;
      clearTimeout(timer);
      zoom?.detach();
      zoom?.close();
    };
  }, [pathname]);
  return null;
}
