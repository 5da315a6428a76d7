import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SELECTED_PRODUCT_KEY } from '@/components/selected-product';
import { QUOTE_SUCCESS_MESSAGE } from '@/leads/quote';
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
import { VALID_QUOTE } from '@/leads/testing/valid-quote';
import { stubReducedMotion } from '@/test-utils/motion';
import { QuoteWizard } from './quote-wizard.island';

vi.mock('@/leads/submit-lead', async (importOriginal) => ({ ...(await importOriginal<typeof SubmitLeadModule>()), submitLead: vi.fn() }));

setUpLeadFormTests();
/** Each scroll the wizard asks for: the element's id, and how. */
let scrolls: { id: string; options: ScrollIntoViewOptions | boolean | undefined }[] = [];
beforeEach(() => {
  scrolls = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options) {
    scrolls.push({ id: this.id, options });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function setup() {
  const { user } = renderLeadForm(<QuoteWizard />);
  const select = (name: RegExp) => screen.getByRole('combobox', { name });
  return {
    user,
    select,
    heading: () => screen.getByRole('heading', { level: 3 }),
    progress: () => screen.getByRole('progressbar', { name: 'Quote progress' }),
    next: () => user.click(screen.getByRole('button', { name: 'Continue' })),
    back: () => user.click(screen.getByRole('button', { name: 'Back' })),
    send: () => screen.getByRole('button', { name: /Request My Proposal|Processing/ }),
  };
}

type Wizard = ReturnType<typeof setup>;

async function fillEverything(wizard: Wizard) {
  await wizard.user.selectOptions(wizard.select(/Project type/), 'Web Application');
  await wizard.user.selectOptions(wizard.select(/Your location/), 'UAE');
  await wizard.user.selectOptions(wizard.select(/Budget range/), '$5,000 - $10,000');
  await wizard.next();
  await wizard.user.selectOptions(wizard.select(/Timeline/), '1-2 months');
  await wizard.user.click(screen.getByRole('checkbox', { name: 'User Accounts' }));
  await wizard.user.click(screen.getByRole('checkbox', { name: 'Mobile Responsive' }));
  await wizard.user.type(screen.getByRole('textbox', { name: /Additional information/ }), 'Patient portal');
  await wizard.next();
  await wizard.user.type(screen.getByRole('textbox', { name: /Email address/ }), 'owner@clinic.example');
  await wizard.user.type(screen.getByRole('textbox', { name: /Phone/ }), '+971 4 123 4567');
}

describe('QuoteWizard', () => {
  it("walks the three titled steps with the progress at step/3, staying within 1..3, scrolling to the top of the wizard's card", async () => {
    const wizard = setup();
    expect(wizard.heading()).toHaveTextContent('Tell Us About Your Project');
    expect(wizard.progress()).toHaveAttribute('aria-valuenow', '1');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await wizard.next();
    expect(wizard.heading()).toHaveTextContent('Project Details & Timeline');
    expect(wizard.progress()).toHaveAttribute('aria-valuenow', '2');
    expect(wizard.heading()).toHaveFocus();
    // The card, not the page: the visitor stays with the wizard.
    expect(scrolls).toEqual([{ id: 'quote-form', options: { block: 'start', inline: 'nearest', behavior: 'smooth' } }]);
    expect(window.scrollTo).not.toHaveBeenCalled();

    await wizard.next();
    expect(wizard.heading()).toHaveTextContent('Contact Information');
    expect(wizard.progress()).toHaveAttribute('aria-valuenow', '3');
    expect(wizard.progress()).toHaveAttribute('aria-valuetext', 'Step 3 of 3: Contact Information');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(wizard.send()).toHaveTextContent('Request My Proposal');

    await wizard.back();
    await wizard.back();
    expect(wizard.heading()).toHaveTextContent('Tell Us About Your Project');
    expect(wizard.heading()).toHaveFocus();
    expect(scrolls.map((scroll) => scroll.id)).toEqual(['quote-form', 'quote-form', 'quote-form', 'quote-form']);
  });

  it('jumps to the card at once, without gliding, for a visitor who asks for reduced motion', async () => {
    stubReducedMotion(true);
    const wizard = setup();
    await wizard.next();
    expect(wizard.heading()).toHaveFocus();
    expect(scrolls).toEqual([{ id: 'quote-form', options: { block: 'start', inline: 'nearest', behavior: 'instant' } }]);
  });

  it('offers the contract option lists and the six must-have features', async () => {
    const wizard = setup();
    const optionCount = (name: RegExp) => (wizard.select(name) as HTMLSelectElement).options.length - 1;
    expect(optionCount(/Project type/)).toBe(7);
    expect(optionCount(/Your location/)).toBe(11);
    expect(optionCount(/Budget range/)).toBe(5);
    await wizard.next();
    expect(optionCount(/Timeline/)).toBe(5);
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
  });

  it('keeps every value when moving back and forth', async () => {
    const wizard = setup();
    await fillEverything(wizard);
    await wizard.back();
    expect(screen.getByRole('checkbox', { name: 'User Accounts' })).toBeChecked();
    expect(wizard.select(/Timeline/)).toHaveValue('1-2 months');
    await wizard.back();
    expect(wizard.select(/Project type/)).toHaveValue('Web Application');
    await wizard.next();
    await wizard.next();
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('owner@clinic.example');
  });

  it("says 'Please fill in all required fields' for a missing timeline too, and takes the visitor to it", async () => {
    const wizard = setup();
    await wizard.user.selectOptions(wizard.select(/Project type/), 'Web Application');
    await wizard.user.selectOptions(wizard.select(/Your location/), 'UAE');
    await wizard.user.selectOptions(wizard.select(/Budget range/), 'Not sure yet');
    await wizard.next();
    await wizard.next();
    await wizard.user.type(screen.getByRole('textbox', { name: /Email address/ }), 'owner@clinic.example');
    await wizard.user.click(wizard.send());

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(wizard.heading()).toHaveTextContent('Project Details & Timeline');
    await waitFor(() => expect(wizard.select(/Timeline/)).toHaveFocus());
    expect(wizard.select(/Timeline/)).toHaveAttribute('aria-invalid', 'true');
    expect(submitLeadMock).not.toHaveBeenCalled();
  });

  it('goes to the first step with a missing field when everything is empty', async () => {
    const wizard = setup();
    await wizard.next();
    await wizard.next();
    await wizard.user.click(wizard.send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(wizard.heading()).toHaveTextContent('Tell Us About Your Project');
    await waitFor(() => expect(wizard.select(/Project type/)).toHaveFocus());
  });

  it("sends once with the features, shows 'Processing...', then clears the form, returns to step 1 and thanks in green", async () => {
    const answer = holdAnswer();
    const wizard = setup();
    await fillEverything(wizard);
    await clickSendTwice(wizard.send, 'Processing...');
    expect(submitLeadMock).toHaveBeenCalledWith('quote', { ...VALID_QUOTE, website: '', ...TEST_PAGE_SOURCE });

    await act(async () => answer({ status: 'sent', message: 'stored', ...leadKey }));
    const message = screen.getByRole('status');
    expect(message).toHaveTextContent(QUOTE_SUCCESS_MESSAGE);
    expect(message).toHaveAttribute('data-tone', 'success');
    expect(wizard.heading()).toHaveTextContent('Tell Us About Your Project');
    expect(wizard.select(/Project type/)).toHaveValue('');
    await wizard.next();
    expect(screen.getByRole('checkbox', { name: 'User Accounts' })).not.toBeChecked();
  });

  it.each(failedSends('Please choose a timeline.', 'Failed to submit request', 'An error occurred. Please try again later.'))(
    'shows %s in red and keeps the data',
    async (_case, result, text) => {
      const log = captureConsoleError();
      submitLeadMock.mockResolvedValue(result);
      const wizard = setup();
      await fillEverything(wizard);
      await wizard.user.click(wizard.send());
      const message = await screen.findByRole('alert');
      expect(message).toHaveTextContent(text);
      expect(message).toHaveAttribute('data-tone', 'error');
      expect(log.mock.calls).toEqual(outboxLogFor(result));
      expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('owner@clinic.example');
      expect(wizard.send()).toBeEnabled();
    },
  );
});

describe('QuoteWizard with a product chosen on a product page', () => {
  it('shows the banner, sets the project type, prefills the details and removes the key', async () => {
    window.localStorage.setItem(SELECTED_PRODUCT_KEY, JSON.stringify({ name: 'VenuePro', tier: 'White Label', type: 'Event Venue Booking System' }));
    const wizard = setup();
    const banner = await screen.findByText('Requesting a quote for');
    expect(banner.closest('[role="note"]')).toHaveTextContent(/VenuePro\s*White Label\s*Event Venue Booking System/);
    expect(wizard.select(/Project type/)).toHaveValue('Event Venue Booking System');
    expect(window.localStorage.getItem(SELECTED_PRODUCT_KEY)).toBeNull();
    await wizard.next();
    expect(screen.getByRole('textbox', { name: /Additional information/ })).toHaveValue('Product: VenuePro (White Label)\n\nAdditional Requirements:\n');
  });

  it('only logs a stored value it cannot parse', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(SELECTED_PRODUCT_KEY, '{not json');
    const wizard = setup();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(wizard.select(/Project type/)).toHaveValue('');
    expect(screen.queryByText('Requesting a quote for')).not.toBeInTheDocument();
  });
});
