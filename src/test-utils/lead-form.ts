import type { ReactElement } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, onTestFinished, vi, type MockInstance } from 'vitest';
import { submitLead, type SubmitLeadResult } from '@/leads/submit-lead';
import { renderWithTheme } from './render';

/*
 * What the tests of the lead forms share. Each such test file mocks the module itself, first thing
 * (vi.mock is hoisted above the imports, this module's included):
 *   vi.mock('@/leads/submit-lead', async (importOriginal) => ({ ...(await importOriginal<typeof SubmitLeadModule>()), submitLead: vi.fn() }));
 */

/** submitLead as the test file's vi.mock left it: a vi.fn() the tests answer for. */
export const submitLeadMock = vi.mocked(submitLead);

/** The source every lead sent in these tests carries: the page's path (the test page is '/'), no campaign, no referrer. */
export const TEST_PAGE_SOURCE = { source: { page: '/' } } as const;

/** The idempotency key every answer of the mock carries. */
export const leadKey = { idempotencyKey: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f' };

/**
 * The lead schemas load when a form is first sent (in the page, at the first pause in typing);
 * loaded once here, so a test's timing never includes compiling them. After each test the mock
 * forgets its calls and answers.
 */
export function setUpLeadFormTests(): void {
  beforeAll(() => import('@/leads/validate-lead'));
  afterEach(() => {
    submitLeadMock.mockReset();
  });
}

/** Renders a form with a user to fill it, and finds the name, e-mail and message fields by their labels. */
export function renderLeadForm(ui: ReactElement) {
  const user = userEvent.setup();
  renderWithTheme(ui);
  const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
  return {
    user,
    textbox,
    name: () => textbox(/Your name/),
    email: () => textbox(/Email address/),
    message: () => textbox(/Your message/),
  };
}

/** Makes submitLead wait until the test answers, through the function returned. */
export function holdAnswer(): (result: SubmitLeadResult) => void {
  let answer: (result: SubmitLeadResult) => void = () => {};
  submitLeadMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  return (result) => answer(result);
}

/**
 * Clicks send twice at once: the button says `busyText` and is disabled, and the lead goes once.
 * The schemas load with the first submit: the lead goes once they have checked it.
 */
export async function clickSendTwice(send: () => HTMLElement, busyText: string): Promise<void> {
  fireEvent.click(send());
  fireEvent.click(send());
  expect(send()).toHaveTextContent(busyText);
  expect(send()).toBeDisabled();
  await waitForLeadSent();
}

/**
 * Waits until the form has handed its lead to submitLead, inside act: the form's own state updates
 * on the way (the check's result) are applied as they would be in the page. vi.waitFor, not
 * Testing Library's waitFor: that one polls on timers, which a test's fake clock holds still.
 */
export async function waitForLeadSent(): Promise<void> {
  await act(() => vi.waitFor(() => expect(submitLeadMock).toHaveBeenCalledTimes(1)));
}

/**
 * Captures console.error for the rest of the test (restored when it ends), so a test of a path
 * that logs checks what was logged rather than printing it.
 */
export function captureConsoleError(): MockInstance<typeof console.error> {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  onTestFinished(() => log.mockRestore());
  return log;
}

/**
 * What sendLead logs for `result`, as console.error's calls. The DOM tests have no IndexedDB (as a
 * browser with storage turned off): a lead the server could not take ('unreachable') cannot wait in
 * the outbox either, so sendLead logs that once and the form shows the failure; an answer of the
 * server logs nothing.
 */
export function outboxLogFor(result: SubmitLeadResult): unknown[][] {
  return result.status === 'unreachable' ? [['The lead could not be kept on this device', expect.any(Error)]] : [];
}

/**
 * The three ways a send fails, each with the text the form then shows: the server refuses the
 * lead with `serverMessage` (shown as it is), the server fails without a message of its own, or
 * the network is down.
 */
export function failedSends(serverMessage: string, serverFaultText: string, networkText: string): [string, SubmitLeadResult, string][] {
  return [
    ['the server message', { status: 'rejected', message: serverMessage, errors: {}, httpStatus: 400, ...leadKey }, serverMessage],
    [
      'the fallback for a silent 500',
      { status: 'unreachable', message: 'The server could not take your request right now.', httpStatus: 500, ...leadKey },
      serverFaultText,
    ],
    ['the network text', { status: 'unreachable', message: 'offline', ...leadKey }, networkText],
  ];
}
