import { Link } from '@tanstack/react-router';
import { SimpleGrid, Text, Title } from './ui';
import type { ExpertiseItem } from '@/content/expertise';
import { Icon } from './icon';
import { ScreenPeek } from './screen-frame';
import surfaces from './surfaces.module.css';
import classes from './industry-cards.module.css';

/** Six cards, each a link to its industry page (the whole card is the link, named by its title). */
export function IndustryCards({ items }: { items: readonly ExpertiseItem[] }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" className={surfaces.plainList}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={item.to} className={`${classes.card} ${surfaces.panel} ${surfaces.lift}`} data-testid={`industry-card-${item.id}`}>
            <ScreenPeek image={item.image} decorative sizes="(min-width: 1200px) 400px, (min-width: 576px) 50vw, 100vw" />
            <span className={classes.body}>
              <Title order={3} className={classes.title}>
                {item.title}
              </Title>
              <Text component="span" className={classes.text}>
                {item.description}
              </Text>
              <span className={classes.more} aria-hidden="true">
                Learn more
                <Icon name="arrowRight" size={18} />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </SimpleGrid>
  );
}
