import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '@/test-utils/render';
import type { LeadDetail } from './inbox-api';
import { LeadDetailView } from './lead-detail';
import { createInboxQueryClient } from './inbox-query';

let detail: LeadDetail;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(detail), { headers: { 'Content-Type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The lead the server answers with: any kind, status or time a stored row may hold. */
function show(lead: { kind?: string; status?: string; createdAt?: string; data: Record<string, unknown>; source?: Record<string, string> }) {
  const stored = { id: 'lead-1', kind: 'contact', createdAt: '2030-03-01T10:00:00.000Z', status: 'new', statusChangedAt: null, ...lead };
  detail = { lead: stored as unknown as LeadDetail['lead'], mails: [], webhooks: [] };
  return renderWithQueries(
    <LeadDetailView id="lead-1" known={undefined} change={undefined} onBack={() => {}} onChanged={() => {}} onSignedOut={() => {}} />,
    createInboxQueryClient(),
  );
}

describe('a lead in the inbox', () => {
  it('says where it was sent from, each part labelled as the field table says, or that it did not say', async () => {
    const view = show({
      kind: 'newsletter',
      data: { email: 'ana@example.com' },
      source: { page: '/products/hexacart', referrer: 'https://news.example.org', utmSource: 'newsletter', utmCampaign: 'spring' },
    });
    const block = (await screen.findByRole('heading', { name: 'Source' })).parentElement!;
    expect([...block.querySelectorAll('dt, dd')].map((cell) => cell.textContent)).toEqual([
      'Page',
      '/products/hexacart',
      'Referring site',
      'https://news.example.org',
      'Campaign source',
      'newsletter',
      'Campaign',
      'spring',
    ]);
    view.unmount();
    show({ kind: 'newsletter', data: { email: 'ben@example.com' } });
    expect(await screen.findByText('Not recorded: the lead did not say where it was sent from.')).toBeInTheDocument();
  });

  it('of a kind this version does not know (an older or hand-written row) shows in a generic view, not a blank page', async () => {
    show({ kind: 'survey', status: 'pending-review', createdAt: 'yesterday', data: { name: 'Ana', answers: { q1: 'yes' } } });
    expect(await screen.findByRole('heading', { name: 'Ana' })).toBeInTheDocument();
    expect(screen.getByText('Other form (survey)')).toBeInTheDocument();
    expect(screen.getByText('pending-review')).toBeInTheDocument();
    expect(screen.getByText('{"q1":"yes"}')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as handled' })).toBeInTheDocument();
  });

  it('offers no Reply for an address the schema refuses (a mailto: would pass ?cc= and &bcc= on), and a percent-encoded one otherwise', async () => {
    const hostile = 'ana@firm.example?cc=x@evil.example&bcc=y@evil.example';
    const view = show({ data: { from_name: 'Ana', from_email: hostile, message: 'Hi' } });
    expect(await screen.findByRole('heading', { name: 'Ana' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reply' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
    view.unmount();

    show({ data: { from_name: 'Ben', from_email: 'ben+leads@firm.example', message: 'Hi' } });
    expect(await screen.findByRole('link', { name: 'Reply' })).toHaveAttribute(
      'href',
      'mailto:ben%2Bleads@firm.example?subject=Re%3A%20your%20contact%20message%20to%20Kestrel%20Web%20Studio&body=Hi%20Ben%2C%0D%0A%0D%0A%3E%20Hi',
    );
  });

  it('copies the address beside Reply and says so for a while, and offers no copy of an address the schema refuses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      const view = show({ data: { from_name: 'Ben', from_email: ' ben+leads@firm.example ', message: 'Hi' } });
      const copy = await screen.findByRole('button', { name: 'Copy e-mail' });
      fireEvent.click(copy);
      expect(await screen.findByRole('button', { name: 'Copied' })).toBe(copy);
      expect(writeText).toHaveBeenCalledWith('ben+leads@firm.example');
      expect(screen.getByRole('status')).toHaveTextContent('ben+leads@firm.example copied');
      await act(async () => vi.advanceTimersByTime(1_900));
      expect(copy).toHaveTextContent('Copied');
      await act(async () => vi.advanceTimersByTime(200));
      expect(copy).toHaveTextContent('Copy e-mail');
      expect(screen.getByRole('status')).toHaveTextContent('');
      view.unmount();

      show({ data: { from_name: 'Ana', from_email: 'ana@firm.example?cc=x@evil.example', message: 'Hi' } });
      expect(await screen.findByRole('heading', { name: 'Ana' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Copy e-mail' })).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
      vi.useRealTimers();
    }
  });

  it('shows at most four combining marks on a character, and lets a long unbroken name break anywhere', async () => {
    const zalgo = `Zo${'\u0336\u0322\u031b\u0300\u0301'.repeat(30)}e`;
    show({ data: { from_name: 'x'.repeat(200), from_email: 'ana@firm.example', message: zalgo } });
    const heading = await screen.findByRole('heading', { name: 'x'.repeat(200) });
    expect(heading.closest('article')?.className).toMatch(/shown/);
    expect(screen.getByText('Zo\u0336\u0322\u031b\u0300e')).toBeInTheDocument();
  });

  /** The detail's list of what the lead holds, as label → value pairs. */
  const shownFields = () => [...document.querySelectorAll('dl dt')].map((term) => `${term.textContent ?? ''}: ${term.nextElementSibling?.textContent ?? ''}`);

  it('lists a quote with its labels and leaves out empty fields: no Must-have features label when none were ticked', async () => {
    show({
      kind: 'quote',
      data: {
        projectType: 'Web Application',
        location: 'UK',
        budget: '$5,000 - $10,000',
        timeline: '1-2 months',
        email: 'ana@firm.example',
        phone: '',
        features: [],
      },
    });
    expect(await screen.findByRole('heading', { name: 'ana@firm.example' })).toBeInTheDocument();
    expect(shownFields()).toEqual([
      'Project type: Web Application',
      'Location: UK',
      'Budget: $5,000 - $10,000',
      'Timeline: 1-2 months',
      'Email: ana@firm.example',
    ]);
    expect(screen.queryByText('Must-have features')).not.toBeInTheDocument();
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
  });

  it("shows a founder's reason by the card's words and a booking's day and time written out", async () => {
    const view = show({ kind: 'founder', data: { name: 'Sam', email: 'sam@agency.example', reason: 'complaint', message: 'The site is down.' } });
    expect(await screen.findByRole('heading', { name: 'Sam' })).toBeInTheDocument();
    expect(shownFields()).toEqual(['Name: Sam', 'Email: sam@agency.example', 'Reason: Complaint', 'Message: The site is down.']);
    view.unmount();

    show({ kind: 'booking', data: { email: 'kim@clinic.example', consultationType: 'Video Strategy Session', date: '2026-03-03', time: '10:00 AM' } });
    expect(await screen.findByRole('heading', { name: 'kim@clinic.example' })).toBeInTheDocument();
    expect(shownFields()).toEqual([
      'Date: Tue 3 Mar 2026',
      'Time: 10:00 AM, New York time (ET)',
      'Consultation type: Video Strategy Session',
      'Email: kim@clinic.example',
    ]);
  });
});

describe('a lead that cannot be read', () => {
  const row = {
    id: 'lead-1',
    kind: 'contact',
    createdAt: '2030-03-01T10:00:00.000Z',
    status: 'new',
    statusChangedAt: null,
    data: { from_name: 'Ana' },
  } as const;
  function open(answer: () => Promise<Response>, known?: typeof row) {
    vi.stubGlobal('fetch', vi.fn(answer));
    const onChanged = vi.fn();
    const onSignedOut = vi.fn();
    renderWithQueries(
      <LeadDetailView id="lead-1" known={known} change={undefined} onBack={() => {}} onChanged={onChanged} onSignedOut={onSignedOut} />,
      createInboxQueryClient(),
    );
    return { onChanged, onSignedOut };
  }
  const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('says it no longer exists when the server has it no more, and lets the lists drop it', async () => {
    const { onChanged } = open(answer(404, { message: 'Lead not found.' }));
    expect(await screen.findByText('This lead no longer exists.')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledExactlyOnceWith('lead-1', null);
  });

  it("offline, shows the list's row, or says it was never opened here when there is none", async () => {
    const offline = async () => Promise.reject(new TypeError('Failed to fetch'));
    const view = open(offline, row);
    expect(await screen.findByRole('heading', { name: 'Ana' })).toBeInTheDocument();
    expect(view.onChanged).not.toHaveBeenCalled();
    cleanup();
    open(offline);
    expect(await screen.findByText('This lead was not opened on this device while online.')).toBeInTheDocument();
  });

  it("shows the server's refusal beside the list's row, and signs out on a 401", async () => {
    open(answer(500, { message: 'The store could not be read.' }), row);
    expect(await screen.findByRole('alert')).toHaveTextContent('The store could not be read.');
    cleanup();
    const { onSignedOut } = open(answer(401, { message: 'Sign in again.' }), row);
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
  });
});
