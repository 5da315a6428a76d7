import { render, screen } from '@testing-library/react';
import { SiteImage } from './site-image';

const image = { src: '/images/team/founder.svg', alt: 'Illustrated portrait', width: 400, height: 480 };

describe('SiteImage', () => {
  it('reserves its box and loads lazily, decoded asynchronously, by default', () => {
    render(<SiteImage image={image} className="portrait" />);
    const img = screen.getByRole('img', { name: 'Illustrated portrait' });
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '480');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveClass('portrait');
  });

  it('is fetched at once with high priority when it is the page priority image', () => {
    render(<SiteImage image={image} priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('can be drawn at another size and marked decorative', () => {
    const { container } = render(<SiteImage image={image} decorative width={56} height={56} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '56');
    expect(img).toHaveAttribute('height', '56');
  });

  it('offers a screenshot in AVIF and WebP at each of its widths, drawn at the sizes given', () => {
    const screenshot = {
      src: '/images/work/hexacart-storefront-960.webp',
      alt: 'HexaCart storefront',
      width: 1280,
      height: 800,
      sources: {
        avif: '/images/work/hexacart-storefront-480.avif 480w, /images/work/hexacart-storefront-960.avif 960w',
        webp: '/images/work/hexacart-storefront-480.webp 480w, /images/work/hexacart-storefront-960.webp 960w',
      },
    };
    const { container } = render(<SiteImage image={screenshot} sizes="(min-width: 900px) 400px, 100vw" />);
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', '/images/work/hexacart-storefront-480.avif 480w, /images/work/hexacart-storefront-960.avif 960w');
    expect(source).toHaveAttribute('sizes', '(min-width: 900px) 400px, 100vw');
    const img = screen.getByRole('img', { name: 'HexaCart storefront' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', '/images/work/hexacart-storefront-960.webp');
    expect(img).toHaveAttribute('srcset', '/images/work/hexacart-storefront-480.webp 480w, /images/work/hexacart-storefront-960.webp 960w');
    expect(img).toHaveAttribute('sizes', '(min-width: 900px) 400px, 100vw');
    expect(img).toHaveAttribute('width', '1280');
  });

  it('draws a screenshot no wider than 960 px unless told otherwise', () => {
    const screenshot = { src: '/a-960.webp', alt: 'A', width: 1280, height: 800, sources: { avif: '/a-480.avif 480w', webp: '/a-480.webp 480w' } };
    render(<SiteImage image={screenshot} />);
    expect(screen.getByRole('img')).toHaveAttribute('sizes', '(min-width: 1040px) 960px, calc(100vw - 32px)');
  });

  it('is a plain img, without picture or srcset, for a drawn image', () => {
    const { container } = render(<SiteImage image={image} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img')).not.toHaveAttribute('sizes');
  });
});
