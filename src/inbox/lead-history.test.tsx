import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
    expect(within(items[1]!).getByRole('button', { name: 'Delete the note of 1 Jul 2030, 03:30' })).toBeInTheDocument();
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
    fireEvent.click(screen.getByRole('button', { name: 'Delete the note of 2 Jan 2030, 14:05' }));
    expect(onDelete).toHaveBeenCalledWith('n1');
  });
});
