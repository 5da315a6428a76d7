import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Checkbox, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { LeadForm } from '@/components/use-lead-form';
import type { QuoteStep } from '@/content/quote-page';
import { QUOTE_BUDGETS, QUOTE_FEATURES, QUOTE_LOCATIONS, QUOTE_PROJECT_TYPES, QUOTE_TIMELINES } from '@/leads/form-copy';
import { QUOTE_FIELDS, type QuoteValues } from './quote-fields';
import classes from './quote-wizard.module.css';

type QuoteForm = LeadForm<QuoteValues>;

/** The four required choices of the quote: each field, its label, the empty option's prompt and its options. */
const SELECTS = {
  projectType: { label: 'Project type', placeholder: 'Select your project type', options: QUOTE_PROJECT_TYPES },
  location: { label: 'Your location', placeholder: 'Select your country', options: QUOTE_LOCATIONS },
  budget: { label: 'Budget range', placeholder: 'Select a budget range', options: QUOTE_BUDGETS },
  timeline: { label: 'Timeline', placeholder: 'Select a timeline', options: QUOTE_TIMELINES },
} as const;

function QuoteSelect({ form, name }: { form: QuoteForm; name: keyof typeof SELECTS }) {
  const { label, placeholder, options } = SELECTS[name];
  return (
    <NativeSelect
      id={QUOTE_FIELDS[name].id}
      name={name}
      label={label}
      required
      {...form.getInputProps(name)}
      data={[{ value: '', label: placeholder }, ...options]}
    />
  );
}

function ProjectFields({ form }: { form: QuoteForm }) {
  return (
    <Stack gap="md">
      <QuoteSelect form={form} name="projectType" />
      <QuoteSelect form={form} name="location" />
      <QuoteSelect form={form} name="budget" />
    </Stack>
  );
}

function DetailFields({ form }: { form: QuoteForm }) {
  return (
    <Stack gap="lg">
      <QuoteSelect form={form} name="timeline" />
      <Checkbox.Group
        id={QUOTE_FIELDS.features.id}
        label="Must-have features"
        description="Tick everything your project needs."
        descriptionProps={{ c: 'gray.7' }}
        value={form.values.features}
        // Kept in the list's order, whatever order they were ticked in.
        onChange={(selected) =>
          form.setFieldValue(
            'features',
            QUOTE_FEATURES.filter((feature) => selected.includes(feature)),
          )
        }
        error={form.errors.features}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
          {QUOTE_FEATURES.map((feature) => (
            <Checkbox key={feature} name="features" value={feature} label={feature} className={classes.feature} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Textarea
        id={QUOTE_FIELDS.additionalInfo.id}
        name="additionalInfo"
        label="Additional information"
        description="Goals, pages, integrations, examples you like."
        descriptionProps={{ c: 'gray.7' }}
        rows={6}
        {...form.getInputProps('additionalInfo')}
      />
    </Stack>
  );
}

function ContactFields({ form }: { form: QuoteForm }) {
  return (
    <Stack gap="md">
      <TextInput id={QUOTE_FIELDS.email.id} name="email" label="Email address" type="email" required autoComplete="email" {...form.getInputProps('email')} />
      <TextInput id={QUOTE_FIELDS.phone.id} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
    </Stack>
  );
}

/** The fields of one step of the quote. */
export function QuoteStepFields({ step, form }: { step: QuoteStep; form: QuoteForm }) {
  if (step === 1) return <ProjectFields form={form} />;
  if (step === 2) return <DetailFields form={form} />;
  return <ContactFields form={form} />;
}
