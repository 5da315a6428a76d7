import type { ReactNode } from 'react';
import { SimpleGrid } from './ui';
import { CardText } from './card-text';
import type { CardItem } from '@/content/types';
import { Icon } from './icon';
import surfaces from './surfaces.module.css';
import classes from './card-grid.module.css';

/** One card: icon, h3 title, description, and optional extra content. */
export function InfoCard({ item, children }: { item: CardItem; children?: ReactNode }) {
  return (
    <article className={`${surfaces.card} ${classes.card} ${surfaces.lift}`}>
      {item.icon ? (
        <span className={classes.icon}>
          <Icon name={item.icon} />
        </span>
      ) : null}
      <CardText title={item.title} text={item.description} titleClassName={classes.title} />
      {children}
    </article>
  );
}

/** A responsive grid of cards: one column on phones, `cols` on large screens. */
export function CardGrid({ items, cols = 3 }: { items: readonly CardItem[]; cols?: 2 | 3 | 4 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: cols }} spacing="lg" component="ul" className={surfaces.plainList}>
      {items.map((item) => (
        <li key={item.title}>
          <InfoCard item={item} />
        </li>
      ))}
    </SimpleGrid>
  );
}
