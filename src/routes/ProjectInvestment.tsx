import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/app/head';
import { CtaBand } from '@/components/cta-band';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { investmentCta, investmentCtas, investmentSections } from '@/content/investment';
import { pages } from '@/content/pages';
import { DeliveryPromises, MaintenancePlan, PaymentTerms, PricingCards } from '@/features/investment/investment-sections';

const page = pages['/ProjectInvestment'];

// /ProjectInvestment is the address the product specification gives this page, spelling included (see README.md).
export const Route = createFileRoute('/ProjectInvestment')({
  head: () => pageHead('/ProjectInvestment', page),
  component: ProjectInvestmentPage,
});

function ProjectInvestmentPage() {
  return (
    <>
      <PageHero page={page} />
      <Section heading={investmentSections.pricing.heading} intro={investmentSections.pricing.intro}>
        <PricingCards />
      </Section>
      <Section tone="muted" heading={investmentSections.payment.heading} intro={investmentSections.payment.intro}>
        <PaymentTerms />
      </Section>
      <Section tone="tint" heading={investmentSections.care.heading} intro={investmentSections.care.intro}>
        <MaintenancePlan />
      </Section>
      <Section heading={investmentSections.delivery.heading} intro={investmentSections.delivery.intro}>
        <DeliveryPromises />
      </Section>
      <CtaBand heading={investmentCta.heading} text={investmentCta.text} actions={investmentCtas} />
    </>
  );
}
