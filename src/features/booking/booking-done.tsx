import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { outboxCopy } from '@/content/outbox';
import { bookingPage, type ConsultationOption } from '@/content/booking';
import { STUDIO_TIME_ZONE_LABEL } from '@/leads/studio-time';
import { formatDay } from './format-day';
import classes from './booking-flow.module.css';

export interface BookedSlot {
  option: ConsultationOption;
  date: string;
  time: string;
}

interface BookingDoneProps {
  headingId: string;
  slot: BookedSlot;
  onAgain: () => void;
}

/** The request waits in this device's outbox: no calendar file, nothing is booked until it reaches us. */
export function BookingQueued({ headingId, slot, onAgain }: BookingDoneProps) {
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }} className={classes.success} data-state="queued">
      <Title order={2} id={headingId} tabIndex={-1} className={classes.heading}>
        {bookingPage.queued.title}
      </Title>
      <Text fw={600} mt="sm">
        {slot.option.title}: {formatDay(slot.date)} at {slot.time} ({STUDIO_TIME_ZONE_LABEL})
      </Text>
      <Text c="gray.7" mt="xs" mb="lg" role="status">
        {outboxCopy.bookingQueued}
      </Text>
      <Button onClick={onAgain} radius="xl">
        {bookingPage.success.again}
      </Button>
    </Paper>
  );
}

/** The booking is confirmed: the slot, and its calendar file. */
export function BookingSuccess({ headingId, slot, calendarUrl, onAgain }: BookingDoneProps & { calendarUrl: string }) {
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }} className={classes.success}>
      <Title order={2} id={headingId} tabIndex={-1} className={classes.heading}>
        {bookingPage.success.title}
      </Title>
      <Text fw={600} mt="sm">
        {slot.option.title}: {formatDay(slot.date)} at {slot.time} ({STUDIO_TIME_ZONE_LABEL})
      </Text>
      <Text c="gray.7" mt="xs" mb="lg">
        {bookingPage.success.text}
      </Text>
      <Group gap="md">
        <Button component="a" href={calendarUrl} download="consultation.ics" variant="outline" radius="xl">
          {bookingPage.success.calendar}
        </Button>
        <Button onClick={onAgain} radius="xl">
          {bookingPage.success.again}
        </Button>
      </Group>
    </Paper>
  );
}
