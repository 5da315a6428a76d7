import '@mantine/core/styles/Accordion.layer.css';
import { Accordion, Text } from '@mantine/core';
import { island } from '@/islands/island';
import { LinkedText } from '@/components/linked-text';
import { homeFaq, type FaqItem } from '@/content/faq';
import classes from './home-sections.module.css';

/** The FAQ accordion: one answer open at a time; clicking the open question closes it. */
function FaqAccordionView({ items = homeFaq }: { items?: readonly FaqItem[] }) {
  return (
    <Accordion className={classes.faq} variant="separated" order={3} classNames={{ item: classes.faqItem }}>
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>
            <Text lh={1.65}>{item.answer}</Text>
            <Text className={classes.followUp}>
              <LinkedText text={item.followUp} link={item.followUpLink} />
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

export default FaqAccordionView;

/** The home page's questions: all closed on arrival, live when they come into view. */
export const FaqAccordion = island('features/home/faq-accordion', FaqAccordionView, { hydrate: ['visible'] });
