import '@mantine/core/styles/Tabs.layer.css';
import { Button, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { Icon } from '../../components/icon';
import { useSingleOpen } from '../../components/use-single-open';
import { processOutcomes, processSections, processSteps, processTestimonials } from '../../content/process';
import { SiteImage } from '../../components/site-image';
import classes from './process-sections.module.css';

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className={classes.checks}>
      {items.map((item) => (
        <li key={item}>
          <span className={classes.check}>
            <Icon name="check" size={20} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The five steps as tabs (arrow keys move between them). */
export function ProcessTabs() {
  const first = processSteps[0]?.id ?? null;
  return (
    <Tabs defaultValue={first} className={classes.tabs} classNames={{ list: classes.list, tab: classes.tab }} variant="default">
      <Tabs.List aria-label="Process steps">
        {processSteps.map((step, index) => (
          <Tabs.Tab key={step.id} value={step.id} leftSection={<span className={classes.tabNumber}>{index + 1}</span>}>
            {step.title}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {processSteps.map((step, index) => (
        <Tabs.Panel key={step.id} value={step.id} className={classes.panel}>
          <Text className={classes.duration}>
            <Icon name={step.icon} size={20} />
            {`Step ${index + 1} · ${step.duration}`}
          </Text>
          <Title order={3} className={classes.panelTitle}>
            {step.title}
          </Title>
          <Text className={classes.summary}>{step.summary}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" className={classes.columns}>
            <div>
              <Title order={4} className={classes.listTitle}>
                {processSections.steps.activities}
              </Title>
              <CheckList items={step.activities} />
            </div>
            <div>
              <Title order={4} className={classes.listTitle}>
                {processSections.steps.deliverables}
              </Title>
              <CheckList items={step.deliverables} />
            </div>
          </SimpleGrid>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

export function ProcessOutcomes() {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" className={classes.outcomes}>
      {processOutcomes.items.map((item) => (
        <li key={item.label} className={classes.outcome}>
          <span className={classes.outcomeValue}>{item.value}</span>
          <span className={classes.outcomeLabel}>{item.label}</span>
          <Text className={classes.outcomeText}>{item.description}</Text>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** Client stories: a summary each, one full story open at a time. */
export function ProcessTestimonials() {
  const [openId, toggle] = useSingleOpen<string>();
  return (
    <ul className={classes.stories}>
      {processTestimonials.map((story) => {
        const open = openId === story.id;
        const quoteId = `story-${story.id}`;
        return (
          <li key={story.id} className={classes.story} data-open={open || undefined}>
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
