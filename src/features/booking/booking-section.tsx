import { Container } from '@/components/ui';
import { bookingPage } from '@/content/booking';
import { BookingFlow } from './booking-flow.island';
import classes from './booking-section.module.css';

export function BookingSection() {
  return (
    <Container size="lg" className={classes.section} id={bookingPage.start.formId}>
      <BookingFlow />
    </Container>
  );
}
