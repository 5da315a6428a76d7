import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test-utils/render';
import type { InboxLead } from './inbox-api';
import { LeadList } from './lead-list';

const lead = (id: string, kind: InboxLead['kind'], data: Record<string, unknown>): InboxLead => ({
  id,
  kind,
  createdAt: '2026-03-01T15:00:00.000Z',
  status: 'new',
  statusChangedAt: null,
  data,
});

function showRows(leads: InboxLead[]) {
  renderWithTheme(
    <LeadList leads={leads} total={leads.length} changes={new Map()} hasMore={false} loadingMore={false} onOpen={() => {}} onLoadMore={() => {}} />,
  );
  return (id: string) => document.querySelector<HTMLElement>(`[data-lead-id="${id}"]`)!;
}

describe("a lead's row in the inbox", () => {
  it("shows a quote's project type, budget and timeline, and what the sender wrote under them", () => {
    const row = showRows([
      lead('quote-1', 'quote', {
        projectType: 'E-commerce Store',
        location: 'UK',
        budget: '$10,000 - $20,000',
        timeline: 'ASAP (1-2 weeks)',
        email: 'ana@firm.example',
        additionalInfo: 'Ten products and a blog.',
        features: [],
      }),
    ])('quote-1');
    expect(within(row).getByText('E-commerce Store · $10,000 - $20,000 · ASAP (1-2 weeks)')).toBeInTheDocument();
    expect(within(row).getByText('Ten products and a blog.')).toBeInTheDocument();
    expect(row).toHaveAccessibleName(/^ana@firm\.example, Quote request, E-commerce Store, \$10,000 - \$20,000, ASAP \(1-2 weeks\), New, /);
  });

  it("shows a booking's day and time written out in the studio's time zone, and its type", () => {
    const row = showRows([
      lead('booking-1', 'booking', { email: 'kim@clinic.example', consultationType: 'Phone Consultation', date: '2026-03-03', time: '10:00 AM' }),
    ])('booking-1');
    expect(within(row).getByText('Tue 3 Mar 2026, 10:00 AM · Phone Consultation')).toBeInTheDocument();
    expect(within(row).queryByText(/2026-03-03/)).not.toBeInTheDocument();
  });

  it("shows a founder message's reason in the card's words, never the stored value", () => {
    const row = showRows([lead('founder-1', 'founder', { name: 'Sam', email: 'sam@agency.example', reason: 'complaint', message: 'The site is down.' })])(
      'founder-1',
    );
    expect(within(row).getByText('Complaint')).toBeInTheDocument();
    expect(within(row).queryByText('complaint')).not.toBeInTheDocument();
    expect(screen.getByText('The site is down.')).toBeInTheDocument();
  });
});
