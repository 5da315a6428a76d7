import { Badge, Container, SimpleGrid, Text, ThemeIcon, Title } from '@/components/ui';
import { CheckList } from '@/components/check-list';
import { ScreenFrame } from '@/components/screen-frame';
import type { LegalProductPage, ProductPageContent, StandardProductPage, WaitlistProductPage } from '@/content/product-pages';
import type { CatalogueProduct } from '@/content/products';
import { ProductHero } from './product-hero';
import { ClosingBand, FeatureCopy, FeatureGrid, PageLinkButton, PlanCards, QuoteButton, Section } from './product-sections';
import { ScreenshotCarousel } from './screenshot-carousel.island';
import classes from './product-page.module.css';
import band from '@/components/band.module.css';
import layout from '@/components/layout.module.css';

const allProducts = { to: '/products', label: 'View All Products' } as const;

function StandardLayout({ product, content }: { product: CatalogueProduct; content: StandardProductPage }) {
  return (
    <div data-layout="standard">
      <ProductHero
        product={product}
        image={content.heroImage}
        summary={content.summary}
        actions={
          <>
            <QuoteButton product={product} tier="Standard" size="lg">
              Get Started
            </QuoteButton>
            <PageLinkButton link={allProducts} variant="outline" size="lg" />
          </>
        }
      />
      <Section id="screens-heading" title={`Inside ${product.name}`} lead="A look at the screens your team and your clients will use.">
        <ScreenshotCarousel productId={product.id} />
      </Section>
      <FeatureGrid productName={product.name} features={content.features} />
      <PlanCards product={product} plans={product.plans} action={{ kind: 'quote' }} />
      <ClosingBand heading={content.closing.heading} text={content.closing.text}>
        <QuoteButton product={product} tier="Standard" size="lg">
          Get a Quote
        </QuoteButton>
        <PageLinkButton link={{ to: '/contact', label: 'Contact Sales' }} variant="outline" size="lg" />
        <PageLinkButton link={allProducts} variant="outline" size="lg" />
      </ClosingBand>
    </div>
  );
}

function LegalLayout({ product, content }: { product: CatalogueProduct; content: LegalProductPage }) {
  return (
    <div data-layout="legal">
      <ProductHero
        product={product}
        image={content.heroImage}
        summary={content.summary}
        actions={
          <>
            <QuoteButton product={product} tier="White Label" size="lg">
              Get Started Today
            </QuoteButton>
            <PageLinkButton link={allProducts} variant="outline" size="lg" />
          </>
        }
      />
      <Section id="screens-heading" title={`Inside ${product.name}`} lead="Browse the screens at your own pace.">
        <ScreenshotCarousel productId={product.id} />
      </Section>
      <Section id="solution-heading" title={content.solution.heading} lead={content.solution.text}>
        <div className={`${layout.split} ${classes.solution}`}>
          <div>
            <CheckList items={content.solution.points} />
            <div className={classes.solutionActions}>
              <QuoteButton product={product} tier="White Label">
                Get Custom Quote
              </QuoteButton>
              <PageLinkButton link={{ to: '/contact', label: 'Contact Sales' }} variant="outline" />
            </div>
          </div>
          <ScreenFrame image={content.solution.image} sizes="(min-width: 1320px) 600px, (min-width: 992px) 46vw, calc(100vw - 32px)" />
        </div>
      </Section>
      <FeatureGrid productName={product.name} features={content.features} />
      <PlanCards product={product} plans={product.plans} action={{ kind: 'quote' }} />
      <ClosingBand heading={content.closing.heading} text={content.closing.text}>
        <PageLinkButton link={{ to: '/contact', label: 'Get Early Access' }} variant="filled" size="lg" />
        <PageLinkButton link={allProducts} variant="outline" size="lg" />
      </ClosingBand>
    </div>
  );
}

function WaitlistLayout({ product, content }: { product: CatalogueProduct; content: WaitlistProductPage }) {
  return (
    <div data-layout="waitlist">
      <ProductHero
        product={product}
        image={content.heroImage}
        summary={content.summary}
        waitlist
        actions={
          <>
            <PageLinkButton link={content.closing.actions[0]} variant="filled" size="lg" />
            <PageLinkButton link={content.closing.actions[1]} variant="outline" size="lg" />
          </>
        }
      />
      <section className={band.band} aria-labelledby="preview-heading">
        <Container size="xl">
          <div className={classes.placeholder} data-testid="placeholder-panel">
            <div className={classes.placeholderCopy}>
              <Badge color="gray.7" variant="outline" size="lg" radius="sm">
                {content.placeholder.eta}
              </Badge>
              <Title order={2} id="preview-heading" className={band.title} mt="sm">
                {content.placeholder.heading}
              </Title>
              <Text mt="sm" c="gray.7">
                {content.placeholder.text}
              </Text>
            </div>
            <ScreenFrame image={content.placeholder.preview} sizes="(min-width: 992px) 560px, calc(100vw - 64px)" />
          </div>
        </Container>
      </section>
      <Section id="why-heading" title={content.whyChoose.heading} tone="tinted">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" component="ul" className={classes.featureList}>
          {content.whyChoose.points.map((point, index) => (
            <li key={point.title} className={classes.whyItem}>
              <ThemeIcon size={40} radius="md" color="brand.7" aria-hidden="true">
                {index + 1}
              </ThemeIcon>
              <div>
                <FeatureCopy feature={point} />
              </div>
            </li>
          ))}
        </SimpleGrid>
      </Section>
      <FeatureGrid productName={product.name} features={content.features} />
      {product.plans.length > 0 ? <PlanCards product={product} plans={product.plans} action={{ kind: 'link', link: content.planAction }} /> : null}
      <ClosingBand heading={content.closing.heading} text={content.closing.text}>
        <PageLinkButton link={content.closing.actions[0]} variant="filled" size="lg" />
        <PageLinkButton link={content.closing.actions[1]} variant="outline" size="lg" />
      </ClosingBand>
    </div>
  );
}

/** One product page, in the layout its content asks for. */
export function ProductPageView({ product, content }: { product: CatalogueProduct; content: ProductPageContent }) {
  switch (content.layout) {
    case 'standard':
      return <StandardLayout product={product} content={content} />;
    case 'legal':
      return <LegalLayout product={product} content={content} />;
    case 'waitlist':
      return <WaitlistLayout product={product} content={content} />;
  }
}
