import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOutboxDatabase, putEntry, type LeadChangeEntry, type StatusChangeEntry } from '@/outbox/outbox-db';
import { listOutbox } from '@/outbox/outbox';
import { addNote, bulkChange, changeStatus, deleteNote, summarizeChanges } from './lead-changes';

const answers: Response[] = [];
const sent: { url: string; method: string; body: unknown; key: string | null }[] = [];

beforeEach(async () => {
  await closeOutboxDatabase();
  globalThis.indexedDB = new IDBFactory();
  answers.length = 0;
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, method: String(init.method), body: JSON.parse(String(init.body)), key: new Headers(init.headers).get('Idempotency-Key') });
      const answer = answers.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      return answer;
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function entry(fields: Partial<LeadChangeEntry> & Pick<LeadChangeEntry, 'action' | 'leadIds' | 'body'>, createdAt: number): LeadChangeEntry {
  return {
    id: `e${createdAt}`,
    kind: 'lead-change',
    method: 'POST',
    endpoint: '/x',
    idempotencyKey: `k${createdAt}`,
    createdAt,
    attempts: 1,
    nextAttemptAt: 0,
    state: 'pending',
    ...fields,
  };
}

describe("the studio's changes to leads", () => {
  it('sends a note, a note deletion and a bulk action at once when the server answers, each with a key of its own', async () => {
    answers.push(ok({ message: 'Note added' }), ok({ message: 'Note deleted' }), ok({ message: '2 leads archived' }), ok({ message: '9 leads marked spam' }));
    expect(await addNote('lead/1', 'Called')).toEqual({ status: 'sent', message: 'Note added' });
    expect(await deleteNote('lead/1', 'n 1')).toEqual({ status: 'sent', message: 'Note deleted' });
    expect(await bulkChange('archived', { ids: ['a', 'b'] })).toEqual({ status: 'sent', message: '2 leads archived' });
    expect(await bulkChange('spam', { filters: { status: 'new', q: ' shop ', kind: 'contact', from: '2030-03-01', to: '2030-03-31' } })).toEqual({
      status: 'sent',
      message: '9 leads marked spam',
    });
    expect(sent.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      { url: '/api/admin/leads/lead%2F1/notes', method: 'POST', body: { text: 'Called' } },
      { url: '/api/admin/leads/lead%2F1/notes/n%201', method: 'DELETE', body: {} },
      { url: '/api/admin/leads/bulk', method: 'POST', body: { action: 'archived', ids: ['a', 'b'] } },
      // The list's own query: its until is the day after the last one wanted.
      {
        url: '/api/admin/leads/bulk',
        method: 'POST',
        body: { action: 'spam', filter: { kind: 'contact', status: 'new', q: 'shop', since: '2030-03-01', until: '2030-04-01' } },
      },
    ]);
    expect(new Set(sent.map((request) => request.key)).size).toBe(4);
    expect(await listOutbox()).toEqual([]);
  });

  it('keeps a change the server could not take with the key it was sent with, and puts later ones behind it', async () => {
    expect(await bulkChange('handled', { ids: ['a', 'b'] })).toEqual({ status: 'queued' });
    expect(await addNote('a', 'Later')).toEqual({ status: 'queued' });
    // Only the first was tried: the note waits behind the bulk action without being sent first.
    expect(sent).toHaveLength(1);
    const queued = await listOutbox();
    expect(queued).toEqual([
      expect.objectContaining({
        kind: 'lead-change',
        method: 'POST',
        action: 'bulk',
        leadIds: ['a', 'b'],
        endpoint: '/api/admin/leads/bulk',
        idempotencyKey: sent[0]!.key,
      }),
      expect.objectContaining({
        kind: 'lead-change',
        method: 'POST',
        action: 'note',
        leadIds: ['a'],
        endpoint: '/api/admin/leads/a/notes',
        body: { text: 'Later' },
      }),
    ]);
    expect(queued[1]!.idempotencyKey).not.toBe(sent[0]!.key);
  });

  it("gives the server's refusal back and keeps nothing", async () => {
    answers.push(new Response(JSON.stringify({ message: 'text must be the note' }), { status: 400 }));
    expect(await addNote('a', '')).toEqual({ status: 'refused', message: 'text must be the note', httpStatus: 400 });
    answers.push(ok({ message: 'Marked spam' }));
    expect(await changeStatus('a', 'spam')).toEqual({ status: 'sent', message: 'Marked spam' });
    expect(sent[1]).toMatchObject({ url: '/api/admin/leads/a', method: 'PATCH', body: { status: 'spam' } });
    expect(await listOutbox()).toEqual([]);
  });

  it('tells per lead what waits: the latest status (none for a deletion), the notes in order, and the actions on a filter', async () => {
    const legacy: StatusChangeEntry = {
      id: 'old',
      kind: 'lead-status',
      leadId: 'a',
      endpoint: '/api/admin/leads/a',
      body: { status: 'archived' },
      idempotencyKey: 'k0',
      createdAt: 0,
      attempts: 1,
      nextAttemptAt: 0,
      state: 'pending',
    };
    const summary = summarizeChanges([
      legacy,
      entry({ action: 'status', method: 'PATCH', leadIds: ['b'], body: { status: 'spam' } }, 1),
      entry({ action: 'bulk', leadIds: ['a', 'c'], body: { action: 'handled', ids: ['a', 'c'] } }, 2),
      entry({ action: 'note', leadIds: ['a'], body: { text: 'First' } }, 3),
      entry({ action: 'note', leadIds: ['a'], body: { text: 'Second' }, state: 'failed', lastError: 'Signed out' }, 4),
      entry({ action: 'bulk', leadIds: ['b'], body: { action: 'delete', ids: ['b'] } }, 5),
      entry({ action: 'bulk', leadIds: [], body: { action: 'spam', filter: {} } }, 6),
      entry({ action: 'note-delete', method: 'DELETE', leadIds: ['c'], body: {} }, 7),
    ]);
    expect(Object.fromEntries(summary.byLead)).toEqual({
      a: { entryId: 'e2', status: 'handled', state: 'pending', lastError: undefined },
      b: { entryId: 'e5', status: undefined, state: 'pending', lastError: undefined },
      c: { entryId: 'e2', status: 'handled', state: 'pending', lastError: undefined },
    });
    expect(summary.notes.get('a')).toEqual([
      { entryId: 'e3', text: 'First', createdAt: 3, state: 'pending', lastError: undefined },
      { entryId: 'e4', text: 'Second', createdAt: 4, state: 'failed', lastError: 'Signed out' },
    ]);
    expect(summary.filterActions).toBe(1);
    expect(summarizeChanges([legacy]).byLead.get('a')?.status).toBe('archived');
  });

  it('tells which notes a deletion kept on the device names, by the address deleteNote sent it to', async () => {
    // Offline: the deletion is kept, with the address it was sent to.
    expect(await deleteNote('lead/1', 'n 1')).toEqual({ status: 'queued' });
    const kept = (await listOutbox()) as LeadChangeEntry[];
    expect(kept.map(({ endpoint, action, method }) => ({ endpoint, action, method }))).toEqual([
      { endpoint: '/api/admin/leads/lead%2F1/notes/n%201', action: 'note-delete', method: 'DELETE' },
    ]);
    expect(Object.fromEntries(summarizeChanges(kept).noteDeletions)).toEqual({
      'n 1': { entryId: kept[0]!.id, state: 'pending', lastError: 'We could not reach the server. Please check your connection.' },
    });

    const summary = summarizeChanges([
      entry({ action: 'note-delete', method: 'DELETE', endpoint: '/api/admin/leads/c/notes/n2', leadIds: ['c'], body: {} }, 1),
      entry(
        {
          action: 'note-delete',
          method: 'DELETE',
          endpoint: '/api/admin/leads/c/notes/n3',
          leadIds: ['c'],
          body: {},
          state: 'failed',
          lastError: 'Signed out',
        },
        2,
      ),
      // The same note deleted again: the latest entry tells.
      entry(
        { action: 'note-delete', method: 'DELETE', endpoint: '/api/admin/leads/c/notes/n2', leadIds: ['c'], body: {}, state: 'failed', lastError: 'Gone' },
        3,
      ),
      // An address that is not the lead's notes, one that does not decode, one with no lead: no note named.
      entry({ action: 'note-delete', method: 'DELETE', endpoint: '/api/admin/leads/d/notes/n4', leadIds: ['c'], body: {} }, 4),
      entry({ action: 'note-delete', method: 'DELETE', endpoint: '/api/admin/leads/c/notes/%E0%A4%A', leadIds: ['c'], body: {} }, 5),
      entry({ action: 'note-delete', method: 'DELETE', endpoint: '/api/admin/leads/c/notes/n5', leadIds: [], body: {} }, 6),
    ]);
    expect(Object.fromEntries(summary.noteDeletions)).toEqual({
      n2: { entryId: 'e3', state: 'failed', lastError: 'Gone' },
      n3: { entryId: 'e2', state: 'failed', lastError: 'Signed out' },
    });
    // A note's deletion changes no lead's status and adds no note.
    expect(summary.byLead.size).toBe(0);
    expect(summary.notes.size).toBe(0);
  });

  it('reads what the device holds, old entries too', async () => {
    await putEntry(entry({ action: 'note', leadIds: ['z'], body: { text: 'Kept' } }, 9));
    expect(
      summarizeChanges((await listOutbox()) as LeadChangeEntry[])
        .notes.get('z')
        ?.map((note) => note.text),
    ).toEqual(['Kept']);
  });
});
