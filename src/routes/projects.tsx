import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { PageHero } from '@/components/page-hero';
import { pages } from '@/content/pages';
import { PortfolioCarousel } from '@/features/portfolio/portfolio-carousel.island';
import { WhyClientsChooseUs } from '@/features/portfolio/why-clients-choose-us';

const page = pages['/projects'];

export const Route = createFileRoute('/projects')({
  head: () => pageHead('/projects', page),
  component: PortfolioPage,
});

function PortfolioPage() {
  return (
    <>
      <PageHero page={page} />
      <PortfolioCarousel />
      <WhyClientsChooseUs />
    </>
  );
}
