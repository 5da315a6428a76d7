import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Badge, Group, LinkButton, Text, Title } from '@/components/ui';
import type { PortfolioProject } from '@/content/portfolio';
import { caseStudyPath } from '@/content/page-paths';
import { ClientQuote } from '@/components/client-quote';
import { SiteImage } from '@/components/site-image';
import classes from './portfolio.module.css';

type TabValue = 'features' | 'results' | 'testimonial';
const TABS: ReadonlyArray<{ value: TabValue; label: string }> = [
  { value: 'features', label: 'Key Features' },
  { value: 'results', label: 'Results' },
  { value: 'testimonial', label: 'Testimonial' },
];

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

function StoryPanel({ project, tab }: { project: PortfolioProject; tab: TabValue }) {
  if (tab === 'features') {
    return (
      <ul className={classes.featureList}>
        {project.keyFeatures.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    );
  }
  if (tab === 'testimonial') {
    return <ClientQuote testimonial={project.testimonial} avatarSize={48} className={classes.testimonial} avatarClassName={classes.avatar} />;
  }
  return (
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
        {Object.entries(project.metrics).map(([label, value]) => (
          <div key={label} className={classes.metric}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * Beside the stage: the shown project's client, title, description, story tabs and links. The
 * title is announced when the visitor moves the carousel, not while it moves by itself.
 */
export function PortfolioDetails({ project, autoAdvancing }: { project: PortfolioProject; autoAdvancing: boolean }) {
  // The chosen tab stays as the projects change.
  const [tab, setTab] = useState<TabValue>('features');
  return (
    <div className={classes.details}>
      <Group gap="sm" justify="space-between" align="center">
        <SiteImage image={project.clientLogo} className={classes.logo} />
        <Badge variant="outline" color="brand.8" size="lg" radius="sm">
          {project.category}
        </Badge>
      </Group>
      <Title order={3} className={classes.projectTitle} aria-live={autoAdvancing ? 'off' : 'polite'} data-testid="portfolio-title">
        {project.title}
      </Title>
      <Text className={classes.meta}>
        {project.client} · {project.industry} · {project.location}
      </Text>
      <Text className={classes.description}>{project.description}</Text>

      <StoryTabs value={tab} onChange={setTab} panel={<StoryPanel project={project} tab={tab} />} />

      <Group mt="xl" gap="sm">
        <LinkButton href={caseStudyPath(project.slug)}>Read the Case Study</LinkButton>
        {project.liveUrl ? (
          <LinkButton href={project.liveUrl} target="_blank" rel="noopener" variant="outline">
            View Live Demo
            <span className="visually-hidden"> of {project.client} (opens in a new tab)</span>
          </LinkButton>
        ) : null}
      </Group>
    </div>
  );
}
