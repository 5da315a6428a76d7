/**
 * Text for a terminal. A lead may hold characters a terminal acts on (BEL, ESC sequences that
 * recolour or rewrite the screen, C1 controls such as U+009B, a carriage return that overwrites
 * the line, BiDi overrides that reorder it), stored before the schema removed them or written by
 * hand. Everything the leads CLI prints passes through here, and shows them as visible escapes.
 */

/** C0 controls other than tab and line feed, DEL, C1 controls, BiDi embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex
const TERMINAL_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** A control as an escape both a reader and JSON understand: `\r`, else `\uXXXX`. */
function escapeOf(character: string): string {
  if (character === '\r') return '\\r';
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** `text` with every terminal control shown as `\r` or `\uXXXX`; tabs and line feeds kept. */
export function visibleControls(text: string): string {
  return text.replace(TERMINAL_CONTROLS, escapeOf);
}

/**
 * JSON for a terminal that still reads back as the same data: JSON.stringify escapes C0 controls
 * itself, and the rest (DEL, C1, BiDi controls) are escaped here, which JSON allows for any character.
 */
export function terminalSafeJson(value: unknown, space?: number): string {
  return JSON.stringify(value, null, space).replace(TERMINAL_CONTROLS, escapeOf);
}
