/** 2026-06-10 → Wednesday, June 10, 2026 (the date is a calendar day, not an instant). */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}
