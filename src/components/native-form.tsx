import { useCallback } from 'react';
import { leadPath, type LeadKind } from '@/leads/lead-paths';

/** The field a native post names its page with, for the result page's way back (the server checks it). */
export const RETURN_TO_FIELD = 'return_to';

/**
 * What makes a lead form work before (or without) its script: it posts natively to its lead
 * endpoint, with the browser's own validation. `ref` switches the browser's validation off once
 * the form's island is live, as the form then checks its fields itself and shows its own messages.
 */
export function useNativeLeadForm(kind: LeadKind) {
  const ref = useCallback((form: HTMLFormElement | null) => {
    if (form) form.noValidate = true;
  }, []);
  return { ref, method: 'post', action: leadPath(kind) } as const;
}

/** The hidden field that tells the server which page to lead back to after a native post. */
export function ReturnToField({ path }: { path: string }) {
  return <input type="hidden" name={RETURN_TO_FIELD} value={path} />;
}
