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
});
