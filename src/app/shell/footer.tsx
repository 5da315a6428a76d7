import type { ReactNode } from 'react';
import { Anchor, Badge, Container, LinkButton, SimpleGrid, Stack, Text, Title } from '@/components/ui';
import { Icon } from '@/components/icon';
import { JsonLd } from '@/components/json-ld';
import { Logo } from '@/components/logo';
import { SocialLinks } from '@/components/social-links';
import { organizationJsonLd } from '@/components/structured-data';
import { BUILD_YEAR, CURRENT_YEAR_ATTRIBUTE } from '@/components/current-year';
import { footerCustomServices, footerHowWeWork, footerProducts, footerQuickLinks, legalLinks } from '@/content/navigation';
import { outboxCopy } from '@/content/outbox';
import { mailtoStudio, site } from '@/content/site';
import { productPath } from '@/content/site-map';
import { NewsletterBox } from '@/features/newsletter/newsletter-box.island';
import layout from '@/components/layout.module.css';
import { OFFLINE_READY_ATTRIBUTE } from './shell-markers';
import classes from './footer.module.css';
import { say } from '@/content/facts';

interface FooterLink {
  to: string;
  label: string;
}

/** The list items of a column of plain links (keyed by label: two labels may lead to one page). */
function LinkItems({ links }: { links: readonly FooterLink[] }) {
  return links.map((link) => (
    <li key={link.label}>
      <a href={link.to} className={classes.link}>
        {link.label}
      </a>
    </li>
  ));
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <Title order={2} className={classes.columnTitle}>
        {title}
      </Title>
      <ul className={classes.list}>{children}</ul>
    </nav>
  );
}

/** The footer, static HTML; only the newsletter box is an island. `pathname`: the page it is on. */
export function Footer({ pathname }: { pathname: string }) {
  return (
    <footer className={classes.footer} data-surface="dark">
      <JsonLd data={organizationJsonLd()} />
      <Container size="xl" py={56}>
        <div className={`${layout.split} ${classes.top}`}>
          <Stack gap="md" className={classes.brand}>
            <a href="/" className={classes.logoLink} aria-label={`${site.name}, home`}>
              <Logo inverted />
            </a>
            <Text c="gray.4" size="sm" maw={360}>
              {site.description}
            </Text>
            <p className={classes.offline} hidden {...{ [OFFLINE_READY_ATTRIBUTE]: '' }}>
              <Icon name="check" size={16} />
              {outboxCopy.offlineReady}
            </p>
          </Stack>
          <NewsletterBox returnTo={pathname} />
        </div>

        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="xl" mt={48}>
          <FooterColumn title="Quick Links">
            <LinkItems links={footerQuickLinks} />
          </FooterColumn>

          <FooterColumn title="Custom Services">
            <LinkItems links={footerCustomServices} />
          </FooterColumn>

          <FooterColumn title="How We Work">
            <LinkItems links={footerHowWeWork} />
          </FooterColumn>

          <FooterColumn title="Turnkey Web Apps">
            {footerProducts.map((item) => (
              <li key={item.productId} className={classes.productItem}>
                <a href={productPath(item.productId)} className={classes.link}>
                  {item.text}
                </a>
                {item.status === 'Available' ? (
                  <Badge size="xs" color="teal.9" variant="filled">
                    Live
                  </Badge>
                ) : (
                  <Badge size="xs" color="gray.7" variant="filled">
                    Soon
                  </Badge>
                )}
              </li>
            ))}
          </FooterColumn>

          <section aria-labelledby="footer-ready" className={classes.ready}>
            <Title order={2} id="footer-ready" className={classes.columnTitle}>
              Ready to Start Your Project?
            </Title>
            <Text size="sm" c="gray.4" mb="sm">
              Tell us what you need; we respond within {say.reply}.
            </Text>
            <Anchor href={mailtoStudio} className={classes.mail}>
              {site.email}
            </Anchor>
            <LinkButton href="/consultation-booking" mt="md">
              Get Started
            </LinkButton>
          </section>
        </SimpleGrid>

        <div className={classes.bottom}>
          <SocialLinks label="Social profiles" className={classes.social} linkClassName={classes.socialLink} />
          <Text size="sm" c="gray.4">
            © <span {...{ [CURRENT_YEAR_ATTRIBUTE]: '' }}>{BUILD_YEAR}</span> {site.name}. All rights reserved.
          </Text>
          <nav aria-label="Legal">
            <ul className={classes.legal}>
              <LinkItems links={legalLinks} />
            </ul>
          </nav>
        </div>
      </Container>
    </footer>
  );
}
