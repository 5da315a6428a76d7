import { lazy, Suspense } from 'react';
import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { FormMessage } from '@/components/form-message';
import { bookingPage } from '@/content/booking';
import { STUDIO_TIME_ZONE_LABEL } from '@/leads/studio-time';
import { BookingSlots } from './booking-slots';
import type { BookingDates } from './use-booking-policy';
import classes from './booking-flow.module.css';

/** The calendar (Mantine's DatePicker and its date library) loads when a session type is chosen. */
const BookingCalendar = lazy(() => import('./booking-calendar'));

interface BookingWhenStepProps {
  date: string | null;
  onDate: (value: string | null) => void;
  time: string;
  onTime: (value: string) => void;
  /** The dates the booking policy allows, and its line. */
  dates: BookingDates;
  takenTimes: readonly string[];
  /** Once the booking is confirmed, nothing is chosen again. */
  confirmed: boolean;
  /** The server's word that the chosen slot was booked meanwhile, or that the policy refuses the booking. */
  slotError: string | null;
  slotErrorId: string;
}

/** Step 2: the day in the calendar and a time among its slots, in the studio's time zone. */
export function BookingWhenStep({ date, onDate, time, onTime, dates, takenTimes, confirmed, slotError, slotErrorId }: BookingWhenStepProps) {
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} className={classes.heading}>
        <span className={classes.stepNumber}>2</span> {bookingPage.steps.when.title}
      </Title>
      <Text c="gray.7" size="sm">
        {dates.line}
      </Text>
      <Text c="gray.7" size="sm" mb="md">
        Times are {STUDIO_TIME_ZONE_LABEL}.
      </Text>
      <div className={classes.when}>
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>Date</legend>
          <Suspense fallback={<Skeleton height={300} radius="md" />}>
            <BookingCalendar value={date} onChange={onDate} firstDate={dates.firstDate} lastDate={dates.lastDate} />
          </Suspense>
        </fieldset>
        <BookingSlots date={date} value={time} onChange={onTime} takenTimes={takenTimes} disabled={confirmed} />
      </div>
      {slotError ? (
        <FormMessage tone="error" id={slotErrorId} focusable className={classes.slotError}>
          {slotError}
        </FormMessage>
      ) : null}
    </Paper>
  );
}
