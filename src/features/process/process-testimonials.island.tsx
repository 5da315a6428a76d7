import { Button, Text, Title } from '@mantine/core';
import { Icon } from '@/components/icon';
import { island } from '@/islands/island';
import { SiteImage } from '@/components/site-image';
import { useSingleOpen } from '@/components/use-single-open';
import { processSections, processTestimonials } from '@/content/process';
import surfaces from '@/components/surfaces.module.css';
import classes from './process-sections.module.css';

/** Client stories: a summary each, one full story open at a time. */
function ProcessTestimonialsView() {
  const [openId, toggle] = useSingleOpen<string>();
  return (
    <ul className={classes.stories}>
      {processTestimonials.map((story) => {
        const open = openId === story.id;
        const quoteId = `story-${story.id}`;
        return (
          <li key={story.id} className={`${surfaces.card} ${classes.story}`} data-open={open || undefined}>
            <div className={classes.storyHead}>
              <SiteImage image={story.avatar} decorative width={56} height={56} className={classes.avatar} />
              <div>
                <Title order={3} className={classes.storyName} fz="md">
                  {story.name}
                </Title>
                <Text className={classes.storyRole}>{story.role}</Text>
              </div>
            </div>
            <Text className={classes.storySummary}>{`\u201C${story.summary}\u201D`}</Text>
            {open ? (
              <blockquote id={quoteId} className={classes.storyQuote}>
                {story.quote}
              </blockquote>
            ) : null}
            <Button
              mt="md"
              variant="subtle"
              color="brand.8"
              radius="xl"
              onClick={() => toggle(story.id)}
              aria-expanded={open}
              aria-controls={open ? quoteId : undefined}
              rightSection={<Icon name={open ? 'chevronLeft' : 'chevronDown'} size={18} />}
            >
              {open ? processSections.stories.close : processSections.stories.open}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

export default ProcessTestimonialsView;

export const ProcessTestimonials = island('features/process/process-testimonials', ProcessTestimonialsView, { hydrate: ['visible'] });
