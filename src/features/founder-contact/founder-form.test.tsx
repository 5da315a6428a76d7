import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SubmitLeadModule from '@/leads/submit-lead';
import {
  captureConsoleError,
  clickSendTwice,
  failedSends,
  holdAnswer,
  leadKey,
  outboxLogFor,
  renderLeadForm,
  setUpLeadFormTests,
  submitLeadMock,
  TEST_PAGE_SOURCE,
} from '@/test-utils/lead-form';
import { FounderForm } from './founder-form.island';
import { FOUNDER_SUCCESS_RESET_MS } from './founder-messages';

vi.mock('@/leads/submit-lead', async (importOriginal) => ({ ...(await importOriginal<typeof SubmitLeadModule>()), submitLead: vi.fn() }));

setUpLeadFormTests();
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const form = renderLeadForm(<FounderForm />);
  return {
    ...form,
    phone: () => form.textbox(/Phone/),
    send: () => screen.getByRole('button', { name: /Send Message|Sending|Success/ }),
  };
}

async function fillValid(form: ReturnType<typeof setup>) {
  await form.user.type(form.name(), 'Sam Lee');
  await form.user.type(form.email(), 'sam@agency.example');
  await form.user.click(screen.getByRole('radio', { name: /Consulting/ }));
  await form.user.type(form.message(), 'Can we talk about a partnership?');
}

describe('FounderForm', () => {
  it('offers the five reasons as radio cards, one checked at a time, arrow keys included', async () => {
    const form = setup();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual([
      expect.stringContaining('Collaboration'),
      expect.stringContaining('Complaint'),
      expect.stringContaining('Consulting'),
      expect.stringContaining('New project'),
      expect.stringContaining('Something else'),
    ]);
    expect(screen.getByRole('radiogroup', { name: /Reason for reaching out/ })).toBeInTheDocument();
    await form.user.click(radios[0]!);
    expect(radios[0]).toHaveAttribute('aria-checked', 'true');
    await form.user.keyboard('{ArrowRight}');
    expect(radios[1]).toHaveAttribute('aria-checked', 'true');
    expect(radios[0]).toHaveAttribute('aria-checked', 'false');
  });

  it('asks for name, e-mail and message before sending, phone and reason optional', async () => {
    const form = setup();
    await form.user.type(form.name(), 'Sam Lee');
    await form.user.click(form.send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all required fields');
    expect(form.email()).toHaveFocus();
    expect(form.phone()).not.toHaveAttribute('aria-invalid', 'true');
    expect(submitLeadMock).not.toHaveBeenCalled();
  });

  it('goes Sending... → Success! with the two lines, send disabled, then idle and reset after 5 s', async () => {
    const answer = holdAnswer();
    const form = setup();
    await fillValid(form);
    vi.useFakeTimers();
    await clickSendTwice(form.send, 'Sending...');
    expect(submitLeadMock).toHaveBeenCalledWith('founder', {
      name: 'Sam Lee',
      email: 'sam@agency.example',
      phone: '',
      reason: 'consulting',
      message: 'Can we talk about a partnership?',
      website: '',
      ...TEST_PAGE_SOURCE,
    });

    await act(async () => answer({ status: 'sent', message: 'stored', ...leadKey }));
    expect(form.send()).toHaveTextContent('Success!');
    expect(form.send()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Message sent successfully!');
    expect(screen.getByRole('status')).toHaveTextContent('The founder will review your message and respond shortly.');
    expect(form.name()).toHaveValue('Sam Lee');

    void act(() => vi.advanceTimersByTime(FOUNDER_SUCCESS_RESET_MS - 1));
    expect(form.send()).toHaveTextContent('Success!');
    void act(() => vi.advanceTimersByTime(1));
    expect(form.send()).toHaveTextContent('Send Message');
    expect(form.send()).toBeEnabled();
    expect(form.name()).toHaveValue('');
    expect(form.message()).toHaveValue('');
    expect(screen.getByRole('radio', { name: /Consulting/ })).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(failedSends('Message too long', 'Failed to send message', 'Network error. Please check your connection and try again.'))(
    "shows 'Something went wrong' with %s, and Try Again keeps the data",
    async (_case, result, text) => {
      const log = captureConsoleError();
      submitLeadMock.mockResolvedValue(result);
      const form = setup();
      await fillValid(form);
      await form.user.click(form.send());

      const view = await screen.findByRole('alert');
      expect(view).toHaveTextContent('Something went wrong');
      expect(view).toHaveTextContent(text);
      expect(log.mock.calls).toEqual(outboxLogFor(result));
      expect(screen.getByRole('heading', { name: 'Something went wrong' })).toHaveFocus();
      await form.user.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(form.name()).toHaveValue('Sam Lee');
      expect(form.message()).toHaveValue('Can we talk about a partnership?');
      expect(form.send()).toHaveTextContent('Send Message');
      expect(form.send()).toHaveFocus();
    },
  );
});
