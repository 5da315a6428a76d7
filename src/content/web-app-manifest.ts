import { site } from './site.ts';

/** The web app manifest: what the phone shows when the site is installed. */
export const webAppManifest = {
  id: '/',
  name: site.name,
  short_name: site.shortName,
  description: site.description,
  lang: 'en',
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'any' as const,
  theme_color: '#0d5c7d',
  background_color: '#ffffff',
  categories: ['business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    { src: '/screenshots/home-narrow.png', sizes: '750x1334', type: 'image/png', form_factor: 'narrow' as const, label: 'The studio home page on a phone' },
    { src: '/screenshots/home-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide' as const, label: 'The studio home page on a desktop' },
  ],
  shortcuts: [
    { name: 'Get a Quote', short_name: 'Quote', url: '/get-quote', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    { name: 'Book a Consultation', short_name: 'Book', url: '/consultation-booking', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
  ],
};
