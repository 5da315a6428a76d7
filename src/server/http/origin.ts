/** The serialised origin of an `Origin` header's value, or undefined for `null`, an opaque or unreadable one. */
export function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value.trim()).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
