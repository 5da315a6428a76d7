/** An e-mail address as the store compares it (erasure, newsletter subscriptions): trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
