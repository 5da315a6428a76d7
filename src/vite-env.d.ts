/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** URL of the hosting platform's page-view script; analytics stay off when unset. */
  readonly VITE_ANALYTICS_SCRIPT_URL?: string;
  /** The site's canonical origin, from SITE_URL at build time (see vite.config.ts). */
  readonly VITE_SITE_URL: string;
  /** The year the site was built (and its pages prerendered) in. */
  readonly VITE_BUILD_YEAR: string;
  /** LEAD_RETENTION_DAYS at build time: how long the server keeps leads, as the privacy policy states it. */
  readonly VITE_LEAD_RETENTION_DAYS: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
