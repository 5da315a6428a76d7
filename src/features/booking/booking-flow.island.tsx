import { useEffect, useState, type FormEvent } from 'react';
import { island } from '@/islands/island';
import { prepareLeadValidationSoon } from '@/components/lead-validation';
import { showToast } from '@/components/toasts';
import { useLeadForm } from '@/components/use-lead-form';
import type { LeadSubmissionOutcome } from '@/components/lead-outcome';
import { sendLead } from '@/outbox/send-lead';
import { bookingPage } from '@/content/booking';
import { BOOKING_LIMIT_CODE, EMAIL_BOOKED_CODE } from '@/leads/booking-policy';
import { SLOT_TAKEN_CODE } from '@/leads/booking-slots';
import { BookingConfirmModal } from './booking-confirm-modal';
import { BookingQueued, BookingSuccess, type BookedSlot } from './booking-done';
import { BookingEmailStep } from './booking-email-step';
import { BookingNoScriptForm } from './booking-no-script';
import { BOOKING_FAILURE_MESSAGE, BOOKING_TOAST_MS } from './booking-messages';
import { BookingTypeStep } from './booking-type-step';
import { bookingBody, calendarUrlFor, consultationOption, EMPTY_BOOKING } from './booking-values';
import { BookingWhenStep } from './booking-when-step';
import { formatDay } from './format-day';
import { useBookingPolicy } from './use-booking-policy';
import { useTakenSlots } from './use-taken-slots';
import classes from './booking-flow.module.css';
import formTheme from '@/components/form-theme.module.css';

const FAILURE_MESSAGES = { serverFailed: BOOKING_FAILURE_MESSAGE, unreachable: BOOKING_FAILURE_MESSAGE };
const EMAIL_ID = 'booking-email';
const START_HEADING_ID = 'booking-start';
const SUCCESS_HEADING_ID = 'booking-success';
const SLOT_ERROR_ID = 'booking-slot-taken';
/** The server's refusals that are about the date and time chosen: said beside them, in the form's error style. */
const WHEN_REFUSALS: ReadonlySet<string | undefined> = new Set([SLOT_TAKEN_CODE, EMAIL_BOOKED_CODE, BOOKING_LIMIT_CODE]);

/** Why the server (or the schema, at a day's turn) refused the date and time, if that is what it refused. */
function whenProblemOf(result: LeadSubmissionOutcome): string | undefined {
  if (result.status === 'failed' && WHEN_REFUSALS.has(result.code)) return result.message;
  if (result.status === 'invalid' || result.status === 'failed') return result.errors.date;
  return undefined;
}

/**
 * Three steps on one screen: the session type, then the date and a slot, then the e-mail. The
 * confirm modal sends the booking; on success a 'Booking Confirmed!' toast shows for
 * BOOKING_TOAST_MS, then the success screen with a calendar file. Without JavaScript a plain form
 * with the same fields stands in for it (booking-no-script.tsx).
 */
function BookingFlowView() {
  const [modalOpen, setModalOpen] = useState(false);
  const [booked, setBooked] = useState<(BookedSlot & { calendarUrl: string }) | null>(null);
  const [showSuccess, setShowSuccess] = useState(false);
  /** The slot is requested but waits in this device's outbox: not confirmed yet. */
  const [queued, setQueued] = useState<BookedSlot | null>(null);
  // The clock behind "tomorrow" and the horizon; read again whenever the visitor picks something.
  const [now, setNow] = useState(() => new Date());
  /** The server's word that the chosen slot was booked meanwhile, or that the booking policy refuses the booking. */
  const [slotError, setSlotError] = useState<string | null>(null);
  const { form, pending, outcome, clearOutcome, requestFocus, submit } = useLeadForm({
    kind: 'booking',
    initialValues: EMPTY_BOOKING,
    // The e-mail is checked before the modal opens; a failure to book is said in the modal.
    fieldIds: {},
    messages: FAILURE_MESSAGES,
    send: sendLead,
    toBody: bookingBody,
    clearOnSubmit: true,
    onOutcome: (result, current) => {
      const { date, time } = current.getValues();
      const chosen = consultationOption(current.getValues().typeId);
      if (result.status === 'invalid' || result.status === 'failed') current.clearErrors();
      if (chosen === null || date === null) return;
      if (result.status === 'failed' && result.code === SLOT_TAKEN_CODE) {
        // Booked by someone else meanwhile: say so beside the times, which show it, and keep the rest.
        setModalOpen(false);
        markTaken(date, time);
        current.setFieldValue('time', '');
        setSlotError(result.message);
        requestFocus(SLOT_ERROR_ID);
        return;
      }
      const whenProblem = whenProblemOf(result);
      if (whenProblem !== undefined) {
        // The booking policy refuses it (the address's booking that day, the day's limit, a date no
        // longer open): say why beside the date and time, and keep what the visitor chose.
        setModalOpen(false);
        setSlotError(whenProblem);
        requestFocus(SLOT_ERROR_ID);
        return;
      }
      if (result.status === 'invalid' || result.status === 'failed') {
        console.error('Booking failed', result.message);
        return;
      }
      setModalOpen(false);
      if (result.status === 'queued') {
        // No toast and no calendar file: nothing is booked until the request reaches us.
        setQueued({ option: chosen, date, time });
        requestFocus(SUCCESS_HEADING_ID);
        return;
      }
      confirm({ option: chosen, date, time });
    },
  });
  const { typeId, date, time, email } = form.values;
  const { setFieldValue } = form;
  const { takenTimes, markTaken } = useTakenSlots(date, (times) => setFieldValue('time', (picked) => (picked !== '' && times.includes(picked) ? '' : picked)));

  const option = consultationOption(typeId);
  const dates = useBookingPolicy(option !== null, now);
  // Refusals about the date and time are said beside them; anything else is the support message.
  const saidBesideWhen = outcome !== null && whenProblemOf(outcome) !== undefined;
  const error = (outcome?.status === 'invalid' || outcome?.status === 'failed') && !saidBesideWhen ? BOOKING_FAILURE_MESSAGE : null;

  useEffect(() => {
    if (booked === null || showSuccess) return;
    const timer = window.setTimeout(() => {
      setShowSuccess(true);
      requestFocus(SUCCESS_HEADING_ID);
    }, BOOKING_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [booked, showSuccess, requestFocus]);

  /** Booked: the toast now, the success screen with its calendar file once it has gone. */
  function confirm(slot: BookedSlot) {
    showToast({
      title: bookingPage.toast,
      message: `${slot.option.title}, ${formatDay(slot.date)} at ${slot.time}`,
      color: 'green.8',
      autoClose: BOOKING_TOAST_MS,
    });
    setBooked({ ...slot, calendarUrl: calendarUrlFor(slot) });
  }

  function chooseType(id: string) {
    setNow(new Date());
    setFieldValue('typeId', id);
  }

  function chooseDate(value: string | null) {
    setNow(new Date());
    setFieldValue('date', value);
    setSlotError(null);
  }

  function chooseTime(value: string) {
    setFieldValue('time', value);
    setSlotError(null);
  }

  async function openConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || email.trim() === '' || option === null || date === null || time === '') return;
    const checked = await form.validateField('email');
    if (checked.hasError) {
      requestFocus(EMAIL_ID);
      return;
    }
    clearOutcome();
    setModalOpen(true);
  }

  function confirmBooking() {
    if (option === null || date === null || time === '') return;
    void submit();
  }

  function bookAnother() {
    form.reset();
    clearOutcome();
    setSlotError(null);
    setBooked(null);
    setShowSuccess(false);
    setQueued(null);
    requestFocus(START_HEADING_ID);
  }

  if (queued) return <BookingQueued headingId={SUCCESS_HEADING_ID} slot={queued} onAgain={bookAnother} />;
  if (showSuccess && booked) return <BookingSuccess headingId={SUCCESS_HEADING_ID} slot={booked} calendarUrl={booked.calendarUrl} onAgain={bookAnother} />;

  const confirmed = booked !== null;
  return (
    <>
      <BookingNoScriptForm />
      <form
        onSubmit={(event) => void openConfirm(event)}
        onFocus={prepareLeadValidationSoon}
        noValidate
        aria-labelledby={START_HEADING_ID}
        className={`${classes.flow} ${formTheme.accessibleErrors}`}
      >
        <BookingTypeStep headingId={START_HEADING_ID} value={typeId} onChange={chooseType} disabled={confirmed} />
        {option ? (
          <BookingWhenStep
            date={date}
            onDate={chooseDate}
            time={time}
            onTime={chooseTime}
            dates={dates}
            takenTimes={takenTimes}
            confirmed={confirmed}
            slotError={slotError}
            slotErrorId={SLOT_ERROR_ID}
          />
        ) : null}
        {option && date && time ? (
          <BookingEmailStep form={form} emailId={EMAIL_ID} error={modalOpen ? null : error} pending={pending} confirmed={confirmed} />
        ) : null}
      </form>
      <BookingConfirmModal
        opened={modalOpen}
        summary={option && date && time ? { option, date, time, email } : null}
        error={error}
        pending={pending}
        onClose={() => setModalOpen(false)}
        onConfirm={confirmBooking}
      />
    </>
  );
}

export default BookingFlowView;

/** Live on the first interaction with it. */
export const BookingFlow = island('features/booking/booking-flow', BookingFlowView, { hydrate: ['interaction'] });
