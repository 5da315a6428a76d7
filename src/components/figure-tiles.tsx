import { SimpleGrid } from './ui';
import type { Figure } from '@/content/types';
import surfaces from './surfaces.module.css';
import classes from './figure-tiles.module.css';

/** Headline figures as tiles: '98%' above what it measures (on a dark band, drawn for it by the tokens). */
export function FigureTiles({ figures, cols = 4 }: { figures: readonly Figure[]; cols?: 3 | 4 }) {
  return (
    <SimpleGrid component="ul" cols={{ base: cols === 3 ? 1 : 2, sm: cols }} spacing="md" className={classes.list}>
      {figures.map((figure) => (
        <li key={figure.label} className={`${surfaces.card} ${classes.tile}`}>
          <span className={classes.value}>{figure.value}</span>
          <span className={classes.label}>{figure.label}</span>
        </li>
      ))}
    </SimpleGrid>
  );
}
