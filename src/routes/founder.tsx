import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { CardGrid } from '@/components/card-grid';
import { CtaBand } from '@/components/cta-band';
import { FigureTiles } from '@/components/figure-tiles';
import { Section } from '@/components/section';
import { founderAchievements, founderCta, founderReasons, founderStory } from '@/content/founder';
import { pages } from '@/content/pages';
import { FounderBio, FounderHero } from '@/features/founder/founder-hero';

const page = pages['/founder'];

export const Route = createFileRoute('/founder')({
  head: () => pageHead('/founder', page),
  component: FounderPage,
});

function FounderPage() {
  return (
    <>
      <FounderHero page={page} />
      <Section tone="tint" heading={founderAchievements.heading}>
        <FigureTiles figures={founderAchievements.items} cols={3} />
      </Section>
      <Section heading={founderStory.heading}>
        <FounderBio />
      </Section>
      <Section tone="muted" heading={founderReasons.heading}>
        <CardGrid items={founderReasons.items} />
      </Section>
      <CtaBand heading={founderCta.heading} text={founderCta.text} actions={founderCta.actions} />
    </>
  );
}
