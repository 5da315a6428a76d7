import '@mantine/core/styles/Tabs.layer.css';
import { CheckList } from '@/components/check-list';
import { SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { Icon } from '@/components/icon';
import { island } from '@/islands/island';
import { processSections, processSteps } from '@/content/process';
import classes from './process-sections.module.css';

/** The five steps as tabs (arrow keys move between them); the first step shows on arrival. */
function ProcessTabsView() {
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
              <CheckList className={classes.checks} items={step.activities} />
            </div>
            <div>
              <Title order={4} className={classes.listTitle}>
                {processSections.steps.deliverables}
              </Title>
              <CheckList className={classes.checks} items={step.deliverables} />
            </div>
          </SimpleGrid>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

export default ProcessTabsView;

export const ProcessTabs = island('features/process/process-tabs', ProcessTabsView, { hydrate: ['visible'] });
