import { ActionButtons } from './action-buttons';
import { Container, Text, Title } from './ui';
import type { PageEntry } from '@/content/pages';
import surfaces from './surfaces.module.css';
import classes from './page-hero.module.css';

/** The opening band of a page: eyebrow, the page's single h1, its lead paragraph and actions. */
export type HeroContent = Pick<PageEntry, 'eyebrow' | 'heading' | 'summary' | 'actions'>;

/** A link to a part of the same page (e.g. the contact form), shown as the hero's main button. */
export interface InPageAction {
  href: `#${string}`;
  label: string;
}

/**
 * A hero's eyebrow and the page's single h1, as every hero opens. `titleClassName`: a hero whose
 * heading is sized its own way (the home page's).
 */
export function HeroHeading({ page, titleClassName }: { page: Pick<HeroContent, 'eyebrow' | 'heading'>; titleClassName?: string }) {
  return (
    <>
      {page.eyebrow ? <Text className={classes.eyebrow}>{page.eyebrow}</Text> : null}
      <Title order={1} id="page-heading" className={titleClassName ?? classes.title}>
        {page.heading}
      </Title>
    </>
  );
}

/**
 * A page's opening band. `compact`: the opening of a task page (a form to fill): smaller, so the
 * form starts within the first screen, with one button, the in-page action down to the form; the
 * page's other actions would lead the visitor away from the task.
 */
export function PageHero({ page, inPageAction, compact = false }: { page: HeroContent; inPageAction?: InPageAction; compact?: boolean }) {
  // The first button is the main one: the in-page action when there is one, else the first route.
  const inPage = inPageAction ? [{ to: inPageAction.href, label: inPageAction.label }] : [];
  const actions = compact ? inPage : [...inPage, ...page.actions];
  return (
    <section className={`${surfaces.hero} ${classes.hero}`} data-surface="dark" data-size={compact ? 'compact' : undefined} aria-labelledby="page-heading">
      <Container size="xl" className={classes.inner}>
        <div className={classes.copy}>
          <HeroHeading page={page} titleClassName={compact ? `${classes.title} ${classes.compactTitle}` : undefined} />
          <Text className={classes.summary}>{page.summary}</Text>
        </div>
        {actions.length > 0 ? <ActionButtons actions={actions} /> : null}
      </Container>
    </section>
  );
}
