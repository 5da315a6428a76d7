import type { ReactNode } from 'react';
import { CheckIcon } from '@mantine/core';
import { Badge, Container, Group, LinkButton, List, ListItem, SimpleGrid, Text, ThemeIcon, Title, type ButtonVariant } from '@/components/ui';
import type { PageLink, ProductFeature } from '@/content/product-pages';
import { oneTimePaymentGuarantee, type CatalogueEntry, type Plan, type PlanTier } from '@/content/products';
import { selectedProductAttribute } from './quote-selection';
import classes from './product-page.module.css';
import { formatMoney, say } from '@/content/facts';
import band from '@/components/band.module.css';
import { Section as SiteSection } from '@/components/section';

type Product = Pick<CatalogueEntry, 'id' | 'name' | 'quoteProjectType'>;

/** A link to /get-quote that stores the product and tier for the quote page as it is followed. */
export function QuoteButton({
  product,
  tier,
  children,
  variant = 'filled',
  size = 'md',
  fullWidth = false,
}: {
  product: Product;
  tier: PlanTier;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  fullWidth?: boolean;
}) {
  return (
    <LinkButton
      href="/get-quote"
      {...selectedProductAttribute({ name: product.name, tier, type: product.quoteProjectType })}
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      data-tier={tier}
    >
      {children}
    </LinkButton>
  );
}

export function PageLinkButton({ link, variant = 'outline', size = 'md' }: { link: PageLink; variant?: ButtonVariant; size?: 'md' | 'lg' }) {
  return (
    <LinkButton href={link.to} variant={variant} size={size}>
      {link.label}
    </LinkButton>
  );
}

/** A band of a product page, in the site's one section style (a tinted band is the muted grey one). */
export function Section({
  id,
  title,
  lead,
  children,
  tone = 'plain',
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
  tone?: 'plain' | 'tinted';
}) {
  return (
    <SiteSection id={id} heading={title} intro={lead} tone={tone === 'tinted' ? 'muted' : 'plain'}>
      {children}
    </SiteSection>
  );
}

/** A feature's card: its number in the list, its title and what it does for the client. */
function FeatureCard({ feature, number }: { feature: ProductFeature; number: number }) {
  return (
    <li className={classes.featureCard}>
      <span className={classes.featureNumber} aria-hidden="true">
        {String(number).padStart(2, '0')}
      </span>
      <FeatureCopy feature={feature} />
    </li>
  );
}

/** A feature's title and what it does for the client, as every feature list of a product page shows them. */
export function FeatureCopy({ feature }: { feature: ProductFeature }) {
  return (
    <>
      <Title order={3} className={classes.featureTitle}>
        {feature.title}
      </Title>
      <Text size="sm" c="gray.7" mt={6}>
        {feature.description}
      </Text>
    </>
  );
}

/** The eight features of a product. */
export function FeatureGrid({ productName, features }: { productName: string; features: readonly ProductFeature[] }) {
  return (
    <Section id="features-heading" title={`${productName} features`} lead={`Everything included in ${productName}, from day one.`} tone="tinted">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" component="ul" className={classes.featureList}>
        {features.map((feature, index) => (
          <FeatureCard key={feature.title} feature={feature} number={index + 1} />
        ))}
      </SimpleGrid>
    </Section>
  );
}

export type PlanAction = { kind: 'quote' } | { kind: 'link'; link: PageLink };

/** Plan cards with the spec's prices; each button starts a quote for that tier (or links elsewhere). */
export function PlanCards({ product, plans, action }: { product: Product; plans: readonly Plan[]; action: PlanAction }) {
  return (
    <Section id="plans-heading" title="Plans and pricing" lead={`One payment. Source code included. Live in about ${say.turnkeyLive}.`}>
      <div className={classes.plans}>
        {plans.map((plan) => (
          <article
            key={plan.name}
            className={classes.plan}
            data-popular={plan.popular || undefined}
            aria-labelledby={`plan-${plan.name.replace(/\s+/g, '-').toLowerCase()}`}
          >
            <Group justify="space-between" align="flex-start">
              <Title order={3} id={`plan-${plan.name.replace(/\s+/g, '-').toLowerCase()}`} className={classes.planName}>
                {plan.name}
              </Title>
              {plan.popular ? (
                <Badge color="accent.8" variant="filled" size="lg" radius="sm">
                  Popular
                </Badge>
              ) : null}
            </Group>
            <Text className={classes.planPrice}>
              {formatMoney(plan.price)}
              <span className={classes.planOnce}> one-time</span>
            </Text>
            <Text c="gray.7">{plan.description}</Text>
            <List
              spacing={8}
              mt="md"
              mb="xl"
              icon={
                <ThemeIcon size={20} radius="xl" color="brand.7">
                  <CheckIcon size={10} aria-hidden="true" />
                </ThemeIcon>
              }
            >
              {plan.features.map((feature) => (
                <ListItem key={feature}>{feature}</ListItem>
              ))}
            </List>
            <div className={classes.planAction}>
              {action.kind === 'quote' ? (
                <QuoteButton product={product} tier={plan.name} variant={plan.popular ? 'filled' : 'outline'} fullWidth>
                  Get Started<span className="visually-hidden"> with {plan.name}</span>
                </QuoteButton>
              ) : (
                <LinkButton href={action.link.to} fullWidth variant="outline">
                  {action.link.label}
                  <span className="visually-hidden"> for {plan.name}</span>
                </LinkButton>
              )}
            </div>
          </article>
        ))}
      </div>
      <Text ta="center" mt="xl" fw={600} c="brand.9">
        {oneTimePaymentGuarantee}
      </Text>
    </Section>
  );
}

/** The closing band of a product page. */
export function ClosingBand({ heading, text, children }: { heading: string; text: string; children: ReactNode }) {
  return (
    <section className={band.closing} data-surface="dark" aria-labelledby="closing-heading">
      <Container size="md" ta="center">
        <Title order={2} id="closing-heading" className={band.closingTitle}>
          {heading}
        </Title>
        <Text mt="sm" size="lg" className={classes.closingText}>
          {text}
        </Text>
        <Group justify="center" gap="md" mt="xl">
          {children}
        </Group>
      </Container>
    </section>
  );
}
