import { Container, Paper, Text, Title } from '@/components/ui';
import { founderContactPage } from '@/content/founder-contact';
import { FounderForm } from './founder-form.island';
import classes from './founder-contact-section.module.css';

export function FounderContactSection() {
  return (
    <Container size="md" className={classes.section}>
      <Paper id={founderContactPage.start.formId} withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={2} id="founder-form-title" className={classes.title}>
          {founderContactPage.form.title}
        </Title>
        <Text c="gray.7" mb="lg">
          {founderContactPage.form.intro}
        </Text>
        <FounderForm />
      </Paper>
    </Container>
  );
}
