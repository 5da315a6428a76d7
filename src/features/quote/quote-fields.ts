import type { QuoteStep } from '@/content/quote-page';
import type { QuoteFeature } from '@/leads/form-copy';

export type QuoteField = 'projectType' | 'location' | 'budget' | 'timeline' | 'features' | 'additionalInfo' | 'email' | 'phone';

/** Each field's control id and the step it lives on, in form order. */
export const QUOTE_FIELDS: Record<QuoteField, { id: string; step: QuoteStep }> = {
  projectType: { id: 'quote-project-type', step: 1 },
  location: { id: 'quote-location', step: 1 },
  budget: { id: 'quote-budget', step: 1 },
  timeline: { id: 'quote-timeline', step: 2 },
  features: { id: 'quote-features', step: 2 },
  additionalInfo: { id: 'quote-additional-info', step: 2 },
  email: { id: 'quote-email', step: 3 },
  phone: { id: 'quote-phone', step: 3 },
};
export const QUOTE_FIELD_ORDER = Object.keys(QUOTE_FIELDS) as QuoteField[];
export const QUOTE_FIELD_IDS = Object.fromEntries(QUOTE_FIELD_ORDER.map((field) => [field, QUOTE_FIELDS[field].id])) as Record<QuoteField, string>;

/** Timeline is checked too: the original marked it required but let it through empty. */
export const QUOTE_REQUIRED_FIELDS = ['projectType', 'location', 'budget', 'timeline', 'email'] as const;
export const LAST_STEP: QuoteStep = 3;

export interface QuoteValues {
  projectType: string;
  location: string;
  budget: string;
  timeline: string;
  email: string;
  phone: string;
  additionalInfo: string;
  features: QuoteFeature[];
  website: string;
}

export const EMPTY_QUOTE: QuoteValues = {
  projectType: '',
  location: '',
  budget: '',
  timeline: '',
  email: '',
  phone: '',
  additionalInfo: '',
  features: [],
  website: '',
};

export const stepHeadingId = (step: QuoteStep) => `quote-step-${step}-heading`;
