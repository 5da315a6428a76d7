import { CardText } from './card-text';
import { Badge, LinkButton, SimpleGrid } from './ui';
import { CheckList } from './check-list';
import type { LinkAction } from '@/content/types';
import classes from './path-cards.module.css';

export interface PathCardContent {
  title: string;
  description: string;
  points: readonly string[];
  badge?: string;
  action: LinkAction;
}

/** Custom services or turnkey web apps: two cards side by side, the badged one highlighted. */
export function PathCards({ options }: { options: readonly PathCardContent[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} verticalSpacing={40}>
      {options.map((option) => (
        <article key={option.title} className={classes.card} data-featured={option.badge ? true : undefined}>
          {option.badge ? (
            <Badge className={classes.badge} color="accent.8" size="lg" variant="filled">
              {option.badge}
            </Badge>
          ) : null}
          <CardText title={option.title} text={option.description} size="lg" />
          <CheckList className={classes.points} items={option.points} />
          <LinkButton href={option.action.to} size="lg" fullWidth>
            {option.action.label}
          </LinkButton>
        </article>
      ))}
    </SimpleGrid>
  );
}
