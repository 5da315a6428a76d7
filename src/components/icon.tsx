import type { IconName } from '@/content/types';

/** Icons the interface itself needs (controls), beside the content icons. */
export type UiIconName = 'arrowRight' | 'chevronLeft' | 'chevronRight' | 'chevronDown' | 'pause' | 'play' | 'quote' | 'starFilled' | 'mail';

const paths: Record<IconName | UiIconName, string> = {
  award: 'M12 3a6 6 0 1 1 0 12a6 6 0 1 1 0-12zM8.5 14 7 21l5-3 5 3-1.5-7',
  building: 'M5 21V4h10v17M15 9h4v12M3 21h18M8 8h1M11 8h1M8 12h1M11 12h1M8 16h1M11 16h1',
  cart: 'M3 4h2l2.4 11h10.2L20 8H6.2M9 20a1.5 1.5 0 1 0 0-.01M17 20a1.5 1.5 0 1 0 0-.01',
  chart: 'M4 4v16h16M8 16v-4M12 16V8M16 16v-6',
  chat: 'M4 5h16v11H9l-5 4z',
  check: 'M5 12l5 5L20 7',
  clock: 'M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18zM12 7v5l3 2',
  code: 'M8 8l-4 4 4 4M16 8l4 4-4 4M14 4l-4 16',
  device: 'M9 3h6a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM11 18h2',
  globe: 'M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  lock: 'M7 11h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2zM8 11V8a4 4 0 0 1 8 0v3',
  medical: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  pen: 'M4 20l4-1 11-11-3-3L5 16zM14 6l3 3',
  rocket: 'M5 15c-1 1-1.5 3.5-1.5 5.5 2 0 4.5-.5 5.5-1.5M9 15l-3-3c1.5-4 5-8 12-9-1 7-5 10.5-9 12zM14.5 8a1.5 1.5 0 1 1 0 3a1.5 1.5 0 1 1 0-3z',
  scale: 'M12 4v16M7 20h10M5 7h14M5 7l-2.5 6a3 3 0 0 0 5 0zM19 7l-2.5 6a3 3 0 0 0 5 0z',
  search: 'M11 5a6 6 0 1 1 0 12a6 6 0 1 1 0-12zM20 20l-4.5-4.5',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  sparkles: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  support: 'M12 4a8 8 0 1 1 0 16a8 8 0 1 1 0-16zM12 8.5a3.5 3.5 0 1 1 0 7a3.5 3.5 0 1 1 0-7zM6.5 6.5l3 3M14.5 14.5l3 3M17.5 6.5l-3 3M9.5 14.5l-3 3',
  target: 'M12 4a8 8 0 1 1 0 16a8 8 0 1 1 0-16zM12 7.5a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9zM12 11a1 1 0 1 1 0 2a1 1 0 1 1 0-2z',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 16.5a1.8 1.8 0 1 1 0 3.6a1.8 1.8 0 1 1 0-3.6zM17 16.5a1.8 1.8 0 1 1 0 3.6a1.8 1.8 0 1 1 0-3.6z',
  users: 'M9 4.5a3.5 3.5 0 1 1 0 7a3.5 3.5 0 1 1 0-7zM2.5 20c0-3.5 3-6 6.5-6s6.5 2.5 6.5 6M17 6.5a2.5 2.5 0 1 1 0 5a2.5 2.5 0 1 1 0-5zM17 14c2.5 0 4.5 2 4.5 5',
  utensils: 'M7 3v18M4 3v5a3 3 0 0 0 6 0V3M17 21V3c-2.5 1.5-3.5 4.5-3.5 8H17',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4l13 8-13 8z',
  quote: 'M9 7H5v6h4v4H5M19 7h-4v6h4v4h-4',
  starFilled: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.3l1.1-6.2L3 9.7l6.2-.9z',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
};

/** A decorative line icon; the text beside it carries the meaning. */
export function Icon({ name, size = 24, filled = false }: { name: IconName | UiIconName; size?: number; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
