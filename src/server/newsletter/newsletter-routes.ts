import type { Context } from 'hono';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { newsletterPageCopy as copy } from '@/content/newsletter';
import { RESULT_STATUS_COPY } from '@/leads/result-copy';
import { isFormContentType, parseUrlEncoded } from '@/server/http/form-body';
import { boundedBodyReader } from '@/server/http/lead-body';
import type { RateLimiter } from '@/server/http/rate-limit';
import { renderSmallPage } from '@/server/leads/result-page';
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '@/server/mail/newsletter-mails';
import type { TokenCheck } from './newsletter-tokens';
import { CONFIRM_TOKEN_TTL_DAYS } from './newsletter-tokens';
import type { Newsletter } from './subscriptions';

/** A form with one token, or RFC 8058's `List-Unsubscribe=One-Click`: a few hundred bytes. */
const MAX_LINK_POST_BYTES = 4 * 1024;
const readLinkPost = boundedBodyReader(MAX_LINK_POST_BYTES);
/** The form field (and query parameter) that carries a link's token. */
const TOKEN_FIELD = 'token';

export interface NewsletterRoutesDeps {
  newsletter: Newsletter;
  now: () => Date;
  /** The lead posts' limiter: a confirm or unsubscribe POST counts like a lead post. */
  limiter: RateLimiter;
  clientOf: (c: Context) => string;
}

type Purpose = 'confirm' | 'unsubscribe';

const ACTIONS: Record<Purpose, string> = { confirm: NEWSLETTER_CONFIRM_PATH, unsubscribe: NEWSLETTER_UNSUBSCRIBE_PATH };

const paragraph = (text: string) => html`<p>${text}</p>`;

/**
 * A page of these routes: small, escaped, no script, never cached (its URL holds a token, which
 * security-headers keeps out of any Referer).
 */
async function page(c: Context, status: ContentfulStatusCode, heading: string, body: Parameters<typeof renderSmallPage>[1]) {
  c.header('Cache-Control', 'no-store');
  return c.html(await renderSmallPage(heading, body, { href: '/', label: copy.backToSite }), status);
}

function refusedLink(c: Context, check: TokenCheck & { ok: false }) {
  if (check.reason === 'expired') return page(c, 400, copy.expiredLink.heading, paragraph(copy.expiredLink.text(CONFIRM_TOKEN_TTL_DAYS)));
  return page(c, 400, copy.invalidLink.heading, paragraph(copy.invalidLink.text));
}

/** The token from the query (a link, RFC 8058's one-click POST) or from the form the page posts. */
// eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents -- 'too-large' names the one answer that is not a token.
async function postedToken(c: Context): Promise<string | undefined | 'too-large'> {
  const read = await readLinkPost(c);
  if (!read.ok) return read.reason === 'too-large' ? 'too-large' : undefined;
  const fromQuery = c.req.query(TOKEN_FIELD);
  if (fromQuery) return fromQuery;
  if (!isFormContentType(c.req.header('Content-Type'))) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes);
  } catch {
    return undefined;
  }
  return parseUrlEncoded(text)?.find(([name]) => name === TOKEN_FIELD)?.[1];
}

/**
 * `/newsletter/confirm` and `/newsletter/unsubscribe`. A GET checks the link and shows a button,
 * changing nothing (mail scanners open links); the button's POST does the work. A POST to the
 * unsubscribe link with `List-Unsubscribe=One-Click` (RFC 8058, a mail client's own button)
 * unsubscribes at once. Bad, tampered or expired links get a 400 page and change nothing.
 */
export function createNewsletterRoutes(deps: NewsletterRoutesDeps): Hono {
  const routes = new Hono();

  const buttonPage = async (c: Context, purpose: Purpose) => {
    const token = c.req.query(TOKEN_FIELD) ?? '';
    const check = await deps.newsletter.check(token, purpose, deps.now());
    if (!check.ok) return refusedLink(c, check);
    const text = purpose === 'confirm' ? copy.confirm : copy.unsubscribe;
    return page(
      c,
      200,
      text.heading,
      html`${paragraph(text.text)}<form method="post" action="${ACTIONS[purpose]}"><input type="hidden" name="${TOKEN_FIELD}" value="${token}"><button type="submit">${text.button}</button></form>`,
    );
  };

  /** The rate limit, then the token; the handler gets the checked token or the answer is given here. */
  const checkedPost = async (c: Context, purpose: Purpose): Promise<Response | (TokenCheck & { ok: true })> => {
    const decision = await deps.limiter.hit(deps.clientOf(c));
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      const limited = RESULT_STATUS_COPY.rateLimited(decision.retryAfterSeconds);
      return page(c, 429, limited.heading, paragraph(limited.text));
    }
    const token = await postedToken(c);
    if (token === 'too-large') return page(c, 413, RESULT_STATUS_COPY.tooLarge.heading, paragraph(RESULT_STATUS_COPY.tooLarge.text));
    const check = await deps.newsletter.check(token ?? '', purpose, deps.now());
    return check.ok ? check : refusedLink(c, check);
  };

  routes.get('/confirm', (c) => buttonPage(c, 'confirm'));
  routes.post('/confirm', async (c) => {
    const check = await checkedPost(c, 'confirm');
    if (check instanceof Response) return check;
    const { outcome, welcomeQueued } = await deps.newsletter.confirm(check.email, check.issuedAt ?? deps.now(), deps.now());
    if (outcome === 'withdrawn') return page(c, 400, copy.withdrawnLink.heading, paragraph(copy.withdrawnLink.text));
    const text =
      outcome === 'already-confirmed' ? copy.confirmed.alreadyConfirmed : welcomeQueued ? copy.confirmed.welcomeOnItsWay : copy.confirmed.withoutWelcome;
    return page(c, 200, copy.confirmed.heading, paragraph(text));
  });

  routes.get('/unsubscribe', (c) => buttonPage(c, 'unsubscribe'));
  routes.post('/unsubscribe', async (c) => {
    const check = await checkedPost(c, 'unsubscribe');
    if (check instanceof Response) return check;
    await deps.newsletter.unsubscribe(check.email, deps.now());
    return page(c, 200, copy.unsubscribed.heading, paragraph(copy.unsubscribed.text));
  });

  for (const path of ['/confirm', '/unsubscribe']) {
    routes.all(path, (c) => {
      c.header('Allow', 'GET, POST');
      return c.json({ message: 'Open the link, or send it with POST.' }, 405);
    });
  }
  return routes;
}
