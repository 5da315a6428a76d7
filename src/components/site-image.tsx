import type { ImgHTMLAttributes } from 'react';
import type { ImageAsset } from '@/content/types';

type PassThrough = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'loading' | 'decoding' | 'fetchPriority'>;

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
}

/**
 * Every content image on the site: width and height always set, so the browser reserves its box
 * before the file arrives (no layout shift); decoded off the main thread; lazy unless `priority`.
 */
export function SiteImage({ image, priority = false, decorative = false, width, height, ...rest }: SiteImageProps) {
  return (
    <img
      src={image.src}
      alt={decorative ? '' : image.alt}
      width={width ?? image.width}
      height={height ?? image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...rest}
    />
  );
}
