import '@mantine/core/styles/Progress.layer.css';
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { QuoteStep } from '@/content/quote-page';
import { LAST_STEP } from './quote-fields';
import classes from './quote-wizard.module.css';

/** "Step n of 3", the share done, and the bar that says the same to assistive technology. */
export function QuoteProgress({ step, title }: { step: QuoteStep; title: string }) {
  return (
    <Stack gap={6} mt="lg" mb="lg" className={classes.wizardOnly}>
      <Group justify="space-between">
        <Text size="sm" fw={600} c="brand.8">
          Step {step} of {LAST_STEP}
        </Text>
        <Text size="sm" c="gray.7">
          {Math.round((step / LAST_STEP) * 100)}% complete
        </Text>
      </Group>
      <Progress.Root size="md" radius="xl">
        <Progress.Section
          value={(step / LAST_STEP) * 100}
          color="brand.7"
          withAria={false}
          role="progressbar"
          aria-label="Quote progress"
          aria-valuemin={1}
          aria-valuemax={LAST_STEP}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${LAST_STEP}: ${title}`}
        />
      </Progress.Root>
    </Stack>
  );
}
