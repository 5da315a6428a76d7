import { Button, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Icon } from '@/components/icon';
import { island } from '@/islands/island';
import { LinkedText } from '@/components/linked-text';
import { pathFaq, type FaqItem } from '@/content/faq';
import { pathSections } from '@/content/paths';
import surfaces from '@/components/surfaces.module.css';
import classes from './path-faq.module.css';

/** The path page's questions: shown or hidden together by one toggle. */
function PathFaqView({ items = pathFaq }: { items?: readonly FaqItem[] }) {
  const [shown, { toggle }] = useDisclosure(false);
  return (
    <div className={classes.wrap}>
      <Button
        onClick={toggle}
        aria-expanded={shown}
        aria-controls="path-faq-list"
        variant={shown ? 'outline' : 'filled'}
        radius="xl"
        size="md"
        rightSection={<Icon name="chevronDown" size={18} />}
      >
        {shown ? pathSections.faq.hide : pathSections.faq.show}
      </Button>
      <ul id="path-faq-list" className={classes.list} hidden={!shown}>
        {items.map((item) => (
          <li key={item.question} className={`${surfaces.card} ${classes.item}`}>
            <Title order={3} className={classes.question}>
              {item.question}
            </Title>
            <Text className={classes.answer}>{item.answer}</Text>
            <Text className={classes.followUp}>
              <LinkedText text={item.followUp} link={item.followUpLink} />
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default PathFaqView;

export const PathFaq = island('features/paths/path-faq', PathFaqView, { hydrate: ['visible'] });
