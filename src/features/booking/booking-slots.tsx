import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import { Radio, Text } from '@mantine/core';
import { bookingPage } from '@/content/booking';
import { BOOKING_TIME_SLOTS } from '@/leads/form-copy';
import classes from './booking-flow.module.css';

interface BookingSlotsProps {
  date: string | null;
  value: string;
  onChange: (time: string) => void;
  /** Those other bookings hold: shown, but not to be chosen. */
  takenTimes: readonly string[];
  disabled: boolean;
}

/** The time slots of the chosen day (never today: the booking policy starts tomorrow). */
export function BookingSlots({ date, value, onChange, takenTimes, disabled }: BookingSlotsProps) {
  return (
    <Radio.Group name="booking-time" label="Time" value={value} onChange={onChange} className={classes.times}>
      {date === null ? (
        <Text size="sm" c="gray.7" mt="xs">
          Pick a date to see the open times.
        </Text>
      ) : (
        <div className={classes.slots}>
          {BOOKING_TIME_SLOTS.map((slot) =>
            takenTimes.includes(slot) ? (
              <Radio.Card key={slot} value={slot} radius="md" className={classes.slot} disabled aria-label={bookingPage.slotTaken.label(slot)} data-taken>
                {slot}
                <span className={classes.slotTaken} aria-hidden="true">
                  {bookingPage.slotTaken.badge}
                </span>
              </Radio.Card>
            ) : (
              <Radio.Card key={slot} value={slot} radius="md" className={classes.slot} disabled={disabled}>
                {slot}
              </Radio.Card>
            ),
          )}
        </div>
      )}
    </Radio.Group>
  );
}
