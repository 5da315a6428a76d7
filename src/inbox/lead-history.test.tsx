import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/components/theme';
import { renderWithTheme } from '@/test-utils/render';
import { LeadHistory } from './lead-history';

describe("a lead's notes and history", () => {
  it("lists status changes and notes oldest first, in the reader's own time, then the notes still on the device", () => {
    renderWithTheme(
      <LeadHistory
        history={[
          { type: 'status', id: 's1', status: 'handled', at: '2030-01-02T14:05:00.000Z' },
          { type: 'note', id: 'n1', text: 'Called\nback', at: '2030-07-01T03:30:00.000Z' },
        ]}
        queued={[{ entryId: 'e1', text: 'Offline note', createdAt: Date.parse('2030-07-02T16:00:00.000Z'), state: 'pending' }]}
        busy={false}
        onAdd={async () => true}
        onDelete={() => {}}
      />,
    );
    const region = screen.getByRole('region', { name: 'Notes and history' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2 Jan 2030, 14:05Marked handled',
      '1 Jul 2030, 03:30Called\nbackDelete note',
      '2 Jul 2030, 16:00Waiting to sendOffline note',
    ]);
    expect(within(items[1]!).getByRole('button', { name: 'Delete the note of 1 Jul 2030, 03:30: Called back' })).toBeInTheDocument();
  });

  it('says when there is nothing yet, refuses an empty note, and empties the field once the note is taken', async () => {
    const onAdd = vi.fn(async () => true);
    renderWithTheme(<LeadHistory history={undefined} queued={[]} busy={false} onAdd={onAdd} onDelete={() => {}} />);
    expect(screen.getByText('No notes or status changes yet.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Note' });
    expect(field).toHaveAttribute('maxlength', '2000');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note first')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '  Sent a quote  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith('Sent a quote'));
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('keeps the text when the note was refused, and deletes a note by its id', async () => {
    const onDelete = vi.fn();
    renderWithTheme(
      <LeadHistory
        history={[{ type: 'note', id: 'n1', text: 'Old', at: '2030-01-02T14:05:00.000Z' }]}
        queued={[]}
        busy={false}
        onAdd={async () => false}
        onDelete={onDelete}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Note' });
    fireEvent.change(field, { target: { value: 'Kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(field).toHaveValue('Kept'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete the note of 2 Jan 2030, 14:05: Old' }));
    expect(onDelete).toHaveBeenCalledWith('n1');
  });

  it('shows a note deleted on this device struck through and waiting, without a second delete, and says when its deletion was refused', () => {
    const onDelete = vi.fn();
    renderWithTheme(
      <LeadHistory
        history={[
          { type: 'note', id: 'n1', text: 'Going', at: '2030-01-02T14:05:00.000Z' },
          { type: 'note', id: 'n2', text: 'Refused', at: '2030-01-03T14:05:00.000Z' },
          { type: 'note', id: 'n3', text: 'Staying', at: '2030-01-04T14:05:00.000Z' },
        ]}
        queued={[]}
        deletions={
          new Map([
            ['n1', { entryId: 'e1', state: 'pending' as const }],
            ['n2', { entryId: 'e2', state: 'failed' as const, lastError: 'No note with this id' }],
          ])
        }
        busy={false}
        onAdd={async () => true}
        onDelete={onDelete}
      />,
    );
    const items = within(screen.getByRole('region', { name: 'Notes and history' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2 Jan 2030, 14:05GoingDeletion waiting to send',
      '3 Jan 2030, 14:05RefusedDelete noteNot saved: No note with this id',
      '4 Jan 2030, 14:05StayingDelete note',
    ]);
    expect(items.map((item) => item.hasAttribute('data-deleting'))).toEqual([true, false, false]);
    expect(items[0]!.querySelector('del')?.textContent).toBe('Going');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    // A refused deletion can be made again.
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Delete the note of 3 Jan 2030, 14:05: Refused' }));
    expect(onDelete).toHaveBeenCalledWith('n2');
  });

  it("puts the focus on the history's heading once the note deleted from the keyboard is gone, not on the page's start", () => {
    const note = { type: 'note' as const, id: 'n1', text: 'Old', at: '2030-01-02T14:05:00.000Z' };
    const props = { queued: [], busy: false, onAdd: async () => true, onDelete: () => {} };
    const { rerender } = renderWithTheme(<LeadHistory history={[note]} {...props} />);
    const shown = (ui: ReactElement) => rerender(<MantineProvider theme={theme}>{ui}</MantineProvider>);
    const button = screen.getByRole('button', { name: 'Delete the note of 2 Jan 2030, 14:05: Old' });
    button.focus();
    fireEvent.click(button);
    // Still there while it is sent: the focus stays on its button.
    shown(<LeadHistory history={[note]} {...props} busy />);
    expect(document.activeElement).toBe(button);
    shown(<LeadHistory history={[]} {...props} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Notes and history' }));
  });
});
