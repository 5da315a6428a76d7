import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test-utils/render';
import { BulkBar } from './bulk-bar';

function bar(props: Partial<Parameters<typeof BulkBar>[0]> = {}) {
  const handlers = { onChoosePage: vi.fn(), onChooseAllMatching: vi.fn(), onClear: vi.fn(), onAction: vi.fn(async () => undefined) };
  renderWithTheme(<BulkBar shown={50} chosen={0} allMatching={false} total={52} busy={false} {...handlers} {...props} />);
  return handlers;
}

describe('the bar of bulk actions above the list', () => {
  it('offers only the page checkbox while nothing is chosen', () => {
    const { onChoosePage } = bar();
    const page = screen.getByRole('checkbox', { name: 'Select every lead on this page' });
    expect(page).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Act on the selected leads' })).toBeNull();
    fireEvent.click(page);
    expect(onChoosePage).toHaveBeenCalledWith(true);
  });

  it('says how many are chosen, shows the page checkbox as partly ticked, and acts on them', async () => {
    const { onAction, onClear } = bar({ chosen: 25 });
    expect(screen.getByText('25 leads selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select every lead on this page' })).toHaveProperty('indeterminate', true);
    expect(screen.queryByRole('button', { name: 'Select all 52 matching' })).toBeNull();
    const actions = screen.getByRole('group', { name: 'Act on the selected leads' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark handled', 'Archive', 'Spam', 'Delete']);
    fireEvent.click(within(actions).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('handled'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear the selection' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('offers every matching lead once the whole page is chosen and more match, and says when they are', () => {
    const { onChooseAllMatching } = bar({ chosen: 50 });
    expect(screen.getByRole('checkbox', { name: 'Select every lead on this page' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Select all 52 matching' }));
    expect(onChooseAllMatching).toHaveBeenCalledTimes(1);
  });

  it('names every match once all are chosen, and offers no more', () => {
    bar({ chosen: 50, allMatching: true, total: 1234 });
    expect(screen.getByText('All 1,234 matching leads selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Select all/ })).toBeNull();
  });

  it('deletes only after one confirmation in a dialog, and Cancel deletes nothing', async () => {
    const { onAction } = bar({ chosen: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 leads?' });
    expect(
      within(dialog).getByText('The leads, their notes, notification mails and webhook deliveries are deleted from the server. This cannot be undone.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onAction).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete 3 leads?' })).getByRole('button', { name: 'Delete leads' }));
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('delete'));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
