import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT_SERVICES } from '@/leads/contact';
import type * as SubmitLeadModule from '@/leads/submit-lead';
import { submitLead, type SubmitLeadResult } from '@/leads/submit-lead';
import { renderWithTheme } from '@/test-utils/render';
import { ContactForm } from './contact-form.island';
import { BANNER_LIFETIME_MS } from './contact-messages';

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
  renderWithTheme(<ContactForm />);
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  return {
    user,
    name: () => field(/Your name/),
    email: () => field(/Email address/),
    message: () => field(/Your message/),
    service: () => screen.getByRole('combobox', { name: /Service/ }),
    send: () => screen.getByRole('button', { name: /Send Message|Sending/ }),
  };
}

async function fillValid(form: ReturnType<typeof setup>) {
  await form.user.type(form.name(), 'Ana Ruiz');
  await form.user.type(form.email(), 'ana@firm.example');
  await form.user.selectOptions(form.service(), 'Law Firm Websites');
  await form.user.type(form.message(), 'We need a new site.');
}

describe('ContactForm', () => {
  it('offers the six services, optional', () => {
    const form = setup();
    const options = Array.from((form.service() as HTMLSelectElement).options).map((option) => option.value);
    expect(options).toEqual(['', ...CONTACT_SERVICES]);
  });

  it("says 'Please fill all required fields', marks the fields and sends nothing", async () => {
    const form = setup();
    await form.user.type(form.email(), 'ana@firm.example');
    await form.user.click(form.send());

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all required fields');
    expect(form.name()).toHaveAttribute('aria-invalid', 'true');
    expect(form.message()).toHaveAttribute('aria-invalid', 'true');
    expect(form.email()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(form.name()).toHaveFocus();
    expect(submitLeadMock).not.toHaveBeenCalled();
  });

  it("sends once, shows 'Sending...', then the server's message in green and an empty form for 5 s", async () => {
    let answer: (result: SubmitLeadResult) => void = () => {};
    submitLeadMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const form = setup();
    await fillValid(form);
    // Fake clocks from here on: the banner's 5 s start when the answer arrives.
    vi.useFakeTimers();
    fireEvent.click(form.send());
    fireEvent.click(form.send());

    expect(form.send()).toHaveTextContent('Sending...');
    expect(form.send()).toBeDisabled();
    // The schemas load with the first submit: the lead goes once they have checked it.
    await vi.waitFor(() => expect(submitLeadMock).toHaveBeenCalledTimes(1));
    expect(submitLeadMock).toHaveBeenCalledWith('contact', {
      from_name: 'Ana Ruiz',
      from_email: 'ana@firm.example',
      service: 'Law Firm Websites',
      message: 'We need a new site.',
      website: '',
    });

    await act(async () => answer({ status: 'sent', message: 'Thank you! We will reply soon.', ...key }));
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Thank you! We will reply soon.');
    expect(banner).toHaveAttribute('data-tone', 'success');
    expect(form.name()).toHaveValue('');
    expect(form.message()).toHaveValue('');
    expect(form.service()).toHaveValue('');

    void act(() => vi.advanceTimersByTime(BANNER_LIFETIME_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    void act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each<[string, SubmitLeadResult, string]>([
    [
      'the server message',
      { status: 'rejected', message: 'Please enter a valid email address.', errors: {}, httpStatus: 400, ...key },
      'Please enter a valid email address.',
    ],
    [
      'the fallback for a silent 500',
      { status: 'unreachable', message: 'The server could not take your request right now.', httpStatus: 500, ...key },
      'Failed to send message',
    ],
    ['the network text', { status: 'unreachable', message: 'offline', ...key }, 'Failed to submit form. Please try again.'],
  ])('shows %s in red, keeps the data and clears the banner after 5 s', async (_case, result, text) => {
    submitLeadMock.mockResolvedValue(result);
    const form = setup();
    await fillValid(form);
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(form.send());
    });

    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent(text);
    expect(banner).toHaveAttribute('data-tone', 'error');
    expect(form.name()).toHaveValue('Ana Ruiz');
    expect(form.send()).toBeEnabled();
    void act(() => vi.advanceTimersByTime(BANNER_LIFETIME_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
