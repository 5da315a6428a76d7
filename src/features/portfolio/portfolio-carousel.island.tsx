import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import { island } from '@/islands/island';
import { Container } from '@/components/ui';
import { SectionHeading } from '@/components/section';
import { portfolioProjects, type PortfolioProject } from '@/content/portfolio';
import { usePortfolioCarousel } from './use-portfolio-carousel';
import { PortfolioSlides } from './portfolio-slides';
import { PortfolioControls } from './portfolio-controls';
import { PortfolioDetails } from './portfolio-details';
import { FullscreenPreview, useFullscreenPreview } from './portfolio-fullscreen';
import classes from './portfolio.module.css';

/** The portfolio: one project at a time, its screens in a carousel and its story in three tabs. */
function PortfolioCarouselView({ projects = portfolioProjects }: { projects?: readonly PortfolioProject[] }) {
  const reducedMotion = useReducedMotion();
  const carousel = usePortfolioCarousel(projects.length, reducedMotion);
  const { state, setInView, setSuspended } = carousel;
  const project = projects[state.index] ?? projects[0];
  const [view3d, setView3d] = useState(false);
  const preview = useFullscreenPreview();
  const sectionRef = useRef<HTMLElement>(null);

  // Out of view, the carousel keeps moving, faster (spec section 4).
  useEffect(() => {
    const section = sectionRef.current;
    if (!section || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) setInView(entry.isIntersecting);
    });
    observer.observe(section);
    return () => observer.disconnect();
  }, [setInView]);

  // The full-screen preview covers the carousel: it holds still meanwhile.
  useEffect(() => {
    setSuspended(preview.opened);
  }, [preview.opened, setSuspended]);

  if (!project) return null;

  return (
    <section ref={sectionRef} className={classes.section} aria-labelledby="portfolio-heading">
      <Container size="xl">
        <SectionHeading
          id="portfolio-heading"
          heading="Featured projects"
          intro={`${projects.length} projects across six industries. Use the arrows, the dots, a swipe or your keyboard (left, right, space to pause).`}
        />

        <div className={classes.layout}>
          <div className={classes.stageColumn} onMouseEnter={() => carousel.setHovered(true)} onMouseLeave={() => carousel.setHovered(false)}>
            <PortfolioSlides
              projects={projects}
              index={state.index}
              reducedMotion={reducedMotion}
              view3d={view3d}
              autoAdvanceMs={carousel.autoAdvanceMs}
              onAutoAdvance={carousel.autoAdvance}
              onNext={carousel.next}
              onPrevious={carousel.previous}
              onTogglePlay={carousel.togglePlay}
            />
            <PortfolioControls
              projects={projects}
              index={state.index}
              playing={state.playing}
              view3d={view3d}
              onPrevious={carousel.previous}
              onNext={carousel.next}
              onGoTo={carousel.goTo}
              onTogglePlay={carousel.togglePlay}
              onToggleView3d={() => setView3d((value) => !value)}
              onFullScreen={preview.open}
            />
          </div>
          <PortfolioDetails project={project} autoAdvancing={carousel.autoAdvanceMs !== null} />
        </div>
      </Container>

      <FullscreenPreview project={project} preview={preview} />
    </section>
  );
}

export default PortfolioCarouselView;

/**
 * The first project with all its controls on arrival; live (and playing) when it comes into view.
 * Drawn without Mantine's components (Embla itself, the lean building blocks, its own tabs), so
 * the page loads React and nothing of Mantine for it: it is the first thing on its page.
 */
export const PortfolioCarousel = island('features/portfolio/portfolio-carousel', PortfolioCarouselView, { hydrate: ['visible'], mantine: false });
