import { useLocation } from '@rspress/core/runtime';
import mediumZoom from 'medium-zoom';
import { useEffect } from 'react';
import {
  IMAGE_ZOOM_ATTACH_DELAY_MS,
  IMAGE_ZOOM_OPTIONS,
  ZOOMABLE_IMAGES,
} from '../../../src/constants';

/**
 * Click an image of the article to zoom it; Escape, a click or a scroll closes it. Rspress's
 * own zoom forces the page background behind the image; ours uses the spec's white backdrop,
 * which also suits diagrams drawn on white.
 */
export default function ImageZoom() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page brings new images to attach to.
  useEffect(() => {
    let zoom: ReturnType<typeof mediumZoom> | undefined;
    const timer = setTimeout(() => {
      zoom = mediumZoom(ZOOMABLE_IMAGES, { ...IMAGE_ZOOM_OPTIONS });
    }, IMAGE_ZOOM_ATTACH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      zoom?.detach();
      zoom?.close();
    };
  }, [pathname]);
  return null;
}
