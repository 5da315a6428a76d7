import { SimpleGrid, Text } from '@/components/ui';
import { processOutcomes } from '@/content/process';
import surfaces from '@/components/surfaces.module.css';
import classes from './process-sections.module.css';

export function ProcessOutcomes() {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" className={classes.outcomes}>
      {processOutcomes.items.map((item) => (
        <li key={item.label} className={`${surfaces.card} ${classes.outcome}`}>
          <span className={classes.outcomeValue}>{item.value}</span>
          <span className={classes.outcomeLabel}>{item.label}</span>
          <Text className={classes.outcomeText}>{item.description}</Text>
        </li>
      ))}
    </SimpleGrid>
  );
}
