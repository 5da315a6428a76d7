import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

describe('choosing leads in the list', () => {
  it('gives each row a checkbox named after the person, and tells whether shift was held', () => {
    const onChoose = vi.fn();
    const leads = [
      lead('a', 'contact', { from_name: 'Ana', from_email: 'ana@firm.example', message: 'Hi' }),
      lead('b', 'newsletter', { email: 'ben@firm.example' }),
    ];
    renderWithTheme(
      <LeadList
        leads={leads}
        total={2}
        changes={new Map([['b', { entryId: 'e1', state: 'pending' as const }]])}
        chosen={new Set(['b'])}
        hasMore={false}
        loadingMore={false}
        onOpen={() => {}}
        onChoose={onChoose}
        onLoadMore={() => {}}
      />,
    );
    const ana = screen.getByRole('checkbox', { name: 'Select Ana' });
    const ben = screen.getByRole('checkbox', { name: 'Select ben@firm.example' });
    expect(ana).not.toBeChecked();
    expect(ben).toBeChecked();
    // A change waiting on the device (a bulk deletion sets no status): the row keeps its own.
    expect(within(document.querySelector<HTMLElement>('[data-lead-id="b"]')!).getByText('Waiting to send')).toBeInTheDocument();
    fireEvent.click(ana);
    fireEvent.click(ben, { shiftKey: true });
    expect(onChoose.mock.calls).toEqual([
      ['a', true, false],
      ['b', false, true],
    ]);
  });
});
