import { useCallback, useState } from 'react';

/** Opening `id` closes any other; opening the open one closes it. */
export function toggleSingle<T>(open: T | null, id: T): T | null {
  return open === id ? null : id;
}

/** State of a group where at most one item is open (FAQ, service blocks, testimonials). */
export function useSingleOpen<T>(initial: T | null = null) {
  const [open, setOpen] = useState<T | null>(initial);
  const toggle = useCallback((id: T) => setOpen((current) => toggleSingle(current, id)), []);
  return [open, toggle, setOpen] as const;
}
