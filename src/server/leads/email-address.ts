/** An e-mail address as the store compares it (erasure, newsletter subscriptions): trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Providers that deliver an address with dots in its local part to the address without them. */
const DOT_BLIND_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, for limits that must hold per person (one newsletter
 * confirmation a day, one booking a day): lower case, a `+tag` removed, and for the providers that
 * ignore them (Gmail: gmail.com and googlemail.com, one mailbox) the dots of the local part
 * removed. Only ever compared: what is stored and mailed is the address as typed.
 */
export function canonicalMailbox(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotBlind = DOT_BLIND_DOMAINS[domain];
  return dotBlind ? `${local.replaceAll('.', '')}@${dotBlind}` : `${local}@${domain}`;
}
