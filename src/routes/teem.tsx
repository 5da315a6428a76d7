import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { CtaBand } from '@/components/cta-band';
import { FigureTiles } from '@/components/figure-tiles';
import { PageHero } from '@/components/page-hero';
import { QuoteGrid } from '@/components/quote-card';
import { Section } from '@/components/section';
import { pages } from '@/content/pages';
import { teamCta, teamMembers, teamSections, teamStats } from '@/content/team';
import { teamTestimonials } from '@/content/testimonials';
import { TeamMembers } from '@/features/team/team-members';

const page = pages['/teem'];

// /teem is the address the product specification gives this page, spelling included (see README.md).
export const Route = createFileRoute('/teem')({
  head: () => pageHead('/teem', page),
  component: TeamPage,
});

function TeamPage() {
  return (
    <>
      <PageHero page={page} />
      <Section tone="tint" heading={teamSections.stats.heading}>
        <FigureTiles figures={teamStats} />
      </Section>
      <Section heading={teamSections.crew.heading} intro={teamSections.crew.intro}>
        <TeamMembers members={teamMembers} />
      </Section>
      <Section tone="muted" heading={teamSections.testimonials.heading} intro={teamSections.testimonials.intro}>
        <QuoteGrid items={teamTestimonials} cols={2} />
      </Section>
      <CtaBand heading={teamCta.heading} text={teamCta.text} actions={teamCta.actions} />
    </>
  );
}
