import { useCallback } from 'react';
import { leadPath, type LeadKind } from '@/leads/lead-paths';
import { SOURCE_FORM_FIELDS } from '@/leads/native-form';

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

/**
 * The hidden fields that name the form's page in a native post: the page the result page leads
 * back to, and the page the lead's source names (the server takes the visit's campaign tags from
 * the post's Referer).
 */
export function ReturnToField({ path }: { path: string }) {
  return (
    <>
      <input type="hidden" name={RETURN_TO_FIELD} value={path} />
      <input type="hidden" name={SOURCE_FORM_FIELDS.page} value={path} />
    </>
  );
}
