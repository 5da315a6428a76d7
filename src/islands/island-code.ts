/**
 * What the prerender tells the page's loader about its islands' code, with no DOM or React in it
 * (the prerender, which runs in Node, writes it; the loader reads it).
 */

/**
 * Marks a JSON block in each prerendered page (`<script type="application/json">`): the script files
 * each of the page's islands runs (its own chunk, what that imports and React for islands; not what
 * the loader has already), so that the loader can fetch an island's code ahead of running it.
 */
export const ISLAND_CODE_ATTRIBUTE = 'data-island-code';

export interface IslandCode {
  /** Paths inside the site ('assets/x-AbC123.js'). */
  files: string[];
  /** Island name → indexes into `files`. */
  islands: Record<string, number[]>;
}
