/**
 * Every work image of the site and the demo page it is a screenshot of. `npm run screenshots`
 * captures each page in Chromium at its device's size and writes the responsive set
 * (public/images/work/<id>-<width>.avif and .webp, and <id>-offline.webp) and src/content/work-images.json, which the
 * content modules read through workImage(id, alt).
 */

/**
 * How a page is captured: the browser window in CSS pixels, the pixel ratio, the widths written,
 * and the width of the one small copy the service worker keeps for offline use (about as wide as a
 * phone shows the picture; <id>-offline.webp).
 */
export const DEVICES = {
  /** A laptop browser window: 1280 × 800, captured at 1,440 × 900. */
  desktop: { width: 1280, height: 800, scale: 1.125, widths: [480, 960, 1440], offlineWidth: 360 },
  /** A phone: 390 × 844, captured at 780 × 1,688. */
  phone: { width: 390, height: 844, scale: 2, widths: [390, 780], offlineWidth: 240 },
} as const;

export type Device = keyof typeof DEVICES;

export interface Shot {
  /** The image's name: public/images/work/<id>-<width>.<format>. */
  id: string;
  /** The demo page, under demos/. */
  page: string;
  device: Device;
}

const desktop = (id: string, page: string): Shot => ({ id, page, device: 'desktop' });
const phone = (id: string, page: string): Shot => ({ id, page, device: 'phone' });

export const SHOTS: readonly Shot[] = [
  // Turnkey web apps: each app's screens (the product page's carousel; the first is its catalogue card)
  // and its main screen on a phone (the product page's hero).
  desktop('venuepro-calendar', 'products/venuepro/calendar.html'),
  desktop('venuepro-booking', 'products/venuepro/booking.html'),
  desktop('venuepro-dashboard', 'products/venuepro/dashboard.html'),
  desktop('venuepro-portal', 'products/venuepro/portal.html'),
  phone('venuepro-mobile', 'products/venuepro/booking.html'),
  desktop('hexacart-storefront', 'products/hexacart/storefront.html'),
  desktop('hexacart-product', 'products/hexacart/product.html'),
  desktop('hexacart-orders', 'products/hexacart/orders.html'),
  desktop('hexacart-analytics', 'products/hexacart/analytics.html'),
  phone('hexacart-mobile', 'products/hexacart/storefront.html'),
  desktop('restaurant-manager-floor', 'products/restaurant-manager/floor.html'),
  desktop('restaurant-manager-kitchen', 'products/restaurant-manager/kitchen.html'),
  desktop('restaurant-manager-menu', 'products/restaurant-manager/menu.html'),
  desktop('restaurant-manager-reports', 'products/restaurant-manager/reports.html'),
  phone('restaurant-manager-mobile', 'products/restaurant-manager/menu.html'),
  desktop('medflow-schedule', 'products/medflow/schedule.html'),
  desktop('medflow-booking', 'products/medflow/booking.html'),
  desktop('medflow-records', 'products/medflow/records.html'),
  desktop('medflow-reports', 'products/medflow/reports.html'),
  phone('medflow-mobile', 'products/medflow/booking.html'),
  desktop('legalflow-cases', 'products/legalflow/cases.html'),
  desktop('legalflow-documents', 'products/legalflow/documents.html'),
  desktop('legalflow-portal', 'products/legalflow/portal.html'),
  desktop('legalflow-time', 'products/legalflow/time.html'),
  phone('legalflow-mobile', 'products/legalflow/portal.html'),
  desktop('logixfleet-tracking', 'products/logixfleet/tracking.html'),
  phone('logixfleet-mobile', 'products/logixfleet/driver.html'),
  desktop('edusuite-courses', 'products/edusuite/courses.html'),
  phone('edusuite-mobile', 'products/edusuite/student.html'),
  desktop('finsecure-dashboard', 'products/finsecure/dashboard.html'),
  phone('finsecure-mobile', 'products/finsecure/dashboard.html'),

  // Client websites: the portfolio's two screens per project, the case studies' sites, and the
  // industry pages' examples.
  desktop('elite-law-group-home', 'sites/elite-law-group/index.html'),
  desktop('elite-law-group-attorneys', 'sites/elite-law-group/attorneys.html'),
  desktop('elite-law-group-consultation', 'sites/elite-law-group/consultation.html'),
  desktop('medcare-plus-home', 'sites/medcare-plus/index.html'),
  desktop('medcare-plus-booking', 'sites/medcare-plus/booking.html'),
  desktop('medcare-plus-portal', 'sites/medcare-plus/portal.html'),
  desktop('globaltrans-tracking', 'sites/globaltrans/tracking.html'),
  desktop('globaltrans-quote', 'sites/globaltrans/quote.html'),
  desktop('nexus-corporate-home', 'sites/nexus-corporate/index.html'),
  desktop('nexus-corporate-careers', 'sites/nexus-corporate/careers.html'),
  desktop('gourmet-haven-home', 'sites/gourmet-haven/index.html'),
  desktop('gourmet-haven-menu', 'sites/gourmet-haven/menu.html'),
  desktop('influence-platform-home', 'sites/influence-platform/index.html'),
  desktop('influence-platform-speaking', 'sites/influence-platform/speaking.html'),
  desktop('harbour-legal-home', 'sites/harbour-legal/index.html'),
  desktop('northside-dental-home', 'sites/northside-dental/index.html'),
  desktop('coastal-kitchen-home', 'sites/coastal-kitchen/index.html'),
  desktop('gulfline-logistics-home', 'sites/gulfline-logistics/index.html'),
  desktop('corporate-classic', 'sites/corporate-examples/classic.html'),
  desktop('corporate-modern', 'sites/corporate-examples/modern.html'),
];
