import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import type { ReactNode } from 'react';
import { Group, Radio, Text } from '@mantine/core';
import { founderReasons } from '@/content/founder-contact';
import surfaces from '@/components/surfaces.module.css';
import classes from './founder-form.module.css';

interface FounderReasonCardsProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/** The reasons for reaching out, as radio cards: one checked at a time, arrow keys included. */
export function FounderReasonCards({ id, value, onChange, error }: FounderReasonCardsProps) {
  return (
    <Radio.Group
      id={id}
      name="founder-reason"
      label="Reason for reaching out"
      description="Pick the one that fits best."
      descriptionProps={{ c: 'gray.7' }}
      value={value}
      onChange={onChange}
      error={error}
    >
      <div className={classes.reasons}>
        {founderReasons.map((reason) => (
          <Radio.Card key={reason.value} value={reason.value} radius="md" className={`${surfaces.choice} ${classes.reason}`}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={3} />
              <div>
                <Text fw={600} className={classes.reasonLabel}>
                  {reason.label}
                </Text>
                <Text size="sm" c="gray.7">
                  {reason.description}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </div>
    </Radio.Group>
  );
}
