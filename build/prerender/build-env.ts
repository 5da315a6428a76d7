import { DEFAULT_SITE_URL } from '../../src/content/site-map.ts';
import { DEFAULT_LEAD_RETENTION_DAYS, LEAD_RETENTION_DAYS_RANGE } from '../../src/leads/retention.ts';

/** The canonical origin of every page (canonical links, social images, sitemap): the server's SITE_URL. */
export function siteUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return new URL(env.SITE_URL ?? DEFAULT_SITE_URL).origin;
}

/** The analytics script the pages load after consent (VITE_ANALYTICS_SCRIPT_URL), or null: none. */
export function analyticsUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  const url = env.VITE_ANALYTICS_SCRIPT_URL?.trim();
  return url ? url : null;
}

/**
 * How long the server keeps leads (LEAD_RETENTION_DAYS, as the server reads it): the privacy policy
 * states it. A value the server would refuse fails the build with the server's words.
 */
export function leadRetentionDaysFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.LEAD_RETENTION_DAYS?.trim();
  if (!text) return DEFAULT_LEAD_RETENTION_DAYS;
  const days = Number(text);
  const { min, max } = LEAD_RETENTION_DAYS_RANGE;
  if (!Number.isInteger(days) || days < min || days > max) {
    throw new Error(`LEAD_RETENTION_DAYS must be a whole number of days from ${min} to ${max}, not "${text}"`);
  }
  return days;
}

/** Build-time constants the pages read from import.meta.env (typed in src/vite-env.d.ts). */
export function buildDefines(siteUrl: string, leadRetentionDays: number, now: Date = new Date()): Record<string, string> {
  return {
    'import.meta.env.VITE_SITE_URL': JSON.stringify(siteUrl),
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(now.getFullYear())),
    'import.meta.env.VITE_LEAD_RETENTION_DAYS': JSON.stringify(String(leadRetentionDays)),
  };
}
