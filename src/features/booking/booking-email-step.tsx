import { Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { FormMessage } from '@/components/form-message';
import { HoneypotField } from '@/components/honeypot-field';
import type { LeadForm } from '@/components/use-lead-form';
import { bookingPage } from '@/content/booking';
import type { BookingValues } from './booking-values';
import classes from './booking-flow.module.css';

interface BookingEmailStepProps {
  form: LeadForm<BookingValues>;
  emailId: string;
  /** What went wrong with the last try, said here once the modal is closed. */
  error: string | null;
  pending: boolean;
  confirmed: boolean;
}

/** Step 3: the e-mail, and the button that opens the confirm modal. */
export function BookingEmailStep({ form, emailId, error, pending, confirmed }: BookingEmailStepProps) {
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} className={classes.heading}>
        <span className={classes.stepNumber}>3</span> {bookingPage.steps.email.title}
      </Title>
      <Stack gap="md" mt="md">
        <TextInput id={emailId} label="Email address" type="email" required autoComplete="email" {...form.getInputProps('email')} className={classes.email} />
        <HoneypotField value={form.values.website} onChange={(value) => form.setFieldValue('website', value)} />
        <div aria-live="polite">{error ? <FormMessage tone="error">{error}</FormMessage> : null}</div>
        <Button type="submit" size="md" radius="xl" disabled={form.values.email.trim() === '' || pending || confirmed} className={classes.confirm}>
          {bookingPage.confirmButton}
        </Button>
      </Stack>
    </Paper>
  );
}
