/** The shapes every `npm run bench` section returns, and how the report prints them. */

export interface TableRow {
  section: string;
  metric: string;
  value: string;
}

/** A grid for figures that read best side by side (one line per route). */
export interface Grid {
  title: string;
  columns: string[];
  rows: string[][];
  /** Printed under the grid: units, targets, caveats. */
  notes?: string[];
}

export interface SectionResult {
  rows: TableRow[];
  grids?: Grid[];
  data: Record<string, unknown>;
}

export interface SectionContext {
  loadSeconds: number;
  /** The production server serving the built site (started on first use, stopped after the report). */
  siteUrl(): Promise<string>;
  /** Results of the sections run so far, over those of an earlier report (bench.json). */
  results: Record<string, unknown>;
}

export interface BenchSection {
  name: string;
  description: string;
  /** Reads dist/ or the served site: the bench builds before running it. */
  needsSite?: boolean;
  run(context: SectionContext): Promise<SectionResult>;
}

export const PASS = '✔';
export const MISS = '✘';

/** '✔' or '✘'. */
export function mark(met: boolean): string {
  return met ? PASS : MISS;
}

export function printGrid(grid: Grid): void {
  const all = [grid.columns, ...grid.rows];
  const widths = grid.columns.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  console.info(`\n${grid.title}`);
  console.info(line(grid.columns));
  console.info(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of grid.rows) console.info(line(row));
  for (const note of grid.notes ?? []) console.info(`  ${note}`);
}
