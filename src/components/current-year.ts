/**
 * The copyright year. The prerendered footer says the year the pages were built in; the page's
 * loader (src/app/boot) puts in this year from the browser's clock, so a page built last December
 * still says the current year.
 */
export const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR);

/** Marks the element whose text is the current year. */
export const CURRENT_YEAR_ATTRIBUTE = 'data-current-year';

/** Writes this year into every marked element. */
export function showCurrentYear(root: ParentNode = document, now: Date = new Date()): void {
  const year = String(now.getFullYear());
  for (const element of root.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`)) {
    if (element.textContent !== year) element.textContent = year;
  }
}
