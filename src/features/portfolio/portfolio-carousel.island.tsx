import { Suspense, lazy, useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { island } from '../../components/island';
import { Badge, Container, Group, LinkButton, Text, Title } from '../../components/ui';
import { portfolioProjects, type PortfolioProject } from '../../content/portfolio';
import { caseStudyPath } from '../../content/page-paths';
import { swipeDirection } from './portfolio-state';
import { usePortfolioCarousel } from './use-portfolio-carousel';
import { ClientQuote } from '../../components/client-quote';
import { SiteImage } from '../../components/site-image';
import classes from './portfolio.module.css';

type TabValue = 'features' | 'results' | 'testimonial';
const TABS: ReadonlyArray<{ value: TabValue; label: string }> = [
  { value: 'features', label: 'Key Features' },
  { value: 'results', label: 'Results' },
  { value: 'testimonial', label: 'Testimonial' },
];

const PortfolioPreview = lazy(() => import('./portfolio-preview'));

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" /> : <path d="M8 5l11 7-11 7z" fill="currentColor" />}
    </svg>
  );
}

/** A round-ended toolbar button (play, 3D, full screen). */
function PillButton({
  children,
  icon,
  ...props
}: {
  children: ReactNode;
  icon?: ReactNode;
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className={classes.pill} {...props}>
      {icon}
      {children}
    </button>
  );
}

/**
 * The project's story in three tabs (the WAI-ARIA tabs pattern: one tab stop, the arrow keys, Home
 * and End move between the tabs and show each; only the shown panel is in the page).
 */
function StoryTabs({ value, onChange, panel }: { value: TabValue; onChange: (value: TabValue) => void; panel: ReactNode }) {
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const select = (index: number) => {
    const tab = TABS[(index + TABS.length) % TABS.length]!;
    onChange(tab.value);
    tabs.current[TABS.indexOf(tab)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = TABS.findIndex((tab) => tab.value === value);
    const target = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: TABS.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <div className={classes.tabs}>
      <div role="tablist" aria-orientation="horizontal" className={classes.tabList} onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}tab-${tab.value}`}
            aria-selected={tab.value === value}
            aria-controls={`${id}panel-${tab.value}`}
            tabIndex={tab.value === value ? 0 : -1}
            data-active={tab.value === value || undefined}
            className={classes.tab}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}panel-${value}`} aria-labelledby={`${id}tab-${value}`} className={classes.tabPanel}>
        {panel}
      </div>
    </div>
  );
}

/** The portfolio: one project at a time, its screens in a carousel and its story in three tabs. */
function PortfolioCarouselView({ projects = portfolioProjects }: { projects?: readonly PortfolioProject[] }) {
  const reducedMotion = useReducedMotion();
  const carousel = usePortfolioCarousel(projects.length, reducedMotion);
  const { state } = carousel;
  const project = projects[state.index] ?? projects[0];
  // Embla drives the slides, held in a ref: starting it must not render the whole view again.
  const viewport = useRef<HTMLDivElement>(null);
  const embla = useRef<EmblaCarouselType | null>(null);
  const [tab, setTab] = useState<TabValue>('features');
  const [view3d, setView3d] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  // Once opened, the preview stays mounted, so that it can close with its transition.
  const [previewWanted, setPreviewWanted] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const pointerStartX = useRef<number | null>(null);
  const { setInView, setSuspended } = carousel;

  // Keep the Embla viewport on the reducer's index (the reducer is the single source of truth).
  const indexRef = useRef(state.index);
  useEffect(() => {
    const element = viewport.current;
    if (!element) return undefined;
    const api = EmblaCarousel(element, {
      loop: true,
      watchDrag: false,
      duration: 30,
    });
    embla.current = api;
    if (api.selectedScrollSnap() !== indexRef.current) api.scrollTo(indexRef.current, true);
    return () => {
      api.destroy();
      embla.current = null;
    };
  }, []);
  useEffect(() => {
    indexRef.current = state.index;
    const api = embla.current;
    if (api && api.selectedScrollSnap() !== state.index) api.scrollTo(state.index, reducedMotion);
  }, [state.index, reducedMotion]);

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

  useEffect(() => {
    setSuspended(previewOpen);
  }, [previewOpen, setSuspended]);

  if (!project) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      carousel.next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      carousel.previous();
    } else if (event.key === ' ' && event.target === event.currentTarget) {
      event.preventDefault();
      carousel.togglePlay();
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointerStartX.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (pointerStartX.current === null) return;
    const direction = swipeDirection(event.clientX - pointerStartX.current);
    pointerStartX.current = null;
    if (direction === 'next') carousel.next();
    if (direction === 'previous') carousel.previous();
  };

  const metrics = Object.entries(project.metrics);

  return (
    <section ref={sectionRef} className={classes.section} aria-labelledby="portfolio-heading">
      <Container size="xl">
        <Title order={2} id="portfolio-heading" className={classes.heading}>
          Featured projects
        </Title>
        <Text className={classes.lead}>{projects.length} projects across six industries. Use the arrows, the dots, a swipe or your keyboard (left, right, space to pause).</Text>

        <div className={classes.layout}>
          <div className={classes.stageColumn} onMouseEnter={() => carousel.setHovered(true)} onMouseLeave={() => carousel.setHovered(false)}>
            <div
              role="region"
              aria-roledescription="carousel"
              aria-label="Portfolio projects"
              tabIndex={0}
              onKeyDown={onKeyDown}
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={() => {
                pointerStartX.current = null;
              }}
              className={classes.stage}
              data-view3d={view3d || undefined}
              data-testid="portfolio-stage"
            >
              <div className={classes.viewport} ref={viewport}>
                <div className={classes.track}>
                  {projects.map((item, index) => (
                    <div
                      key={item.slug}
                      className={classes.slide}
                      role="group"
                      aria-roledescription="slide"
                      aria-label={`${index + 1} of ${projects.length}: ${item.client}`}
                      aria-hidden={index !== state.index || undefined}
                    >
                      <div className={classes.frame}>
                        <SiteImage image={item.images[0]} draggable={false} className={classes.image} />
                      </div>
                    </div>
                  ))}
                </div>
              </div>
            </div>

            <div className={classes.toolbar}>
              <Group gap="xs" wrap="nowrap">
                <button type="button" className={classes.roundButton} onClick={carousel.previous} aria-label="Previous project">
                  <ChevronIcon direction="left" />
                </button>
                <div className={classes.dots} role="group" aria-label="Choose a project">
                  {projects.map((item, index) => (
                    <button
                      type="button"
                      key={item.slug}
                      className={classes.dot}
                      data-active={index === state.index || undefined}
                      aria-current={index === state.index ? 'true' : undefined}
                      aria-label={`Project ${index + 1}: ${item.client}`}
                      onClick={() => carousel.goTo(index)}
                    />
                  ))}
                </div>
                <button type="button" className={classes.roundButton} onClick={carousel.next} aria-label="Next project">
                  <ChevronIcon direction="right" />
                </button>
              </Group>
              <Group gap="xs" justify="center">
                <PillButton onClick={carousel.togglePlay} icon={<PlayPauseIcon playing={state.playing} />} aria-pressed={!state.playing} data-testid="play-toggle">
                  {state.playing ? 'Pause' : 'Resume'}
                </PillButton>
                <PillButton onClick={() => setView3d((value) => !value)} aria-pressed={view3d}>
                  3D View
                </PillButton>
                <PillButton
                  onClick={() => {
                    setPreviewWanted(true);
                    setPreviewOpen(true);
                  }}
                >
                  Full Screen
                </PillButton>
              </Group>
            </div>
          </div>

          <div className={classes.details}>
            <Group gap="sm" justify="space-between" align="center">
              <SiteImage image={project.clientLogo} className={classes.logo} />
              <Badge variant="outline" color="brand.8" size="lg" radius="sm">
                {project.category}
              </Badge>
            </Group>
            <Title order={3} className={classes.projectTitle} aria-live={carousel.autoAdvancing ? 'off' : 'polite'} data-testid="portfolio-title">
              {project.title}
            </Title>
            <Text className={classes.meta}>
              {project.client} · {project.industry} · {project.location}
            </Text>
            <Text className={classes.description}>{project.description}</Text>

            <StoryTabs
              value={tab}
              onChange={setTab}
              panel={
                tab === 'features' ? (
                  <ul className={classes.featureList}>
                    {project.keyFeatures.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                ) : tab === 'results' ? (
                  <>
                    <div className={classes.beforeAfter}>
                      <div className={classes.before}>
                        <Text className={classes.baLabel}>Before</Text>
                        <Text size="sm">{project.beforeAfter.before}</Text>
                      </div>
                      <div className={classes.after}>
                        <Text className={classes.baLabel}>After</Text>
                        <Text size="sm">{project.beforeAfter.after}</Text>
                      </div>
                    </div>
                    <dl className={classes.metrics}>
                      {metrics.map(([label, value]) => (
                        <div key={label} className={classes.metric}>
                          <dt>{label}</dt>
                          <dd>{value}</dd>
                        </div>
                      ))}
                    </dl>
                  </>
                ) : (
                  <ClientQuote testimonial={project.testimonial} avatarSize={48} className={classes.testimonial} avatarClassName={classes.avatar} />
                )
              }
            />

            <Group mt="xl" gap="sm">
              <LinkButton href={caseStudyPath(project.slug)} radius="xl">
                Read the Case Study
              </LinkButton>
              {project.liveUrl ? (
                <LinkButton href={project.liveUrl} target="_blank" rel="noopener" radius="xl" variant="outline">
                  View Live Demo
                  <span className="visually-hidden"> of {project.client} (opens in a new tab)</span>
                </LinkButton>
              ) : null}
            </Group>
          </div>
        </div>
      </Container>

      {previewWanted ? (
        <Suspense fallback={null}>
          <PortfolioPreview project={project} opened={previewOpen} onClose={() => setPreviewOpen(false)} />
        </Suspense>
      ) : null}
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
