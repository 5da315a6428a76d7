import { Container } from '@/components/ui';
import { BookingFlow } from './booking-flow.island';
import classes from './booking-section.module.css';

export function BookingSection() {
  return (
    <Container size="lg" className={classes.section} id="book">
      <BookingFlow />
    </Container>
  );
}
