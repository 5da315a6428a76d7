import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { CardGrid } from '@/components/card-grid';
import { CtaBand } from '@/components/cta-band';
import { FigureTiles } from '@/components/figure-tiles';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { analyticsCta, analyticsCtas, analyticsHeadline, analyticsSections, whatWeMeasure } from '@/content/analytics';
import { pages } from '@/content/pages';
import { GrowthBars, SeoTimeline } from '@/features/analytics/analytics-sections';

const page = pages['/analytics'];

export const Route = createFileRoute('/analytics')({
  head: () => pageHead('/analytics', page),
  component: AnalyticsPage,
});

function AnalyticsPage() {
  return (
    <>
      <PageHero page={page} />
      <Section tone="tint" heading={analyticsSections.headline.heading}>
        <FigureTiles figures={analyticsHeadline} />
      </Section>
      <Section heading={analyticsSections.growth.heading} intro={analyticsSections.growth.intro}>
        <GrowthBars />
      </Section>
      <Section tone="muted" heading={analyticsSections.timeline.heading}>
        <SeoTimeline />
      </Section>
      <Section heading={analyticsSections.measure.heading}>
        <CardGrid items={whatWeMeasure} />
      </Section>
      <CtaBand heading={analyticsCta.heading} text={analyticsCta.text} actions={analyticsCtas} />
    </>
  );
}
