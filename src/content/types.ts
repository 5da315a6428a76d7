/** Shapes shared by the studio content modules (no JSX: pages and tests read these). */

/** Names of the small line icons the pages draw next to cards and lists. */
export type IconName =
  | 'award'
  | 'building'
  | 'cart'
  | 'chart'
  | 'chat'
  | 'check'
  | 'clock'
  | 'code'
  | 'device'
  | 'globe'
  | 'heart'
  | 'layers'
  | 'lock'
  | 'medical'
  | 'pen'
  | 'rocket'
  | 'scale'
  | 'search'
  | 'shield'
  | 'sparkles'
  | 'support'
  | 'target'
  | 'truck'
  | 'users'
  | 'utensils';

/** An in-site link with its visible label. */
export interface LinkAction {
  label: string;
  to: string;
}

/** A titled card with a short description. */
export interface CardItem {
  title: string;
  description: string;
  icon?: IconName;
}

/** A local image made for this site, with its intrinsic size. */
export interface ImageAsset {
  /** Path of a local file under public/ (a screenshot's middle width, for browsers that read no srcset). */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** A screenshot of a demo page: its widths in each format, as srcset lists (src/content/work-images.ts). */
  sources?: { avif: string; webp: string };
  /** What the screenshot was taken on, so it is framed as such: a browser window or a phone. */
  screen?: 'browser' | 'phone';
}

/** A short client quote with who said it (team page, industry pages, path page, process page). */
export interface QuoteTestimonial {
  quote: string;
  name: string;
  role: string;
  avatar: ImageAsset;
}

/** A headline figure: '98%' and what it measures. */
export interface Figure {
  value: string;
  label: string;
}

/** Builds the descriptor of a square client avatar under /images/avatars. */
export function avatarImage(file: string, name: string): ImageAsset {
  return { src: `/images/avatars/${file}.svg`, alt: `Portrait illustration of ${name}`, width: 96, height: 96 };
}
