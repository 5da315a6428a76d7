/** The pages a visitor meets most, checked at every width (layout checks) and captured by `npm run screens`. */
export const KEY_PAGES = [
  '/',
  '/about',
  '/services',
  '/products',
  '/products/hexacart',
  '/products/legalflow',
  '/projects',
  '/case-studies',
  '/case-studies/elite-law-group',
  '/get-quote',
  '/consultation-booking',
  '/contact',
  '/founder-contact',
] as const;
