import '@mantine/core/styles/Accordion.layer.css';
import { Accordion } from '@mantine/core';
import { island } from '@/islands/island';
import { bookingFaq } from '@/content/booking';
import classes from './booking-sections.module.css';

/** Six questions, one open at a time; all closed on arrival. */
function BookingFaqAccordionView() {
  return (
    <Accordion variant="separated" radius="md" className={classes.faq}>
      {bookingFaq.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

export default BookingFaqAccordionView;

export const BookingFaqAccordion = island('features/booking/booking-faq', BookingFaqAccordionView, { hydrate: ['visible'] });
