import type { ProductId, ProductStatus } from './products';

/** Links of the top bar, in order; the labels are the spec's. */
export const mainNav = [
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/products', label: 'Solutions' },
  { to: '/projects', label: 'Portfolio' },
  { to: '/contact', label: 'Contact' },
] as const;

export const quoteCta = { to: '/get-quote', label: 'Get a Quote' } as const;

export const footerQuickLinks = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/products', label: 'Products' },
  { to: '/projects', label: 'Portfolio' },
  { to: '/contact', label: 'Contact' },
] as const;

export const footerCustomServices = [
  { to: '/services', label: 'Custom Web Development' },
  { to: '/services', label: 'E-commerce Solutions' },
  { to: '/services', label: 'SEO & Digital Marketing' },
] as const;

/**
 * Pages no menu reaches: how a project runs, what it costs, which path to take. The footer lists them
 * so a visitor finds them from any page, not only by URL or the sitemap.
 */
export const footerHowWeWork = [
  { to: '/process', label: 'Our Process' },
  { to: '/ProjectInvestment', label: 'Project Investment' },
  { to: '/paths', label: 'Choose Your Path' },
] as const;

export interface FooterProductItem {
  text: string;
  /** The product page is /products/{productId}. */
  productId: ProductId;
  status: ProductStatus;
}

export const footerProducts = [
  { text: 'Event Venue Booking System', productId: 'venuepro', status: 'Available' },
  { text: 'E-commerce Platform', productId: 'hexacart', status: 'Available' },
  { text: 'Restaurant Management System', productId: 'restaurant-manager', status: 'Coming Soon' },
  { text: 'Fleet Management System', productId: 'logixfleet', status: 'Coming Soon' },
] as const satisfies readonly FooterProductItem[];

export const legalLinks = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
] as const;
