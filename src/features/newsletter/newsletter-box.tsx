import { Button, Group, Text, TextInput, Title } from '@mantine/core';
import classes from './newsletter-box.module.css';

export function NewsletterBox() {
  return (
    <section className={classes.box} aria-labelledby="newsletter-title">
      <Title order={2} id="newsletter-title" className={classes.title}>
        Get web tips and product news
      </Title>
      <Text size="sm" c="gray.3" mb="md">
        One short e-mail a month. No spam, unsubscribe any time.
      </Text>
      <form className={classes.form} onSubmit={(event) => event.preventDefault()}>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            type="email"
            name="email"
            required
            label="Email address"
            labelProps={{ className: 'visually-hidden' }}
            placeholder="you@company.com"
            autoComplete="email"
            className={classes.input}
            size="md"
            radius="xl"
          />
          <Button type="submit" size="md" radius="xl" color="accent.8">
            Subscribe
          </Button>
        </Group>
      </form>
    </section>
  );
}
