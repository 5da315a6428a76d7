import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SERVICE_FEATURES_SHOWN, serviceBlocks } from '@/content/services';
import { renderRoute } from '@/test-utils/render';

function block(title: string) {
  const article = screen.getByRole('heading', { level: 3, name: title }).closest('article');
  if (!article) throw new Error(`no block for ${title}`);
  return within(article);
}

describe('service blocks', () => {
  it('are three blocks of twelve features, three shown by default, each with View Details to /get-quote', async () => {
    await renderRoute('/services');
    expect(serviceBlocks.map((item) => item.title)).toEqual(['Custom Web Development', 'E-commerce Solutions', 'SEO & Digital Marketing']);
    for (const item of serviceBlocks) {
      expect(item.features).toHaveLength(12);
      expect(item.pageLink).toBe('/get-quote');
      expect(block(item.title).getAllByRole('listitem')).toHaveLength(SERVICE_FEATURES_SHOWN);
      expect(block(item.title).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/get-quote');
    }
    expect(SERVICE_FEATURES_SHOWN).toBe(3);
  });

  it('shows all features of one block at a time; Show Less folds it again', async () => {
    const user = userEvent.setup();
    await renderRoute('/services');
    const [first, second] = serviceBlocks;
    if (!first || !second) throw new Error('missing blocks');

    await user.click(block(first.title).getByRole('button', { name: /Show All/ }));
    expect(block(first.title).getAllByRole('listitem')).toHaveLength(12);
    expect(block(first.title).getByRole('button', { name: /Show Less/ })).toHaveAttribute('aria-expanded', 'true');

    await user.click(block(second.title).getByRole('button', { name: /Show All/ }));
    expect(block(second.title).getAllByRole('listitem')).toHaveLength(12);
    expect(block(first.title).getAllByRole('listitem')).toHaveLength(3);

    await user.click(block(second.title).getByRole('button', { name: /Show Less/ }));
    expect(block(second.title).getAllByRole('listitem')).toHaveLength(3);
  });
});
