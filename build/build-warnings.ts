import { stripVTControlCharacters } from 'node:util';

/** The lines of a build's output that are warnings (Vite's, rolldown's, a plugin's), colours removed. */
export function buildWarnings(output: string): string[] {
  return stripVTControlCharacters(output)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^\(!\)|\bwarn(ing)?\b|\bdeprecated\b/i.test(line));
}
