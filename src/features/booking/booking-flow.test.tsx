import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/content/site';
import type * as SubmitLeadModule from '@/leads/submit-lead';
import type { SubmitLeadResult } from '@/leads/submit-lead';
import {
  captureConsoleError,
  holdAnswer,
  leadKey,
  outboxLogFor,
  renderLeadForm,
  setUpLeadFormTests,
  submitLeadMock,
  TEST_PAGE_SOURCE,
  waitForLeadSent,
} from '@/test-utils/lead-form';
import { BookingFlow } from './booking-flow.island';
import { BOOKING_TOAST_MS } from './booking-messages';

vi.mock('@/leads/submit-lead', async (importOriginal) => ({ ...(await importOriginal<typeof SubmitLeadModule>()), submitLead: vi.fn() }));

setUpLeadFormTests();
// 15:30 UTC on Wednesday 10 June 2026 is 11:30 AM in New York: the three morning slots are gone.
const NOW = new Date('2026-06-10T15:30:00Z');

/** What GET /api/booking-slots answers per date; a date not listed fails as if offline. */
let takenByDate: Record<string, string[]> = {};
/** The horizon GET /api/booking-policy answers; null: it fails as if offline. */
let horizonDays: number | null = 60;
const fetchSlots = vi.fn<typeof fetch>(async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/booking-policy') {
    if (horizonDays === null) throw new TypeError('Failed to fetch');
    const message = `Weekdays only, from tomorrow up to ${horizonDays} days ahead; one booking per e-mail address a day.`;
    return new Response(JSON.stringify({ horizonDays, firstDate: '2026-06-11', lastDate: '2026-08-09', message }), {
      headers: { 'Content-Type': 'application/json' },
    });
  }
  const date = url.searchParams.get('date') ?? '';
  const taken = takenByDate[date];
  if (!taken) throw new TypeError('Failed to fetch');
  return new Response(JSON.stringify({ date, taken }), { headers: { 'Content-Type': 'application/json' } });
});
/** The calls that read a date's taken times. */
const slotReads = () => fetchSlots.mock.calls.filter(([input]) => String(input).startsWith('/api/booking-slots'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  takenByDate = {};
  horizonDays = 60;
  vi.stubGlobal('fetch', fetchSlots);
});

afterEach(() => {
  // The notifications' store outlives a render: a test's toast must not reach the next test.
  act(() => notifications.clean());
  fetchSlots.mockClear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup() {
  // The app's providers render the notifications outlet; the test brings its own.
  const { user } = renderLeadForm(
    <>
      <Notifications />
      <BookingFlow />
    </>,
  );
  return { user };
}

async function chooseUpToEmail(user: ReturnType<typeof setup>['user'], day = 'Thursday, June 11, 2026', slot = '09:00 AM') {
  await user.click(screen.getByRole('radio', { name: /Video Strategy Session/ }));
  // The calendar's code loads once a session type is chosen.
  await user.click(await screen.findByRole('button', { name: day }));
  await user.click(screen.getByRole('radio', { name: slot }));
}

// The calendar makes these renders slow on a shared CI core.
describe('BookingFlow', { timeout: 30_000 }, () => {
  it('offers the three free session types, the video one marked Most Popular', () => {
    setup();
    const types = screen.getAllByRole('radio');
    expect(types).toHaveLength(3);
    expect(types[0]).toHaveTextContent(/Video Strategy Session.*30 mins.*Free.*Most Popular/);
    expect(types[1]).toHaveTextContent(/Phone Consultation.*20 mins.*Free/);
    expect(types[2]).toHaveTextContent(/Chat Briefing.*24-hour response window.*Free/);
    expect(types[1]).not.toHaveTextContent('Most Popular');
    expect(screen.queryByText('Date')).not.toBeInTheDocument();
  });

  it('greys past dates, today, weekends and the dates past the horizon the server enforces, and says the policy in one line', async () => {
    horizonDays = 5;
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: /Phone Consultation/ }));
    expect(await screen.findByRole('button', { name: 'Tuesday, June 9, 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Wednesday, June 10, 2026' })).toBeDisabled();
    for (const weekend of ['Saturday, June 13, 2026', 'Sunday, June 14, 2026']) expect(screen.getByRole('button', { name: weekend })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Thursday, June 11, 2026' })).toBeEnabled();
    // The server's horizon: five days after today is Monday the 15th.
    expect(await screen.findByText('Weekdays only, from tomorrow up to 5 days ahead; one booking per e-mail address a day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Monday, June 15, 2026' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Tuesday, June 16, 2026' })).toBeDisabled();
    expect(fetchSlots).toHaveBeenCalledWith('/api/booking-policy', expect.anything());

    await user.click(screen.getByRole('button', { name: 'Thursday, June 11, 2026' }));
    expect(within(screen.getByRole('radiogroup', { name: 'Time' })).getAllByRole('radio')).toHaveLength(6);
  });

  it('keeps the default horizon (60 days) when the server cannot say its own', async () => {
    horizonDays = null;
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: /Chat Briefing/ }));
    expect(await screen.findByText('Weekdays only, from tomorrow up to 60 days ahead; one booking per e-mail address a day.')).toBeInTheDocument();
    await waitFor(() => expect(fetchSlots).toHaveBeenCalledWith('/api/booking-policy', expect.anything()));
  });

  it('asks for the e-mail only after a date and time, and needs it before the confirm modal', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: /Chat Briefing/ }));
    await screen.findByRole('button', { name: 'Thursday, June 11, 2026' });
    expect(screen.queryByRole('textbox', { name: /Email address/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thursday, June 11, 2026' }));
    await user.click(screen.getByRole('radio', { name: '03:00 PM' }));
    const confirm = screen.getByRole('button', { name: 'Confirm My Free Session' });
    expect(confirm).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'kim@logistics.example');
    await user.click(confirm);
    const modal = await screen.findByRole('dialog');
    expect(modal).toHaveTextContent('Chat Briefing');
    expect(modal).toHaveTextContent('Thursday, June 11, 2026');
    expect(modal).toHaveTextContent('03:00 PM');
    expect(modal).toHaveTextContent('kim@logistics.example');

    await user.click(within(modal).getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submitLeadMock).not.toHaveBeenCalled();
  });

  it("books once, shows 'Processing...', the toast for 3 s, then the success screen with a calendar file", async () => {
    const answer = holdAnswer();
    const { user } = setup();
    await chooseUpToEmail(user);
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'kim@logistics.example');
    await user.click(screen.getByRole('button', { name: 'Confirm My Free Session' }));
    const modal = await screen.findByRole('dialog');

    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: NOW });
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm Booking' }));
    expect(within(modal).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    fireEvent.click(within(modal).getByRole('button', { name: 'Processing...' }));
    // The schemas load with the first submit: the lead goes once they have checked it.
    await waitForLeadSent();
    expect(submitLeadMock).toHaveBeenCalledWith('booking', {
      email: 'kim@logistics.example',
      consultationType: 'Video Strategy Session',
      date: '2026-06-11',
      time: '09:00 AM',
      website: '',
      ...TEST_PAGE_SOURCE,
    });

    await act(async () => answer({ status: 'sent', message: 'Booked', ...leadKey }));
    expect(screen.getByText('Booking Confirmed!')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your consultation is booked' })).not.toBeInTheDocument();

    void act(() => vi.advanceTimersByTime(BOOKING_TOAST_MS));
    expect(screen.getByRole('heading', { name: 'Your consultation is booked' })).toBeInTheDocument();
    const file = screen.getByRole('link', { name: 'Add to calendar (.ics)' });
    expect(file).toHaveAttribute('download', 'consultation.ics');
    const calendar = decodeURIComponent(file.getAttribute('href')!.replace('data:text/calendar;charset=utf-8,', ''));
    expect(calendar).toContain('DTSTART:20260611T130000Z');
    expect(calendar).toContain('DTEND:20260611T133000Z');
    expect(calendar).toContain('SUMMARY:Video Strategy Session with Kestrel Web Studio');

    vi.useRealTimers();
    await user.click(screen.getByRole('button', { name: 'Book Another Consultation' }));
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('textbox', { name: /Email address/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thursday, June 11, 2026' })).not.toBeInTheDocument();
  });

  it.each<[string, SubmitLeadResult]>([
    ['a refusal', { status: 'rejected', message: 'That time has already passed today.', errors: {}, httpStatus: 400, ...leadKey }],
    ['a server fault', { status: 'unreachable', message: 'down', httpStatus: 500, ...leadKey }],
    ['a network error', { status: 'unreachable', message: 'offline', ...leadKey }],
  ])('shows the support message after %s, logs it and stops processing', async (_case, result) => {
    const log = captureConsoleError();
    submitLeadMock.mockResolvedValue(result);
    const { user } = setup();
    await chooseUpToEmail(user);
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'kim@logistics.example');
    await user.click(screen.getByRole('button', { name: 'Confirm My Free Session' }));
    const modal = await screen.findByRole('dialog');
    await user.click(within(modal).getByRole('button', { name: 'Confirm Booking' }));

    expect(await within(modal).findByRole('alert')).toHaveTextContent(`Something went wrong! Please try again or contact our support team at ${site.email}.`);
    expect(within(modal).getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
    expect(log.mock.calls).toEqual([...outboxLogFor(result), ['Booking failed', expect.any(String)]]);
    expect(screen.queryByText('Booking Confirmed!')).not.toBeInTheDocument();
  });

  it('shows the times other bookings hold as unavailable, and offers every time when the server cannot say', async () => {
    takenByDate = { '2026-06-11': ['09:00 AM', '03:00 PM'] };
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: /Phone Consultation/ }));
    await user.click(await screen.findByRole('button', { name: 'Thursday, June 11, 2026' }));
    const times = () => within(screen.getByRole('radiogroup', { name: 'Time' }));
    expect(await times().findByRole('radio', { name: '09:00 AM, already booked' })).toBeDisabled();
    expect(times().getByRole('radio', { name: '03:00 PM, already booked' })).toBeDisabled();
    expect(times().getByRole('radio', { name: '10:00 AM' })).toBeEnabled();
    expect(times().getAllByRole('radio')).toHaveLength(6);
    expect(fetchSlots).toHaveBeenCalledWith('/api/booking-slots?date=2026-06-11', expect.anything());

    // Friday's request fails (offline): all six stay open, and the server decides on sending.
    await user.click(screen.getByRole('button', { name: 'Friday, June 12, 2026' }));
    await waitFor(() => expect(fetchSlots).toHaveBeenCalledWith('/api/booking-slots?date=2026-06-12', expect.anything()));
    for (const radio of times().getAllByRole('radio')) expect(radio).toBeEnabled();
    expect(times().queryByRole('radio', { name: /already booked/ })).not.toBeInTheDocument();
  });

  it('says so when the slot was booked meanwhile (409 slot-taken), marks it, keeps the e-mail, and books another slot', async () => {
    const message = 'That time has just been booked by someone else. Please choose another slot.';
    takenByDate = { '2026-06-11': [] };
    submitLeadMock.mockResolvedValueOnce({ status: 'rejected', message, errors: {}, httpStatus: 409, code: 'slot-taken', ...leadKey });
    submitLeadMock.mockResolvedValueOnce({ status: 'sent', message: 'Booked', ...leadKey });
    const { user } = setup();
    await chooseUpToEmail(user);
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'kim@logistics.example');
    await user.click(screen.getByRole('button', { name: 'Confirm My Free Session' }));
    takenByDate = { '2026-06-11': ['09:00 AM'] };
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm Booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const times = within(screen.getByRole('radiogroup', { name: 'Time' }));
    expect(times.getByRole('radio', { name: '09:00 AM, already booked' })).toBeDisabled();
    // The taken times were read again.
    await waitFor(() => expect(slotReads()).toHaveLength(2));
    expect(screen.queryByText('Booking Confirmed!')).not.toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();

    await user.click(times.getByRole('radio', { name: '10:00 AM' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('kim@logistics.example');
    await user.click(screen.getByRole('button', { name: 'Confirm My Free Session' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() => expect(submitLeadMock).toHaveBeenCalledTimes(2));
    expect(submitLeadMock).toHaveBeenLastCalledWith('booking', {
      email: 'kim@logistics.example',
      consultationType: 'Video Strategy Session',
      date: '2026-06-11',
      time: '10:00 AM',
      website: '',
      ...TEST_PAGE_SOURCE,
    });
    expect(await screen.findByText('Booking Confirmed!')).toBeInTheDocument();
  });

  it.each<[string, SubmitLeadResult]>([
    [
      'the address already has a booking that day',
      {
        status: 'rejected',
        message: 'This e-mail address already has a consultation booked on that day. Please choose another day.',
        errors: {},
        httpStatus: 409,
        code: 'email-booked',
        ...leadKey,
      },
    ],
    [
      "the connection has made its day's bookings",
      {
        status: 'rejected',
        message: 'We take at most 3 bookings a day from one connection, and this one has made them. Please try again tomorrow, or write to us.',
        errors: {},
        httpStatus: 409,
        code: 'booking-limit',
        ...leadKey,
      },
    ],
    [
      'the date is no longer open',
      {
        status: 'rejected',
        message: 'Please choose tomorrow or a later date.',
        errors: { date: 'Please choose tomorrow or a later date' },
        httpStatus: 400,
        ...leadKey,
      },
    ],
  ])('says why beside the date and time when the booking policy refuses it (%s), keeping what was chosen', async (_case, result) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    takenByDate = { '2026-06-11': [] };
    submitLeadMock.mockResolvedValueOnce(result);
    const { user } = setup();
    await chooseUpToEmail(user);
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'kim@logistics.example');
    await user.click(screen.getByRole('button', { name: 'Confirm My Free Session' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm Booking' }));

    const expected = result.status === 'rejected' && result.errors.date ? result.errors.date : result.message;
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(screen.queryByText('Booking Confirmed!')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('kim@logistics.example');
    expect(within(screen.getByRole('radiogroup', { name: 'Time' })).getByRole('radio', { name: '09:00 AM' })).toBeChecked();
    expect(log).not.toHaveBeenCalled();
  });
});
