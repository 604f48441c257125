import type { ImgHTMLAttributes, SyntheticEvent } from 'react';
import { TRANSPARENT_PIXEL } from '#shared/tools';

/** A logo that fails to load gives way to a transparent placeholder of the same size. */
function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.src !== TRANSPARENT_PIXEL) image.src = TRANSPARENT_PIXEL;
}

/**
 * An Rstack tool's logo, in the tool switcher and on the home page: decorative (the tool's name
 * is beside it), loaded lazily, and kept as an empty box of its size when the file fails.
 */
export function ToolLogo({
  size,
  ...props
}: { size: number } & ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <img
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={showPlaceholder}
      {...props}
    />
  );
}
