import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SERVICES } from '@/leads/contact';
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
import { ContactForm } from './contact-form.island';
import { BANNER_LIFETIME_MS } from './contact-messages';

vi.mock('@/leads/submit-lead', async (importOriginal) => ({ ...(await importOriginal<typeof SubmitLeadModule>()), submitLead: vi.fn() }));

setUpLeadFormTests();
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  return {
    ...renderLeadForm(<ContactForm />),
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
    const answer = holdAnswer();
    const form = setup();
    await fillValid(form);
    // Fake clocks from here on: the banner's 5 s start when the answer arrives.
    vi.useFakeTimers();
    await clickSendTwice(form.send, 'Sending...');
    expect(submitLeadMock).toHaveBeenCalledWith('contact', {
      from_name: 'Ana Ruiz',
      from_email: 'ana@firm.example',
      service: 'Law Firm Websites',
      message: 'We need a new site.',
      website: '',
      ...TEST_PAGE_SOURCE,
    });

    await act(async () => answer({ status: 'sent', message: 'Thank you! We will reply soon.', ...leadKey }));
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

  it.each(failedSends('Please enter a valid email address.', 'Failed to send message', 'Failed to submit form. Please try again.'))(
    'shows %s in red, keeps the data and clears the banner after 5 s',
    async (_case, result, text) => {
      const log = captureConsoleError();
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
      expect(log.mock.calls).toEqual(outboxLogFor(result));
      expect(form.name()).toHaveValue('Ana Ruiz');
      expect(form.send()).toBeEnabled();
      void act(() => vi.advanceTimersByTime(BANNER_LIFETIME_MS));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );
});
