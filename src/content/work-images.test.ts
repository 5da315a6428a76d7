import { describe, expect, it } from 'vitest';
import { offlineWorkImage, offlineWorkImages, workImage } from './work-images.ts';

describe('work images', () => {
  it('describe a desktop screenshot with its three widths in AVIF and WebP, framed as a browser window', () => {
    expect(workImage('hexacart-storefront', 'HexaCart storefront')).toEqual({
      src: '/images/work/hexacart-storefront-960.webp',
      alt: 'HexaCart storefront',
      width: 1280,
      height: 800,
      sources: {
        avif: '/images/work/hexacart-storefront-480.avif 480w, /images/work/hexacart-storefront-960.avif 960w, /images/work/hexacart-storefront-1440.avif 1440w',
        webp: '/images/work/hexacart-storefront-480.webp 480w, /images/work/hexacart-storefront-960.webp 960w, /images/work/hexacart-storefront-1440.webp 1440w',
      },
      screen: 'browser',
    });
  });

  it('describe a phone screenshot with its two widths, framed as a phone', () => {
    const image = workImage('hexacart-mobile', 'HexaCart on a phone');
    expect(image).toMatchObject({ src: '/images/work/hexacart-mobile-780.webp', width: 390, height: 844, screen: 'phone' });
    expect(image.sources?.webp).toBe('/images/work/hexacart-mobile-390.webp 390w, /images/work/hexacart-mobile-780.webp 780w');
  });

  it('stand in offline with their small WebP copy, whatever width or format was asked for', () => {
    expect(offlineWorkImage('/images/work/hexacart-storefront-1440.avif')).toBe('/images/work/hexacart-storefront-offline.webp');
    expect(offlineWorkImage('/images/work/hexacart-mobile-780.webp')).toBe('/images/work/hexacart-mobile-offline.webp');
    expect(offlineWorkImage('/images/work/unknown-shot-960.webp')).toBeUndefined();
    expect(offlineWorkImage('/images/team/founder.svg')).toBeUndefined();
  });

  it('precache one copy of each, revised when its page changes', () => {
    const entries = offlineWorkImages();
    expect(entries).toHaveLength(51);
    expect(entries).toContainEqual({ revision: expect.stringMatching(/^[0-9a-f]{16}$/), url: 'images/work/venuepro-calendar-offline.webp' });
    expect(entries.every((entry) => /^images\/work\/[a-z0-9-]+-offline\.webp$/.test(entry.url))).toBe(true);
  });
});
