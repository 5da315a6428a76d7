import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Badge, Button, Group, Modal, Paper, Radio, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useFocusRequest } from '../../components/form-fields';
import { FormMessage } from '../../components/form-message';
import { HoneypotField } from '../../components/honeypot-field';
import { Icon } from '../../components/icon';
import { island } from '../../components/island';
import { checkLeadForm, prepareLeadValidationSoon } from '../../components/lead-validation';
import { showToast } from '../../components/toasts';
import { useLeadSubmission } from '../../components/use-lead-submission';
import { sendLead } from '../../outbox/send-lead';
import { outboxCopy } from '../../content/outbox';
import { bookingPage, consultationOptions, type ConsultationOption } from '../../content/booking';
import { site } from '../../content/site';
import { SLOT_TAKEN_CODE } from '../../leads/booking-slots';
import { BOOKING_TIME_SLOTS, type BookingTimeSlot } from '../../leads/lead-fields';
import { STUDIO_TIME_ZONE_LABEL, isSlotInPast, todayInStudio } from '../../leads/studio-time';
import { BookingNoScriptForm } from './booking-no-script';
import { BOOKING_FAILURE_MESSAGE, BOOKING_TOAST_MS } from './booking-messages';
import { bookingCalendar, calendarDataUrl } from './calendar-file';
import { formatDay } from './format-day';
import { fetchTakenSlots } from './taken-slots';
import classes from './booking-flow.module.css';
import formTheme from '../../components/form-theme.module.css';

/** The calendar (Mantine's DatePicker and its date library) loads when a session type is chosen. */
const BookingCalendar = lazy(() => import('./booking-calendar'));

const FAILURE_MESSAGES = { serverFailed: BOOKING_FAILURE_MESSAGE, unreachable: BOOKING_FAILURE_MESSAGE };
const EMAIL_ID = 'booking-email';
const START_HEADING_ID = 'booking-start';
const SUCCESS_HEADING_ID = 'booking-success';
const SLOT_ERROR_ID = 'booking-slot-taken';

interface Booked {
  option: ConsultationOption;
  date: string;
  time: BookingTimeSlot;
  calendarUrl: string;
}

/**
 * Three steps on one screen: the session type, then the date and a slot, then the e-mail. The
 * confirm modal sends the booking; on success a 'Booking Confirmed!' toast shows for
 * BOOKING_TOAST_MS, then the success screen with a calendar file. Without JavaScript a plain form
 * with the same fields stands in for it (booking-no-script.tsx).
 */
function BookingFlowView() {
  const [typeId, setTypeId] = useState<ConsultationOption['id'] | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<BookingTimeSlot | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [showSuccess, setShowSuccess] = useState(false);
  /** The slot is requested but waits in this device's outbox: not confirmed yet. */
  const [queued, setQueued] = useState<Omit<Booked, 'calendarUrl'> | null>(null);
  // The clock behind "today" and "already past"; read again whenever the visitor picks something.
  const [now, setNow] = useState(() => new Date());
  /** The times other bookings hold on `date`, as the server last said; unknown (offline), none are shown. */
  const [taken, setTaken] = useState<{ date: string; times: readonly string[] } | null>(null);
  /** Asks for the taken times again (after the server refused a slot as taken). */
  const [takenReads, setTakenReads] = useState(0);
  /** The server's word that the chosen slot was booked meanwhile. */
  const [slotError, setSlotError] = useState<string | null>(null);
  const { submit, pending } = useLeadSubmission('booking', FAILURE_MESSAGES, sendLead);
  const requestFocus = useFocusRequest();

  const option = consultationOptions.find((candidate) => candidate.id === typeId) ?? null;
  const today = todayInStudio(now);
  const openSlots = date === null ? [] : BOOKING_TIME_SLOTS.filter((slot) => !isSlotInPast(date, slot, now));
  const todayIsOver = BOOKING_TIME_SLOTS.every((slot) => isSlotInPast(today, slot, now));
  const takenTimes = date !== null && taken?.date === date ? taken.times : [];

  useEffect(() => {
    if (date === null) return;
    const controller = new AbortController();
    void fetchTakenSlots(date, controller.signal).then((times) => {
      // Unknown (offline, an error): every future slot stays open and the server decides.
      if (times === null || controller.signal.aborted) return;
      setTaken({ date, times });
      setTime((chosen) => (chosen !== null && times.includes(chosen) ? null : chosen));
    });
    return () => controller.abort();
  }, [date, takenReads]);

  useEffect(() => {
    if (booked === null || showSuccess) return;
    const timer = window.setTimeout(() => {
      setShowSuccess(true);
      requestFocus(SUCCESS_HEADING_ID);
    }, BOOKING_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [booked, showSuccess, requestFocus]);

  function chooseType(id: string) {
    setNow(new Date());
    setTypeId(id as ConsultationOption['id']);
  }

  function chooseDate(value: string | null) {
    const current = new Date();
    setNow(current);
    setDate(value);
    setSlotError(null);
    if (value !== null && time !== null && isSlotInPast(value, time, current)) setTime(null);
  }

  async function openConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || email.trim() === '' || option === null || date === null || time === null) return;
    const checked = await checkLeadForm('booking', { email, consultationType: option.title, date, time, website });
    const emailProblem = checked.ok ? undefined : checked.errors.email;
    if (emailProblem !== undefined) {
      setEmailError(emailProblem);
      requestFocus(EMAIL_ID);
      return;
    }
    setEmailError(null);
    setError(null);
    setModalOpen(true);
  }

  async function confirmBooking() {
    if (option === null || date === null || time === null) return;
    setError(null);
    const outcome = await submit({ email, consultationType: option.title, date, time, website });
    if (outcome === null) return;
    if (outcome.status === 'failed' && outcome.code === SLOT_TAKEN_CODE) {
      // Booked by someone else meanwhile: say so beside the times, which show it, and keep the rest.
      setModalOpen(false);
      setTaken((known) => ({ date, times: [...(known?.date === date ? known.times : []), time] }));
      setTime(null);
      setSlotError(outcome.message);
      setTakenReads((reads) => reads + 1);
      requestFocus(SLOT_ERROR_ID);
      return;
    }
    if (outcome.status === 'invalid' || outcome.status === 'failed') {
      console.error('Booking failed', outcome.message);
      setError(BOOKING_FAILURE_MESSAGE);
      return;
    }
    setModalOpen(false);
    if (outcome.status === 'queued') {
      // No toast and no calendar file: nothing is booked until the request reaches us.
      setQueued({ option, date, time });
      requestFocus(SUCCESS_HEADING_ID);
      return;
    }
    showToast({
      title: bookingPage.toast,
      message: `${option.title}, ${formatDay(date)} at ${time}`,
      color: 'green.8',
      autoClose: BOOKING_TOAST_MS,
    });
    const calendar = bookingCalendar({
      uid: `${crypto.randomUUID()}@${site.email.split('@')[1]}`,
      createdAt: new Date(),
      date,
      time,
      durationMinutes: option.calendarMinutes,
      summary: `${option.title} with ${site.name}`,
      description: `Your free ${option.title.toLowerCase()} (${option.duration}). ${option.requirements} Questions: ${site.email}`,
      organizerEmail: site.email,
      organizerName: site.name,
    });
    setBooked({ option, date, time, calendarUrl: calendarDataUrl(calendar) });
  }

  function bookAnother() {
    setTypeId(null);
    setDate(null);
    setTime(null);
    setEmail('');
    setEmailError(null);
    setError(null);
    setSlotError(null);
    setBooked(null);
    setShowSuccess(false);
    setQueued(null);
    requestFocus(START_HEADING_ID);
  }

  if (queued) {
    return (
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }} className={classes.success} data-state="queued">
        <Title order={2} id={SUCCESS_HEADING_ID} tabIndex={-1} className={classes.heading}>
          {bookingPage.queued.title}
        </Title>
        <Text fw={600} mt="sm">
          {queued.option.title}: {formatDay(queued.date)} at {queued.time} ({STUDIO_TIME_ZONE_LABEL})
        </Text>
        <Text c="gray.7" mt="xs" mb="lg" role="status">
          {outboxCopy.bookingQueued}
        </Text>
        <Button onClick={bookAnother} color="accent.8" radius="xl">
          {bookingPage.success.again}
        </Button>
      </Paper>
    );
  }

  if (showSuccess && booked) {
    return (
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }} className={classes.success}>
        <Title order={2} id={SUCCESS_HEADING_ID} tabIndex={-1} className={classes.heading}>
          {bookingPage.success.title}
        </Title>
        <Text fw={600} mt="sm">
          {booked.option.title}: {formatDay(booked.date)} at {booked.time} ({STUDIO_TIME_ZONE_LABEL})
        </Text>
        <Text c="gray.7" mt="xs" mb="lg">
          {bookingPage.success.text}
        </Text>
        <Group gap="md">
          <Button component="a" href={booked.calendarUrl} download="consultation.ics" variant="outline" color="brand.8" radius="xl">
            {bookingPage.success.calendar}
          </Button>
          <Button onClick={bookAnother} color="accent.8" radius="xl">
            {bookingPage.success.again}
          </Button>
        </Group>
      </Paper>
    );
  }

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
        <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Radio.Group
            name="consultation-type"
            value={typeId ?? ''}
            onChange={chooseType}
            label={
              <Title order={2} id={START_HEADING_ID} tabIndex={-1} className={classes.heading}>
                <span className={classes.stepNumber}>1</span> {bookingPage.steps.type.title}
              </Title>
            }
            description={bookingPage.steps.type.intro}
            descriptionProps={{ c: 'gray.7' }}
          >
            <div className={classes.types}>
              {consultationOptions.map((candidate) => (
                <Radio.Card key={candidate.id} value={candidate.id} radius="md" className={classes.type} disabled={confirmed}>
                  <span className={classes.typeTop}>
                    <span className={classes.typeIcon}>
                      <Icon name={candidate.icon} size={22} />
                    </span>
                    <Radio.Indicator />
                  </span>
                  <span className={classes.typeTitle}>{candidate.title}</span>
                  <span className={classes.typeMeta}>
                    <span>{candidate.duration}</span>
                    <Badge color="teal.9" variant="filled" size="sm">
                      {bookingPage.free}
                    </Badge>
                    {candidate.badge ? (
                      <Badge color="accent.8" variant="filled" size="sm">
                        {candidate.badge}
                      </Badge>
                    ) : null}
                  </span>
                  <span className={classes.typeText}>{candidate.description}</span>
                  <span className={classes.typeFeatures}>
                    {candidate.features.map((feature) => (
                      <span key={feature} className={classes.typeFeature}>
                        <Icon name="check" size={14} /> {feature}
                      </span>
                    ))}
                  </span>
                  <span className={classes.typeRequirements}>{candidate.requirements}</span>
                </Radio.Card>
              ))}
            </div>
          </Radio.Group>
        </Paper>

        {option ? (
          <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
            <Title order={2} className={classes.heading}>
              <span className={classes.stepNumber}>2</span> {bookingPage.steps.when.title}
            </Title>
            <Text c="gray.7" size="sm" mb="md">
              Times are {STUDIO_TIME_ZONE_LABEL}.
            </Text>
            <div className={classes.when}>
              <fieldset className={classes.fieldset}>
                <legend className={classes.legend}>Date</legend>
                <Suspense fallback={<Skeleton height={300} radius="md" />}>
                  <BookingCalendar value={date} onChange={chooseDate} today={today} todayIsOver={todayIsOver} />
                </Suspense>
              </fieldset>
              <Radio.Group
                name="booking-time"
                label="Time"
                value={time ?? ''}
                onChange={(value) => {
                  setTime(value as BookingTimeSlot);
                  setSlotError(null);
                }}
                className={classes.times}
              >
                {date === null ? (
                  <Text size="sm" c="gray.7" mt="xs">
                    Pick a date to see the open times.
                  </Text>
                ) : openSlots.length === 0 ? (
                  <Text size="sm" mt="xs">
                    {bookingPage.noSlotsToday}
                  </Text>
                ) : (
                  <div className={classes.slots}>
                    {openSlots.map((slot) =>
                      takenTimes.includes(slot) ? (
                        <Radio.Card
                          key={slot}
                          value={slot}
                          radius="md"
                          className={classes.slot}
                          disabled
                          aria-label={bookingPage.slotTaken.label(slot)}
                          data-taken
                        >
                          {slot}
                          <span className={classes.slotTaken} aria-hidden="true">
                            {bookingPage.slotTaken.badge}
                          </span>
                        </Radio.Card>
                      ) : (
                        <Radio.Card key={slot} value={slot} radius="md" className={classes.slot} disabled={confirmed}>
                          {slot}
                        </Radio.Card>
                      ),
                    )}
                  </div>
                )}
              </Radio.Group>
            </div>
            {slotError ? (
              <FormMessage tone="error" id={SLOT_ERROR_ID} focusable className={classes.slotError}>
                {slotError}
              </FormMessage>
            ) : null}
          </Paper>
        ) : null}

        {option && date && time ? (
          <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
            <Title order={2} className={classes.heading}>
              <span className={classes.stepNumber}>3</span> {bookingPage.steps.email.title}
            </Title>
            <Stack gap="md" mt="md">
              <TextInput
                id={EMAIL_ID}
                label="Email address"
                type="email"
                required
                autoComplete="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                  setEmailError(null);
                }}
                error={emailError}
                className={classes.email}
              />
              <HoneypotField value={website} onChange={setWebsite} />
              <div aria-live="polite">
                {error && !modalOpen ? (
                  <FormMessage tone="error">{error}</FormMessage>
                ) : null}
              </div>
              <Button
                type="submit"
                size="md"
                radius="xl"
                color="accent.8"
                disabled={email.trim() === '' || pending || confirmed}
                className={classes.confirm}
              >
                {bookingPage.confirmButton}
              </Button>
            </Stack>
          </Paper>
        ) : null}
      </form>

      <Modal
        opened={modalOpen}
        onClose={() => {
          if (!pending) setModalOpen(false);
        }}
        title={bookingPage.modal.title}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {option && date && time ? (
          <dl className={classes.summary}>
            <dt>Session</dt>
            <dd>
              {option.title} ({option.duration})
            </dd>
            <dt>Date</dt>
            <dd>{formatDay(date)}</dd>
            <dt>Time</dt>
            <dd>
              {time} ({STUDIO_TIME_ZONE_LABEL})
            </dd>
            <dt>Email</dt>
            <dd>{email}</dd>
            <dt>Price</dt>
            <dd>{bookingPage.free}</dd>
          </dl>
        ) : null}
        {error ? (
          <FormMessage tone="error" className={classes.modalError}>
            {error}
          </FormMessage>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" radius="xl" onClick={() => setModalOpen(false)} disabled={pending}>
            {bookingPage.modal.adjust}
          </Button>
          <Button radius="xl" color="accent.8" onClick={confirmBooking} disabled={pending}>
            {pending ? bookingPage.modal.busy : bookingPage.modal.confirm}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

export default BookingFlowView;

/** Live on the first interaction with it. */
export const BookingFlow = island('features/booking/booking-flow', BookingFlowView, { hydrate: ['interaction'] });
