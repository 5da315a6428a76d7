import { Container, Stack } from '@/components/ui';
import { QuoteReassurances } from './quote-reassurances';
import { QuoteWizard } from './quote-wizard.island';
import classes from './quote-section.module.css';

export function QuoteSection() {
  return (
    <Container size="md" className={classes.section}>
      <Stack gap="xl">
        <QuoteReassurances />
        <QuoteWizard />
      </Stack>
    </Container>
  );
}
