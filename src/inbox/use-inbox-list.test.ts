import { describe, expect, it } from 'vitest';
import type { InboxLead, InboxPage } from './inbox-api';
import { mergeFirstPage } from './use-inbox-list';

function lead(id: string, minute: number, status: InboxLead['status'] = 'new'): InboxLead {
  return { id, kind: 'contact', createdAt: `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`, status, statusChangedAt: null, data: {} };
}

function page(leads: InboxLead[], nextCursor: string | null, total = leads.length): InboxPage {
  return { leads, nextCursor, counts: { new: total, handled: 0, spam: 0, archived: 0 }, total };
}

describe('the first page merged into the list shown', () => {
  it('puts leads that arrived on top and counts them', () => {
    const shown = page([lead('b', 2), lead('a', 1)], null);
    const merged = mergeFirstPage(shown, page([lead('c', 3), lead('b', 2), lead('a', 1)], null));
    expect(merged.page.leads.map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(merged.arrived).toBe(1);
    expect(merged.page.total).toBe(3);
  });

  it('drops a lead that no longer matches when the fresh page holds every match', () => {
    const shown = page([lead('c', 3), lead('b', 2), lead('a', 1)], null);
    const merged = mergeFirstPage(shown, page([lead('c', 3), lead('b', 2)], null));
    expect(merged.page.leads.map((item) => item.id)).toEqual(['c', 'b']);
    expect(merged.arrived).toBe(0);
  });

  it('keeps the leads of pages loaded later, past the fresh page, with their cursor', () => {
    const shown = { ...page([lead('d', 4), lead('c', 3), lead('b', 2), lead('a', 1)], 'cursor-after-a'), total: 9 };
    const merged = mergeFirstPage(shown, page([lead('d', 4, 'handled'), lead('c', 3)], 'cursor-after-c', 9));
    expect(merged.page.leads.map((item) => [item.id, item.status])).toEqual([
      ['d', 'handled'],
      ['c', 'new'],
      ['b', 'new'],
      ['a', 'new'],
    ]);
    expect(merged.page.nextCursor).toBe('cursor-after-a');
  });
});
