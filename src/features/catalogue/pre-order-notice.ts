/**
 * A Coming Soon product's notice is stored as one line, 'Pre-orders available: join the waitlist…'.
 * The badge shows the prefix as a bold heading of its own ('Pre-orders available.'), so what follows
 * must read as a sentence of its own: it starts with a capital letter.
 */
export const PRE_ORDER_HEADING = 'Pre-orders available.';

const PREFIX = /^Pre-orders available:\s*/;

/** 'Pre-orders available: join the waitlist…' → 'Join the waitlist…'; a message without the prefix is only capitalised. */
export function preOrderSentence(fomoMessage: string): string {
  const rest = fomoMessage.replace(PREFIX, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
