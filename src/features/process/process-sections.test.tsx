import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { processSteps, processTestimonials } from '@/content/process';
import { renderWithTheme } from '@/test-utils/render';
import { ProcessTabs } from './process-tabs.island';
import { ProcessTestimonials } from './process-testimonials.island';

describe('process page', () => {
  it('shows the five steps as tabs, one panel at a time', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ProcessTabs />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.replace(/^\d/, ''))).toEqual(processSteps.map((step) => step.title));
    expect(processSteps.map((step) => step.title)).toEqual(['Discovery Consultation', 'Strategic Proposal', 'Design Sprint', 'Development', 'Launch & Growth']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(tabs[2] as HTMLElement);
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(processSteps[2]?.summary ?? '');
  });

  it('expands one client story at a time', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ProcessTestimonials />);
    const buttons = () => screen.getAllByRole('button');
    const [first, second] = processTestimonials;
    if (!first || !second) throw new Error('missing stories');

    expect(screen.queryByText(first.quote)).toBeNull();
    await user.click(buttons()[0] as HTMLElement);
    expect(screen.getByText(first.quote)).toBeInTheDocument();
    await user.click(buttons()[1] as HTMLElement);
    expect(screen.queryByText(first.quote)).toBeNull();
    expect(screen.getByText(second.quote)).toBeInTheDocument();
    await user.click(buttons()[1] as HTMLElement);
    expect(screen.queryByText(second.quote)).toBeNull();
  });
});
