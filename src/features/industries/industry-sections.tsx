import { SimpleGrid, Text, Title } from '@/components/ui';
import { CheckList } from '@/components/check-list';
import { CardGrid } from '@/components/card-grid';
import { QuoteGrid } from '@/components/quote-card';
import { Section } from '@/components/section';
import type { IndustrySection } from '@/content/industries';
import { ScreenFrame } from '@/components/screen-frame';
import surfaces from '@/components/surfaces.module.css';
import layout from '@/components/layout.module.css';
import classes from './industry-sections.module.css';

const tones = ['plain', 'muted'] as const;

function IndustryBlock({ section, index }: { section: IndustrySection; index: number }) {
  const tone = tones[index % 2];
  switch (section.kind) {
    case 'cards':
      return (
        <Section id={section.id} tone={tone} heading={section.heading} intro={section.intro}>
          <CardGrid items={section.items} cols={3} />
        </Section>
      );
    case 'checklists':
      return (
        <Section id={section.id} tone={tone} heading={section.heading} intro={section.intro}>
          <SimpleGrid cols={{ base: 1, md: section.lists.length > 1 ? 2 : 1 }} spacing="lg">
            {section.lists.map((list) => (
              <div key={list.title} className={`${surfaces.card} ${classes.checklist}`}>
                <Title order={3} className={classes.listTitle}>
                  {list.title}
                </Title>
                <CheckList className={classes.checks} items={list.items} />
              </div>
            ))}
          </SimpleGrid>
        </Section>
      );
    case 'highlight':
      return (
        <Section id={section.id} tone="dark" heading={section.heading}>
          <div className={`${layout.split} ${classes.highlight}`}>
            <div>
              <Text className={classes.highlightText}>{section.text}</Text>
              <CheckList className={classes.checks} items={section.points} dark />
            </div>
            <ScreenFrame image={section.image} sizes="(min-width: 1320px) 600px, (min-width: 992px) 46vw, calc(100vw - 32px)" />
          </div>
        </Section>
      );
    case 'gallery':
      return (
        <Section id={section.id} tone={tone} heading={section.heading} intro={section.intro} size="xl">
          <SimpleGrid component="ul" cols={{ base: 1, md: section.shots.length }} spacing="lg" className={classes.shots}>
            {section.shots.map((shot) => (
              <li key={shot.label}>
                <figure className={`${surfaces.card} ${classes.shot}`}>
                  <ScreenFrame
                    image={shot.image}
                    sizes="(min-width: 1320px) 400px, (min-width: 992px) 31vw, calc(100vw - 32px)"
                    className={classes.shotImage}
                  />
                  <figcaption className={classes.caption}>
                    <Title order={3} className={classes.shotLabel}>
                      {shot.label}
                    </Title>
                    <Text className={classes.shotText}>{shot.caption}</Text>
                  </figcaption>
                </figure>
              </li>
            ))}
          </SimpleGrid>
        </Section>
      );
    case 'testimonials':
      return (
        <Section id={section.id} tone={tone} heading={section.heading}>
          <QuoteGrid items={section.items} />
        </Section>
      );
  }
}

/** The body of an industry page, section by section from its content. */
export function IndustrySections({ sections }: { sections: readonly IndustrySection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <IndustryBlock key={section.id} section={section} index={index} />
      ))}
    </>
  );
}
