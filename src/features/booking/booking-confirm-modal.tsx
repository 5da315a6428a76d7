import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Button, Group, Modal } from '@mantine/core';
import { FormMessage } from '@/components/form-message';
import { bookingPage, type ConsultationOption } from '@/content/booking';
import { STUDIO_TIME_ZONE_LABEL } from '@/leads/studio-time';
import { formatDay } from './format-day';
import classes from './booking-flow.module.css';

interface BookingConfirmModalProps {
  opened: boolean;
  /** What is about to be booked; null while a step is still open. */
  summary: { option: ConsultationOption; date: string; time: string; email: string } | null;
  error: string | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** The last look before booking: the session, day, time, e-mail and price, then Adjust or Confirm. */
export function BookingConfirmModal({ opened, summary, error, pending, onClose, onConfirm }: BookingConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={bookingPage.modal.title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {summary ? (
        <dl className={classes.summary}>
          <dt>Session</dt>
          <dd>
            {summary.option.title} ({summary.option.duration})
          </dd>
          <dt>Date</dt>
          <dd>{formatDay(summary.date)}</dd>
          <dt>Time</dt>
          <dd>
            {summary.time} ({STUDIO_TIME_ZONE_LABEL})
          </dd>
          <dt>Email</dt>
          <dd>{summary.email}</dd>
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
        <Button variant="default" radius="xl" onClick={onClose} disabled={pending}>
          {bookingPage.modal.adjust}
        </Button>
        <Button radius="xl" onClick={onConfirm} disabled={pending}>
          {pending ? bookingPage.modal.busy : bookingPage.modal.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
