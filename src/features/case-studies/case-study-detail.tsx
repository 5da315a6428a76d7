import { Link } from '@tanstack/react-router';
import { Badge, Container, Group, LinkButton, SimpleGrid, Text, Title } from '@/components/ui';
import type { PortfolioProject } from '@/content/portfolio';
import { ClientQuote } from '@/components/client-quote';
import { SiteImage } from '@/components/site-image';
import { ScreenFrame } from '@/components/screen-frame';
import layout from '@/components/layout.module.css';
import surfaces from '@/components/surfaces.module.css';
import classes from './case-studies.module.css';
import band from '@/components/band.module.css';
import { Section } from '@/components/section';

/** A portfolio project told as a case study: brief, what we built, results, the client's words. */
export function CaseStudyDetail({ project }: { project: PortfolioProject }) {
  const [mainImage, ...moreImages] = project.images;
  return (
    <article>
      <header className={surfaces.hero} data-surface="dark">
        <Container size="xl" className={`${layout.split} ${classes.heroInner}`}>
          <div>
            <Group gap="xs" mb="md">
              <Badge color="accent.8" variant="filled" size="lg" radius="sm">
                Case study
              </Badge>
              <Text component="span" className={band.category}>
                {project.category}
              </Text>
            </Group>
            <Title order={1} id="page-heading" className={classes.heroTitle}>
              {project.client}: {project.title.charAt(0).toLowerCase() + project.title.slice(1)}
            </Title>
            <Text className={classes.heroMeta}>
              {project.industry} · {project.location}
            </Text>
            <Text className={classes.heroSummary}>{project.description}</Text>
            <Group mt="xl" gap="md">
              <LinkButton href="/get-quote" size="lg">
                Get Similar Solution
              </LinkButton>
              {project.liveUrl ? (
                <LinkButton href={project.liveUrl} target="_blank" rel="noopener" size="lg" variant="outline">
                  View Live Demo<span className="visually-hidden"> (opens in a new tab)</span>
                </LinkButton>
              ) : null}
            </Group>
          </div>
          <ScreenFrame
            image={mainImage}
            priority
            sizes="(min-width: 1320px) 600px, (min-width: 992px) 46vw, calc(100vw - 32px)"
            className={classes.heroMedia}
          />
        </Container>
      </header>

      <Section heading="Results">
        <dl className={classes.metricGrid}>
          {Object.entries(project.metrics).map(([label, value]) => (
            <div key={label} className={classes.metricTile}>
              <dd>{value}</dd>
              <dt>{label}</dt>
            </div>
          ))}
        </dl>
        <div className={classes.beforeAfter}>
          <div className={classes.before}>
            <Title order={3} className={classes.blockTitle}>
              Before
            </Title>
            <Text>{project.beforeAfter.before}</Text>
          </div>
          <div className={classes.after}>
            <Title order={3} className={classes.blockTitle}>
              After
            </Title>
            <Text>{project.beforeAfter.after}</Text>
          </div>
        </div>
      </Section>

      <Section heading="What we built" tone="muted">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" component="ol" className={classes.builtList}>
          {project.keyFeatures.map((feature) => (
            <li key={feature} className={classes.builtItem}>
              {feature}
            </li>
          ))}
        </SimpleGrid>
        {moreImages.map((image) => (
          <ScreenFrame key={image.src} image={image} className={classes.wideImage} />
        ))}
      </Section>

      <Section heading="What the client says" size="md">
        <ClientQuote testimonial={project.testimonial} avatarSize={56} className={classes.bigQuote} avatarClassName={classes.avatar} />
      </Section>
    </article>
  );
}

/** Links to the six case-study pages (all but the current one on a case-study page). */
export function CaseStudyLinks({ projects, heading }: { projects: readonly PortfolioProject[]; heading: string }) {
  return (
    <Section heading={heading} tone="muted">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="ul" className={classes.linkList}>
        {projects.map((project) => (
          <li key={project.slug} className={classes.linkCard}>
            <SiteImage image={project.clientLogo} className={classes.logo} />
            <Text className={classes.linkCategory}>{project.category}</Text>
            <Text fw={650}>{project.title}</Text>
            <Link to="/case-studies/$slug" params={{ slug: project.slug }} className={classes.linkAnchor}>
              Read the {project.client} case study
            </Link>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}
