/**
 * The hosting platform's page-view script. Off unless VITE_ANALYTICS_SCRIPT_URL is set at build
 * time, and only ever loaded after the visitor accepts cookies (see cookie-consent.ts).
 */
const ANALYTICS_SCRIPT_ID = 'page-view-analytics';

export function analyticsScriptUrl(): string | undefined {
  const url = import.meta.env.VITE_ANALYTICS_SCRIPT_URL;
  return url && url.trim() !== '' ? url.trim() : undefined;
}

export function loadAnalytics(src: string | undefined = analyticsScriptUrl()): boolean {
  if (!src || document.getElementById(ANALYTICS_SCRIPT_ID)) return false;
  const script = document.createElement('script');
  script.id = ANALYTICS_SCRIPT_ID;
  script.src = src;
  script.defer = true;
  document.head.appendChild(script);
  return true;
}
