import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SubmitLeadModule from '@/leads/submit-lead';
import { SERVER_FAULT_MESSAGE, submitLead, type SubmitLeadResult } from '@/leads/submit-lead';
import { renderWithTheme } from '@/test-utils/render';
import { NewsletterBox } from './newsletter-box.island';

// The lead schemas load when a form is first sent (in the page, at the first pause in typing);
// loaded once here, so a test's timing never includes compiling them.
beforeAll(() => import('@/leads/validate-lead'));

vi.mock('@/leads/submit-lead', async (importOriginal) => ({
  ...(await importOriginal<typeof SubmitLeadModule>()),
  submitLead: vi.fn(),
}));

const submitLeadMock = vi.mocked(submitLead);
const key = { idempotencyKey: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f' };

afterEach(() => {
  submitLeadMock.mockReset();
  vi.restoreAllMocks();
});

async function subscribe(email: string) {
  const user = userEvent.setup();
  renderWithTheme(<NewsletterBox returnTo="/" />);
  if (email !== '') await user.type(screen.getByRole('textbox', { name: /Email address/ }), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return user;
}

describe('NewsletterBox', () => {
  it('asks for an address without calling the server, focusing the input', async () => {
    await subscribe('');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email address');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveFocus();
    expect(submitLeadMock).not.toHaveBeenCalled();
  });

  it("is disabled while submitting, then replaces the form with the server's answer", async () => {
    let answer: (result: SubmitLeadResult) => void = () => {};
    submitLeadMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await subscribe('ana@studio.example');

    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    // The validation and the outbox load with the first submit: the call follows a moment later.
    await waitFor(() => expect(submitLeadMock).toHaveBeenCalledWith('newsletter', { email: 'ana@studio.example', website: '' }));
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();

    // Only the server knows whether a confirmation mail went out: the box shows what it answered.
    answer({ status: 'sent', message: 'Almost there! Check your email to confirm your subscription', ...key });
    expect(await screen.findByRole('status')).toHaveTextContent('Almost there! Check your email to confirm your subscription');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // The schemas load with the first submit: the lead goes once they have checked it.
    await vi.waitFor(() => expect(submitLeadMock).toHaveBeenCalledTimes(1));
  });

  it("shows the server's message under the input, or 'Subscription failed'", async () => {
    submitLeadMock.mockResolvedValueOnce({ status: 'rejected', message: 'Already subscribed', errors: {}, httpStatus: 400, ...key });
    const user = await subscribe('ana@studio.example');
    expect(await screen.findByRole('alert')).toHaveTextContent('Already subscribed');

    submitLeadMock.mockResolvedValueOnce({ status: 'unreachable', message: SERVER_FAULT_MESSAGE, httpStatus: 500, ...key });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Subscription failed'));
  });

  it('logs a failed call and clears the error on the next submit', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    submitLeadMock.mockResolvedValueOnce({ status: 'unreachable', message: 'offline', ...key });
    const user = await subscribe('ana@studio.example');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while subscribing');
    expect(log).toHaveBeenCalled();

    let answer: (result: SubmitLeadResult) => void = () => {};
    submitLeadMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer({ status: 'sent', message: "Thanks! Your sign-up is saved, but we can't send e-mail right now, so no confirmation message is on its way.", ...key });
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Thanks! Your sign-up is saved, but we can't send e-mail right now, so no confirmation message is on its way.",
    );
  });
});
