import { SimpleGrid } from './ui';
import type { Figure } from '@/content/types';
import surfaces from './surfaces.module.css';
import classes from './figure-tiles.module.css';

/** Headline figures as tiles: '98%' above what it measures. */
export function FigureTiles({ figures, tone = 'light', cols = 4 }: { figures: readonly Figure[]; tone?: 'light' | 'dark'; cols?: 3 | 4 }) {
  return (
    <SimpleGrid component="ul" cols={{ base: cols === 3 ? 1 : 2, sm: cols }} spacing="md" className={classes.list} data-tone={tone}>
      {figures.map((figure) => (
        <li key={figure.label} className={`${surfaces.card} ${classes.tile}`}>
          <span className={classes.value}>{figure.value}</span>
          <span className={classes.label}>{figure.label}</span>
        </li>
      ))}
    </SimpleGrid>
  );
}
