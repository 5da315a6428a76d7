import type { ReactNode } from 'react';
import type { ImageAsset } from '@/content/types';
import { SiteImage } from './site-image';
import { cx } from './ui';
import classes from './screen-frame.module.css';

export interface ScreenFrameProps {
  image: ImageAsset;
  /** How wide the screenshot is drawn at each viewport width (see SiteImage). */
  sizes?: string;
  priority?: boolean;
  className?: string;
}

/**
 * A screenshot in the frame of what it was taken on: a browser window (a title bar with its three
 * buttons) or a phone. The frame is drawn by CSS around the picture, so it stays crisp at any size.
 */
export function ScreenFrame({ image, sizes, priority = false, className }: ScreenFrameProps) {
  const screen = image.screen ?? 'browser';
  return (
    <div className={cx(classes.frame, className)} data-screen={screen}>
      {screen === 'browser' ? (
        <div className={classes.bar} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ) : null}
      <SiteImage image={image} sizes={sizes} priority={priority} className={classes.image} />
    </div>
  );
}

export interface ScreenPeekProps {
  /** None: the tinted tile alone (a product without a picture yet). */
  image: ImageAsset | null;
  sizes: string;
  /** The words beside the picture say what it shows (a card's title): empty alt. */
  decorative?: boolean;
  /** Laid over the picture's top corner (badges). */
  children?: ReactNode;
}

/** A card's picture: the screenshot's top corner peeking from a tinted tile, cut at the tile's edges. */
export function ScreenPeek({ image, sizes, decorative = false, children }: ScreenPeekProps) {
  return (
    <div className={classes.peek}>
      {image ? <SiteImage image={image} sizes={sizes} decorative={decorative} className={classes.peekImage} /> : null}
      {children}
    </div>
  );
}

export interface ScreenShowcaseProps {
  /** A site in a browser window, and another on a phone laid over its lower corner. */
  desktop: ImageAsset;
  phone: ImageAsset;
  /** The desktop picture is the page's main image (see SiteImage). */
  priority?: boolean;
  className?: string;
}

/** Two pieces of work side by side: a browser window and a phone in front of it. */
export function ScreenShowcase({ desktop, phone, priority = false, className }: ScreenShowcaseProps) {
  return (
    <div className={cx(classes.showcase, className)}>
      <ScreenFrame image={desktop} priority={priority} sizes="(min-width: 1320px) 520px, (min-width: 992px) 40vw, 86vw" />
      <ScreenFrame image={phone} sizes="(min-width: 992px) 150px, 28vw" className={classes.showcasePhone} />
    </div>
  );
}
