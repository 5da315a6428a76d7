import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SubmitLeadModule from '@/leads/submit-lead';
import { submitLead, type SubmitLeadResult } from '@/leads/submit-lead';
import { renderWithTheme } from '@/test-utils/render';
import { FounderForm } from './founder-form.island';
import { FOUNDER_SUCCESS_RESET_MS } from './founder-messages';

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
  vi.useRealTimers();
});

function setup() {
  const user = userEvent.setup();
  renderWithTheme(<FounderForm />);
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  return {
    user,
    name: () => field(/Your name/),
    email: () => field(/Email address/),
    phone: () => field(/Phone/),
    message: () => field(/Your message/),
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
    let answer: (result: SubmitLeadResult) => void = () => {};
    submitLeadMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const form = setup();
    await fillValid(form);
    vi.useFakeTimers();
    fireEvent.click(form.send());
    fireEvent.click(form.send());
    expect(form.send()).toHaveTextContent('Sending...');
    expect(form.send()).toBeDisabled();
    // The schemas load with the first submit: the lead goes once they have checked it.
    await vi.waitFor(() => expect(submitLeadMock).toHaveBeenCalledTimes(1));
    expect(submitLeadMock).toHaveBeenCalledWith('founder', {
      name: 'Sam Lee',
      email: 'sam@agency.example',
      phone: '',
      reason: 'consulting',
      message: 'Can we talk about a partnership?',
      website: '',
    });

    await act(async () => answer({ status: 'sent', message: 'stored', ...key }));
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

  it.each<[string, SubmitLeadResult, string]>([
    ['the server message', { status: 'rejected', message: 'Message too long', errors: {}, httpStatus: 400, ...key }, 'Message too long'],
    [
      'the fallback for a silent 500',
      { status: 'unreachable', message: 'The server could not take your request right now.', httpStatus: 500, ...key },
      'Failed to send message',
    ],
    ['the network text', { status: 'unreachable', message: 'offline', ...key }, 'Network error. Please check your connection and try again.'],
  ])("shows 'Something went wrong' with %s, and Try Again keeps the data", async (_case, result, text) => {
    submitLeadMock.mockResolvedValue(result);
    const form = setup();
    await fillValid(form);
    await form.user.click(form.send());

    const view = await screen.findByRole('alert');
    expect(view).toHaveTextContent('Something went wrong');
    expect(view).toHaveTextContent(text);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toHaveFocus();
    await form.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(form.name()).toHaveValue('Sam Lee');
    expect(form.message()).toHaveValue('Can we talk about a partnership?');
    expect(form.send()).toHaveTextContent('Send Message');
    expect(form.send()).toHaveFocus();
  });
});
