import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pathFaq } from '@/content/faq';
import { renderWithTheme } from '@/test-utils/render';
import { PathFaq } from './path-faq.island';

describe('path page FAQ', () => {
  it('shows and hides its five questions together', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PathFaq items={pathFaq} />);
    expect(pathFaq).toHaveLength(5);
    const toggle = screen.getByRole('button');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    await user.click(toggle);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });
});
