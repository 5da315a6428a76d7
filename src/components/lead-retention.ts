/** How long the server keeps leads, in days: LEAD_RETENTION_DAYS as the site was built for (build/prerender/build-env.ts). */
export const LEAD_RETENTION_DAYS = Number(import.meta.env.VITE_LEAD_RETENTION_DAYS);
