import { describe, expect, it } from 'vitest';
import type { LeadKind } from '@/leads/kinds';
import { validateLead } from '@/leads/validate-lead';
import { leadFormErrors } from './lead-validation';

/** Bodies as the forms send them: empty, half filled, and with values the server refuses. */
const BODIES: [LeadKind, object][] = [
  ['newsletter', { email: '', website: '' }],
  ['newsletter', { email: 'not an address', website: '' }],
  ['contact', { from_name: ' ', from_email: 'ana@firm.example', service: '', message: '', website: '' }],
  ['contact', { from_name: 'Ana', from_email: 'ana@firm', service: 'Plumbing', message: 'Hello', website: '' }],
  ['founder', { name: '', email: '', phone: '', reason: 'gossip', message: 'Hi', website: '' }],
  ['quote', { projectType: '', location: 'UAE', budget: '', timeline: '', email: '', phone: '', additionalInfo: '', features: ['Teleport'], website: '' }],
  ['booking', { email: 'kim@', consultationType: 'Chat Briefing', date: '', time: '', website: '' }],
];

describe('leadFormErrors', () => {
  it.each(BODIES)("finds in a %s form exactly the problems the server's check finds", async (kind, body) => {
    const server = validateLead(kind, body);
    expect(server.ok).toBe(false);
    expect(await leadFormErrors(kind, body)).toEqual(server.ok ? {} : server.errors);
  });

  it('finds nothing in a lead the server accepts', async () => {
    const body = { from_name: 'Ana Ruiz', from_email: 'ana@firm.example', service: '', message: 'We need a new site.', website: '' };
    expect(validateLead('contact', body).ok).toBe(true);
    expect(await leadFormErrors('contact', body)).toEqual({});
  });
});
