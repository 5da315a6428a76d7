import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { collectPageErrors, dismissCookieBanner } from './support/console';
import { E2E_ANALYTICS_PORT } from './support/env';

/**
 * The Content-Security-Policy as the browser enforces it: the page runs under it without a single
 * violation, and a violation (an inline script injected into the page) is blocked and lands in the
 * errors collectPageErrors gathers, so every spec asserting no page errors also asserts no violation.
 */

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('the page is served with a strict CSP and runs under it without errors', async ({ page }) => {
  const errors = collectPageErrors(page);
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  // Scripts from this origin and the configured page-view script's, plus exactly one inline script:
  // the click holder, allowed by its hash.
  expect(headers['content-security-policy']).toMatch(
    new RegExp(`script-src 'self' http://127\\.0\\.0\\.1:${E2E_ANALYTICS_PORT} 'sha256-[A-Za-z0-9+/]+=*'(;|$)`),
  );
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  // Plain HTTP: no HSTS (a browser would ignore it, and it would pin a host that has no HTTPS).
  expect(headers['strict-transport-security']).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a CSP violation is blocked and reported to collectPageErrors', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.inlineScriptRan = "yes";';
    document.body.append(script);
    return document.documentElement.dataset.inlineScriptRan ?? 'no';
  });
  expect(ran).toBe('no');
  await expect.poll(() => errors.join('\n')).toMatch(/Content Security Policy/);
});

/** The CSP issues Chrome reports for the page from now on (those that never reach the console included). */
async function collectCspIssues(page: Page, context: BrowserContext): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  const issues: string[] = [];
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details));
  });
  await cdp.send('Audits.enable');
  return issues;
}

// Some violations reach the console only as DevTools issues (a library probing `new Function`, say):
// the browser's issue list must stay free of CSP issues on pages that load the lead forms too.
for (const path of ['/', '/get-quote', '/consultation-booking', '/contact']) {
  test(`${path} raises no CSP issue in the browser, eval probes included`, async ({ page, context }) => {
    const issues = await collectCspIssues(page, context);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(issues).toEqual([]);
  });
}

// The schemas check a form in the page as the server does; zod would probe `new Function` the first
// time it parses a form (for its compiled fast path) unless it is told it may not.
test('checking a form in the page raises no CSP issue', async ({ page, context }) => {
  const issues = await collectCspIssues(page, context);
  await page.goto('/contact');
  const form = page.locator('#contact-form');
  await form.getByRole('textbox', { name: /Your name/ }).fill('Ana Ruiz');
  await form.getByRole('textbox', { name: /Email address/ }).fill('ana@');
  await form.getByRole('textbox', { name: /Your message/ }).fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('#contact-email-error')).toHaveText('Please enter a valid email address');
  expect(issues).toEqual([]);
});
