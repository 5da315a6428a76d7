import type { ImgHTMLAttributes } from 'react';
import type { ImageAsset } from '@/content/types';

type PassThrough = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height' | 'loading' | 'decoding' | 'fetchPriority'
>;

/** How wide a screenshot is drawn when a use says nothing: the page's width, never over 960 px. */
export const SCREENSHOT_SIZES = '(min-width: 1040px) 960px, calc(100vw - 32px)';

export interface SiteImageProps extends PassThrough {
  image: ImageAsset;
  /**
   * The page's largest image in the first screen (its likely Largest Contentful Paint): fetched
   * at once with high priority. Every other image loads lazily. One per page at most.
   */
  priority?: boolean;
  /** A decorative image (the words beside it say the same): empty alt, whatever the asset's text. */
  decorative?: boolean;
  /** Rendered size when it differs from the file's own (square avatars drawn smaller). */
  width?: number;
  height?: number;
  /** For a screenshot: how wide it is drawn at each viewport width (the `sizes` attribute). */
  sizes?: string;
}

/**
 * Every content image on the site: width and height always set, so the browser reserves its box
 * before the file arrives (no layout shift); decoded off the main thread; lazy unless `priority`.
 * A screenshot comes in several widths in AVIF and WebP: the browser picks the format it reads
 * and the width its screen needs.
 */
export function SiteImage({ image, priority = false, decorative = false, width, height, sizes = SCREENSHOT_SIZES, ...rest }: SiteImageProps) {
  const img = (
    <img
      src={image.src}
      srcSet={image.sources?.webp}
      sizes={image.sources ? sizes : undefined}
      alt={decorative ? '' : image.alt}
      width={width ?? image.width}
      height={height ?? image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...rest}
    />
  );
  if (!image.sources) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.sources.avif} sizes={sizes} />
      {img}
    </picture>
  );
}
