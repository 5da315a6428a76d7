import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { homeFaq } from '@/content/faq';
import { renderWithTheme } from '@/test-utils/render';
import { FaqAccordion } from './faq-accordion.island';

const question = (index: number) => screen.getByRole('button', { name: homeFaq[index]?.question });

describe('home FAQ accordion', () => {
  it('has ten questions, keeps one open at a time and closes the open one when clicked', async () => {
    const user = userEvent.setup();
    renderWithTheme(<FaqAccordion />);
    expect(homeFaq).toHaveLength(10);
    expect(screen.getAllByRole('button')).toHaveLength(10);
    for (let index = 0; index < 10; index += 1) expect(question(index)).toHaveAttribute('aria-expanded', 'false');

    await user.click(question(0));
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');

    await user.click(question(3));
    expect(question(3)).toHaveAttribute('aria-expanded', 'true');
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');

    await user.click(question(3));
    expect(screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true')).toHaveLength(0);
  });

  it('renders each question as a heading below the section heading', () => {
    renderWithTheme(<FaqAccordion />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10);
  });
});
