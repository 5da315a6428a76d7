import { DEFAULT_SITE_URL } from '../../src/content/site-map.ts';

/** The canonical origin of every page (canonical links, social images, sitemap): the server's SITE_URL. */
export function siteUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return new URL(env.SITE_URL ?? DEFAULT_SITE_URL).origin;
}

/** The analytics script the pages load after consent (VITE_ANALYTICS_SCRIPT_URL), or null: none. */
export function analyticsUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  const url = env.VITE_ANALYTICS_SCRIPT_URL?.trim();
  return url ? url : null;
}

/** Build-time constants the pages read from import.meta.env (typed in src/vite-env.d.ts). */
export function buildDefines(siteUrl: string, now: Date = new Date()): Record<string, string> {
  return {
    'import.meta.env.VITE_SITE_URL': JSON.stringify(siteUrl),
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(now.getFullYear())),
  };
}
