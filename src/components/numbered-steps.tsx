import { CardText } from './card-text';
import { SimpleGrid } from './ui';
import type { CardItem } from '@/content/types';
import { Icon } from './icon';
import surfaces from './surfaces.module.css';
import classes from './numbered-steps.module.css';

/** An ordered list of steps shown as numbered cards. */
export function NumberedSteps({ steps }: { steps: readonly CardItem[] }) {
  return (
    <SimpleGrid component="ol" cols={{ base: 1, sm: 2, lg: steps.length >= 4 ? 4 : 3 }} spacing="lg" className={classes.list}>
      {steps.map((step, index) => (
        <li key={step.title} className={`${surfaces.card} ${classes.step}`}>
          <div className={classes.top}>
            <span className={classes.number} aria-hidden="true">
              {index + 1}
            </span>
            {step.icon ? (
              <span className={classes.icon}>
                <Icon name={step.icon} size={26} />
              </span>
            ) : null}
          </div>
          <CardText title={step.title} text={step.description} />
        </li>
      ))}
    </SimpleGrid>
  );
}
