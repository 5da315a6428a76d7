import { Badge, Container, Group, LinkButton, List, ListItem, Text, Title } from '@/components/ui';
import type { SuccessStory } from '@/content/success-stories';
import { ViewLiveButton } from './view-live.island';
import classes from './case-studies.module.css';
import { formatMoney, say } from '@/content/facts';
import layout from '@/components/layout.module.css';
import { ScreenFrame } from '@/components/screen-frame';
import { CtaBand } from '@/components/cta-band';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** `first`: the page's first story, whose picture is in the first screen on a laptop (the page's main image). */
function StoryCard({ story, first }: { story: SuccessStory; first: boolean }) {
  const headingId = `story-${story.slug}`;
  return (
    <article className={classes.story} aria-labelledby={headingId} data-story={story.slug}>
      <header className={`${layout.split} ${classes.storyTop}`}>
        <div className={classes.storyHeader}>
          <Group gap="xs">
            <Badge color="brand.8" variant="filled" size="lg" radius="sm">
              {story.country}
            </Badge>
            <Badge color="gray.7" variant="outline" size="lg" radius="sm">
              {story.category}
            </Badge>
          </Group>
          <Title order={2} id={headingId} className={classes.storyTitle}>
            {story.title}
          </Title>
          <Text className={classes.client}>{story.client}</Text>
          <dl className={classes.facts}>
            <Fact label="Location" value={`${story.location}, ${story.country}`} />
            <Fact label="Duration" value={story.duration} />
            <Fact label="Investment" value={formatMoney(story.price)} />
          </dl>
          <p className={classes.headline}>
            <span className={classes.headlineValue}>{story.headline.value}</span>
            <span className={classes.headlineLabel}>{story.headline.label}</span>
          </p>
        </div>
        <ScreenFrame image={story.image} priority={first} sizes="(min-width: 1320px) 560px, (min-width: 992px) 44vw, calc(100vw - 64px)" />
      </header>

      <div className={classes.storyBody}>
        <div>
          <Title order={3} className={classes.blockTitle}>
            The challenge
          </Title>
          <Text c="gray.8">{story.challenge}</Text>
        </div>
        <div>
          <Title order={3} className={classes.blockTitle}>
            Our solution
          </Title>
          <List spacing={6} size="sm">
            {story.solution.map((item) => (
              <ListItem key={item}>{item}</ListItem>
            ))}
          </List>
        </div>
        <div>
          <Title order={3} className={classes.blockTitle}>
            Results
          </Title>
          <List spacing={6} size="sm" className={classes.results}>
            {story.results.map((item) => (
              <ListItem key={item}>{item}</ListItem>
            ))}
          </List>
        </div>
      </div>

      <figure className={classes.quote}>
        <blockquote>“{story.testimonial.text}”</blockquote>
        <figcaption>
          <strong>{story.testimonial.author}</strong>, {story.testimonial.role}
        </figcaption>
      </figure>

      <Group gap="sm" mt="lg">
        <ViewLiveButton slug={story.slug} />
        <LinkButton href="/get-quote" variant="outline">
          Get Similar Solution
        </LinkButton>
      </Group>
    </article>
  );
}

/** The four success stories, each with its View Live button. */
export function SuccessStories({ stories }: { stories: readonly SuccessStory[] }) {
  return (
    <section className={classes.storiesBand} aria-label="Success stories">
      <Container size="xl">
        <div className={classes.stories}>
          {stories.map((story, index) => (
            <StoryCard key={story.slug} story={story} first={index === 0} />
          ))}
        </div>
      </Container>
    </section>
  );
}

/** The two links at the bottom of the page. */
export function CaseStudiesClosing() {
  return (
    <CtaBand
      heading="Want results like these?"
      text={`Tell us about your project. We reply within ${say.reply} with honest advice and a clear price.`}
      actions={[
        { label: 'Get a Free Quote', to: '/get-quote' },
        { label: 'Schedule Consultation', to: '/consultation-booking' },
      ]}
    />
  );
}
