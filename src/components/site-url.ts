/** The site's canonical origin, fixed at build time from SITE_URL (see vite.config.ts). */
export const siteUrl = import.meta.env.VITE_SITE_URL;
