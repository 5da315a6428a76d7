import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Badge, Button, Container, Group, List, Modal, Text, Title } from '@mantine/core';
import { sampleNotice, type SuccessStory } from '../../content/success-stories';
import classes from './case-studies.module.css';

/** View Live: first the notice, then (after 'I Understand') the sample in a full-screen frame. */
type Viewer = { step: 'closed' } | { step: 'notice'; story: SuccessStory } | { step: 'frame'; story: SuccessStory };

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function StoryCard({ story, onViewLive }: { story: SuccessStory; onViewLive: (trigger: HTMLButtonElement) => void }) {
  const headingId = `story-${story.slug}`;
  return (
    <article className={classes.story} aria-labelledby={headingId} data-story={story.slug}>
      <header className={classes.storyHeader}>
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
          <Fact label="Investment" value={story.price} />
        </dl>
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
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </div>
        <div>
          <Title order={3} className={classes.blockTitle}>
            Results
          </Title>
          <List spacing={6} size="sm" className={classes.results}>
            {story.results.map((item) => (
              <List.Item key={item}>{item}</List.Item>
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
        <Button radius="xl" color="brand.7" onClick={(event) => onViewLive(event.currentTarget)}>
          View Live<span className="visually-hidden"> sample of {story.client}</span>
        </Button>
        <Button renderRoot={(props) => <Link to="/get-quote" {...props} />} radius="xl" variant="outline" color="brand.7">
          Get Similar Solution
        </Button>
      </Group>
    </article>
  );
}

/** The four success stories and the sample viewer they share. */
export function SuccessStories({ stories }: { stories: readonly SuccessStory[] }) {
  const [viewer, setViewer] = useState<Viewer>({ step: 'closed' });
  const trigger = useRef<HTMLButtonElement | null>(null);

  const close = () => setViewer({ step: 'closed' });

  return (
    <section className={classes.section} aria-label="Success stories">
      <Container size="xl">
        <div className={classes.stories}>
          {stories.map((story) => (
            <StoryCard
              key={story.slug}
              story={story}
              onViewLive={(button) => {
                trigger.current = button;
                setViewer({ step: 'notice', story });
              }}
            />
          ))}
        </div>
      </Container>

      <Modal
        opened={viewer.step === 'notice'}
        onClose={close}
        title={sampleNotice.title}
        centered
        closeButtonProps={{ 'aria-label': 'Close notice' }}
        returnFocus={false}
        onExitTransitionEnd={() => {
          if (viewer.step === 'closed') trigger.current?.focus();
        }}
      >
        <Text>{sampleNotice.text}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" radius="xl" onClick={close}>
            {sampleNotice.cancel}
          </Button>
          <Button
            radius="xl"
            onClick={() => {
              if (viewer.step === 'notice') setViewer({ step: 'frame', story: viewer.story });
            }}
          >
            {sampleNotice.confirm}
          </Button>
        </Group>
      </Modal>

      <Modal
        opened={viewer.step === 'frame'}
        onClose={close}
        fullScreen
        title={viewer.step === 'frame' ? `Sample site: ${viewer.story.client}` : ''}
        closeButtonProps={{ 'aria-label': 'Close sample site' }}
        classNames={{ content: classes.frameContent, body: classes.frameBody, header: classes.frameHeader }}
        transitionProps={{ duration: 150 }}
        returnFocus={false}
        onExitTransitionEnd={() => trigger.current?.focus()}
        data-testid="sample-overlay"
      >
        {viewer.step === 'frame' ? (
          <iframe
            src={viewer.story.liveUrl}
            title={`Sample site of ${viewer.story.client}`}
            sandbox=""
            referrerPolicy="no-referrer"
            loading="eager"
            className={classes.frame}
          />
        ) : null}
      </Modal>
    </section>
  );
}

/** The two links at the bottom of the page. */
export function CaseStudiesClosing() {
  return (
    <section className={classes.closing} aria-labelledby="case-studies-closing">
      <Container size="md" ta="center">
        <Title order={2} id="case-studies-closing" className={classes.closingTitle}>
          Want results like these?
        </Title>
        <Text mt="sm" size="lg" c="gray.2">
          Tell us about your project. We reply within 24 hours with honest advice and a clear price.
        </Text>
        <Group justify="center" gap="md" mt="xl">
          <Button renderRoot={(props) => <Link to="/get-quote" {...props} />} size="lg" radius="xl" color="accent.8">
            Get a Free Quote
          </Button>
          <Button renderRoot={(props) => <Link to="/consultation-booking" {...props} />} size="lg" radius="xl" variant="white" color="brand.8">
            Schedule Consultation
          </Button>
        </Group>
      </Container>
    </section>
  );
}
