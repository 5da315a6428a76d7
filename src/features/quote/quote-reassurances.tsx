import { SimpleGrid, Text, Title } from '@/components/ui';
import { quoteReassurances } from '@/content/quote-page';
import classes from './quote-reassurances.module.css';

/** Line icons for the three cards: a padlock, a person, an envelope with a stroke through it. */
const iconPaths = [
  'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z',
  'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  'M3 6h18v12H3zM3 6l9 7 9-7M4 20 20 4',
] as const;

/** The three cards above the wizard: secure process, client-focused, no spam. */
export function QuoteReassurances() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="ul" className={classes.list} aria-label="Why request a quote">
      {quoteReassurances.map((item, index) => (
        <li key={item.title} className={classes.card}>
          <span className={classes.icon} aria-hidden="true">
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d={iconPaths[index]} />
            </svg>
          </span>
          <div>
            <Title order={2} className={classes.title}>
              {item.title}
            </Title>
            <Text size="sm" c="gray.7">
              {item.text}
            </Text>
          </div>
        </li>
      ))}
    </SimpleGrid>
  );
}
