import { DamagedRowError } from './store-health';

/**
 * A JSON object the server stored (a lead's data, a stored answer, a mail's headers), read back.
 * Text that is not a JSON object was not written by this server: the row is damaged (or was
 * written by hand), and DamagedRowError says which row, never what it holds.
 */
export function parseStoredObject(text: string, what: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DamagedRowError(`${what} is not valid JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new DamagedRowError(`${what} is not a JSON object`);
  return parsed as Record<string, unknown>;
}
