import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SubmitLeadModule from '@/leads/submit-lead';
import { SERVER_FAULT_MESSAGE, type SubmitLeadResult } from '@/leads/submit-lead';
import {
  captureConsoleError,
  holdAnswer,
  leadKey,
  outboxLogFor,
  renderLeadForm,
  setUpLeadFormTests,
  submitLeadMock,
  TEST_PAGE_SOURCE,
} from '@/test-utils/lead-form';
import { NewsletterBox } from './newsletter-box.island';

vi.mock('@/leads/submit-lead', async (importOriginal) => ({ ...(await importOriginal<typeof SubmitLeadModule>()), submitLead: vi.fn() }));

setUpLeadFormTests();
afterEach(() => {
  vi.restoreAllMocks();
});

async function subscribe(email: string) {
  const form = renderLeadForm(<NewsletterBox returnTo="/" />);
  if (email !== '') await form.user.type(form.email(), email);
  await form.user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return form.user;
}

describe('NewsletterBox', () => {
  it('asks for an address without calling the server, focusing the input', async () => {
    await subscribe('');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email address');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveFocus();
    expect(submitLeadMock).not.toHaveBeenCalled();
  });

  it("is disabled while submitting, then replaces the form with the server's answer", async () => {
    const answer = holdAnswer();
    await subscribe('ana@studio.example');

    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    // The validation and the outbox load with the first submit: the call follows a moment later.
    await waitFor(() => expect(submitLeadMock).toHaveBeenCalledWith('newsletter', { email: 'ana@studio.example', website: '', ...TEST_PAGE_SOURCE }));
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();

    // Only the server knows whether a confirmation mail went out: the box shows what it answered.
    answer({ status: 'sent', message: 'Almost there! Check your email to confirm your subscription', ...leadKey });
    expect(await screen.findByRole('status')).toHaveTextContent('Almost there! Check your email to confirm your subscription');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // The schemas load with the first submit: the lead goes once they have checked it.
    await vi.waitFor(() => expect(submitLeadMock).toHaveBeenCalledTimes(1));
  });

  it("shows the server's message under the input, or 'Subscription failed'", async () => {
    const log = captureConsoleError();
    submitLeadMock.mockResolvedValueOnce({ status: 'rejected', message: 'Already subscribed', errors: {}, httpStatus: 400, ...leadKey });
    const user = await subscribe('ana@studio.example');
    expect(await screen.findByRole('alert')).toHaveTextContent('Already subscribed');
    expect(log).not.toHaveBeenCalled();

    const serverFault: SubmitLeadResult = { status: 'unreachable', message: SERVER_FAULT_MESSAGE, httpStatus: 500, ...leadKey };
    submitLeadMock.mockResolvedValueOnce(serverFault);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Subscription failed'));
    // The server answered: only the outbox says it could not keep the lead, the box logs nothing of its own.
    expect(log.mock.calls).toEqual(outboxLogFor(serverFault));
  });

  it('logs a failed call and clears the error on the next submit', async () => {
    const log = captureConsoleError();
    const offline: SubmitLeadResult = { status: 'unreachable', message: 'offline', ...leadKey };
    submitLeadMock.mockResolvedValueOnce(offline);
    const user = await subscribe('ana@studio.example');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while subscribing');
    expect(log.mock.calls).toEqual([...outboxLogFor(offline), ['Newsletter subscription failed: the server could not be reached']]);

    let answer: (result: SubmitLeadResult) => void = () => {};
    submitLeadMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer({
      status: 'sent',
      message: "Thanks! Your sign-up is saved, but we can't send e-mail right now, so no confirmation message is on its way.",
      ...leadKey,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Thanks! Your sign-up is saved, but we can't send e-mail right now, so no confirmation message is on its way.",
    );
  });
});
