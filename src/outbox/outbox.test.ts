import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitLead, type SubmitLeadResult } from '@/leads/submit-lead';
import { closeOutboxDatabase, isLeadEntry, putEntry, type StatusChangeEntry } from './outbox-db';
import {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  EXPIRED_MESSAGE,
  OUTBOX_ENTRY_TTL_MS,
  backoffDelay,
  discardEntry,
  enqueueLead,
  enqueueLeadChange,
  listOutbox,
  markForRetry,
  onOutboxEvent,
  replayForSync,
  replayOutbox,
  type OutboxEvent,
} from './outbox';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

/** A status change as earlier versions of the inbox kept it: still on some devices. */
function legacyStatusChange(key: string, createdAt: number): StatusChangeEntry {
  return {
    id: `legacy-${key}`,
    kind: 'lead-status',
    leadId: 'lead-9',
    endpoint: '/api/admin/leads/lead-9',
    body: { status: 'handled' },
    idempotencyKey: key,
    createdAt,
    attempts: 1,
    nextAttemptAt: createdAt,
    state: 'pending',
  };
}

type Submit = NonNullable<Parameters<typeof replayOutbox>[0]>['submit'];

function answering(...results: Array<SubmitLeadResult['status'] | SubmitLeadResult>) {
  const calls: Array<{ kind: string; body: unknown; key: string | undefined }> = [];
  const submit = vi.fn(async (kind: string, body: unknown, options?: { idempotencyKey?: string }) => {
    calls.push({ kind, body, key: options?.idempotencyKey });
    const next = results.length > 1 ? results.shift() : results[0];
    const key = options?.idempotencyKey ?? 'generated';
    if (typeof next === 'object') return next;
    if (next === 'sent') return { status: 'sent', message: 'Stored', idempotencyKey: key } as const;
    if (next === 'rejected')
      return { status: 'rejected', message: 'Please enter a valid email address', errors: {}, httpStatus: 400, idempotencyKey: key } as const;
    return { status: 'unreachable', message: 'We could not reach the server.', idempotencyKey: key } as const;
  });
  return { submit: submit as unknown as Submit, calls };
}

async function queue(email: string, key: string, now = T0) {
  return enqueueLead({ kind: 'newsletter', body: { email }, idempotencyKey: key, now });
}

beforeEach(async () => {
  await closeOutboxDatabase();
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => vi.restoreAllMocks());

describe('the lead outbox', () => {
  it('is read on a device that never queued a lead without creating its database', async () => {
    expect(await listOutbox()).toEqual([]);
    expect(await indexedDB.databases()).toEqual([]);
    await queue('first@example.com', 'key-first');
    expect((await indexedDB.databases()).map((info) => info.name)).toEqual(['kestrel-lead-outbox']);
    expect((await listOutbox()).map((entry) => entry.idempotencyKey)).toEqual(['key-first']);
  });

  it('keeps what the outbox needs to replay a lead exactly', async () => {
    const entry = await enqueueLead({
      kind: 'contact',
      body: { from_name: 'Ada', from_email: 'ada@example.com', message: 'Hello' },
      idempotencyKey: 'key-1',
      lastError: 'offline',
      now: T0,
    });
    expect(entry).toMatchObject({
      kind: 'contact',
      endpoint: '/api/contact.js',
      idempotencyKey: 'key-1',
      createdAt: T0,
      state: 'pending',
      lastError: 'offline',
    });
    expect(await listOutbox()).toEqual([entry]);
  });

  it('replays in creation order with the original Idempotency-Key, and removes delivered leads', async () => {
    await queue('second@example.com', 'key-b', T0 + 1000);
    await queue('first@example.com', 'key-a', T0);
    const { submit, calls } = answering('sent');
    const report = await replayOutbox({ submit, now: () => T0 + 5000 });
    expect(calls.map((call) => [call.body, call.key])).toEqual([
      [{ email: 'first@example.com' }, 'key-a'],
      [{ email: 'second@example.com' }, 'key-b'],
    ]);
    expect(report?.delivered).toHaveLength(2);
    expect(await listOutbox()).toEqual([]);
  });

  it('marks a refused lead (4xx) failed with the server message and goes on with the next', async () => {
    await queue('bad@example', 'key-a', T0);
    await queue('good@example.com', 'key-b', T0 + 1);
    const { submit } = answering('rejected', 'sent');
    const report = await replayOutbox({ submit, now: () => T0 + 10 });
    expect(report?.failed.map((entry) => entry.idempotencyKey)).toEqual(['key-a']);
    expect(report?.delivered.map((entry) => entry.idempotencyKey)).toEqual(['key-b']);
    const [failed] = await listOutbox();
    expect(failed).toMatchObject({ state: 'failed', lastError: 'Please enter a valid email address' });

    // A failed lead is not retried automatically...
    const again = answering('sent');
    await replayOutbox({ submit: again.submit, now: () => T0 + BACKOFF_MAX_MS });
    expect(again.calls).toHaveLength(0);
    // ...only when the visitor asks, and then with the same key.
    await markForRetry(failed!.id, T0 + 20);
    await replayOutbox({ submit: again.submit, now: () => T0 + 20 });
    expect(again.calls.map((call) => call.key)).toEqual(['key-a']);
    expect(await listOutbox()).toEqual([]);
  });

  it("marks a replayed booking whose slot was taken meanwhile as needing attention with the server's message; a key still in progress stays pending", async () => {
    const slotTaken = 'That time has just been booked by someone else. Please choose another slot.';
    const body = { email: 'kim@clinic.example', consultationType: 'Phone Consultation', date: '2099-03-02', time: '10:00 AM' };
    await enqueueLead({ kind: 'booking', body, idempotencyKey: 'key-busy', now: T0 });
    await enqueueLead({ kind: 'booking', body: { ...body, time: '11:00 AM' }, idempotencyKey: 'key-taken', now: T0 + 1 });
    // The real answer sorting, with the server's answers: first the key in progress, then the slot taken.
    const answers = [
      new Response(JSON.stringify({ message: 'This request is already being processed. Please wait a moment.' }), {
        status: 409,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
      }),
      new Response(JSON.stringify({ message: slotTaken, code: 'slot-taken' }), { status: 409, headers: { 'Content-Type': 'application/json' } }),
    ];
    const fetchStub = vi.fn<typeof fetch>(async () => answers.shift()!);
    const submit: Submit = (kind, lead, options) => submitLead(kind, lead, { ...options, fetch: fetchStub });
    const events: OutboxEvent[] = [];
    const stop = onOutboxEvent((event) => events.push(event));

    const busy = await replayOutbox({ now: () => T0 + 10, submit });
    expect(busy?.stillPending.map((entry) => entry.idempotencyKey)).toEqual(['key-busy', 'key-taken']);
    expect(busy?.failed).toEqual([]);
    expect((await listOutbox()).find((entry) => entry.idempotencyKey === 'key-busy')).toMatchObject({ state: 'pending', attempts: 2 });

    await discardEntry((await listOutbox()).find((entry) => entry.idempotencyKey === 'key-busy')!.id);
    const taken = await replayOutbox({ now: () => T0 + 20, submit });
    expect(taken?.failed.map((entry) => entry.idempotencyKey)).toEqual(['key-taken']);
    expect(await listOutbox()).toEqual([expect.objectContaining({ idempotencyKey: 'key-taken', state: 'failed', lastError: slotTaken })]);
    await vi.waitFor(() => expect(events).toContainEqual(expect.objectContaining({ type: 'failed', kind: 'booking', message: slotTaken })));
    stop();
  });

  it('keeps an unreachable lead with its attempts and a backed-off next try, and stops there to keep the order', async () => {
    await queue('first@example.com', 'key-a', T0);
    await queue('second@example.com', 'key-b', T0 + 1);
    const down = answering('unreachable');
    const report = await replayOutbox({ submit: down.submit, now: () => T0 });
    expect(down.calls).toHaveLength(1);
    expect(report?.stillPending).toHaveLength(2);
    const [first] = await listOutbox();
    expect(first).toMatchObject({ state: 'pending', attempts: 2, nextAttemptAt: T0 + backoffDelay(2) });

    // Before the backoff has elapsed an automatic replay sends nothing.
    const up = answering('sent');
    await replayOutbox({ submit: up.submit, now: () => T0 + backoffDelay(2) - 1 });
    expect(up.calls).toHaveLength(0);
    // Once it has, both go, oldest first, with their original keys.
    await replayOutbox({ submit: up.submit, now: () => T0 + backoffDelay(2) });
    expect(up.calls.map((call) => call.key)).toEqual(['key-a', 'key-b']);
    expect(await listOutbox()).toEqual([]);
  });

  it('honours Retry-After when it is longer than the backoff', async () => {
    await queue('a@example.com', 'key-a', T0);
    const { submit } = answering({ status: 'unreachable', message: 'Busy', idempotencyKey: 'key-a', httpStatus: 503, retryAfterSeconds: 600 });
    await replayOutbox({ submit, now: () => T0 });
    const [entry] = await listOutbox();
    expect(entry?.nextAttemptAt).toBe(T0 + 600_000);
  });

  it('keeps a lead whose first attempt the server put off until its Retry-After, and due at once without one', async () => {
    const entry = await enqueueLead({
      kind: 'newsletter',
      body: { email: 'a@example.com' },
      idempotencyKey: 'key-a',
      lastError: 'Busy',
      retryAfterSeconds: 120,
      now: T0,
    });
    expect(entry).toMatchObject({ attempts: 1, nextAttemptAt: T0 + 120_000, lastError: 'Busy' });
    const up = answering('sent');
    await replayOutbox({ submit: up.submit, now: () => T0 + 119_999 });
    expect(up.calls).toHaveLength(0);
    await replayOutbox({ submit: up.submit, now: () => T0 + 120_000 });
    expect(up.calls.map((call) => call.key)).toEqual(['key-a']);

    const offline = await enqueueLead({ kind: 'newsletter', body: { email: 'b@example.com' }, idempotencyKey: 'key-b', lastError: 'offline', now: T0 });
    expect(offline.nextAttemptAt).toBe(T0);
  });

  it('ignores the backoff when asked (coming back online, Retry)', async () => {
    await queue('a@example.com', 'key-a', T0);
    await replayOutbox({ submit: answering('unreachable').submit, now: () => T0 });
    const up = answering('sent');
    await replayOutbox({ submit: up.submit, now: () => T0 + 1, ignoreBackoff: true });
    expect(up.calls).toHaveLength(1);
  });

  it("keeps to the server's Retry-After when the visitor comes back or the connection does, and not when they press Retry", async () => {
    await queue('a@example.com', 'key-a', T0);
    await queue('b@example.com', 'key-b', T0 + 1);
    const busy = answering({ status: 'unreachable', message: 'Busy', idempotencyKey: 'key-a', httpStatus: 503, retryAfterSeconds: 600 });
    await replayOutbox({ submit: busy.submit, now: () => T0 });
    expect((await listOutbox())[0]).toMatchObject({ attempts: 2, nextAttemptAt: T0 + 600_000, retryAfterUntil: T0 + 600_000 });

    const up = answering('sent');
    await replayOutbox({ submit: up.submit, now: () => T0 + 599_999, ignoreBackoff: true, keepRetryAfter: true });
    expect(up.calls).toHaveLength(0);
    await replayOutbox({ submit: up.submit, now: () => T0 + 1_000, ignoreBackoff: true });
    expect(up.calls.map((call) => call.key)).toEqual(['key-a', 'key-b']);
  });

  it("sends a lead whose backoff has not elapsed when the visitor comes back, and one whose first attempt's Retry-After has passed", async () => {
    await queue('a@example.com', 'key-a', T0);
    await replayOutbox({ submit: answering('unreachable').submit, now: () => T0 });
    await replayOutbox({ submit: answering('unreachable').submit, now: () => T0 + backoffDelay(2) });
    expect((await listOutbox())[0]).toMatchObject({ attempts: 3, nextAttemptAt: T0 + backoffDelay(2) + backoffDelay(3) });
    expect((await listOutbox())[0]?.retryAfterUntil).toBeUndefined();
    const up = answering('sent');
    await replayOutbox({ submit: up.submit, now: () => T0 + backoffDelay(2) + 1, ignoreBackoff: true, keepRetryAfter: true });
    expect(up.calls.map((call) => call.key)).toEqual(['key-a']);

    const putOff = await enqueueLead({ kind: 'newsletter', body: { email: 'c@example.com' }, idempotencyKey: 'key-c', retryAfterSeconds: 120, now: T0 });
    expect(putOff).toMatchObject({ nextAttemptAt: T0 + 120_000, retryAfterUntil: T0 + 120_000 });
    const later = answering('sent');
    await replayOutbox({ submit: later.submit, now: () => T0 + 119_999, ignoreBackoff: true, keepRetryAfter: true });
    expect(later.calls).toHaveLength(0);
    await replayOutbox({ submit: later.submit, now: () => T0 + 120_000, ignoreBackoff: true, keepRetryAfter: true });
    expect(later.calls.map((call) => call.key)).toEqual(['key-c']);
  });

  it('doubles the backoff up to its ceiling', () => {
    expect(backoffDelay(1)).toBe(BACKOFF_BASE_MS);
    expect(backoffDelay(2)).toBe(BACKOFF_BASE_MS * 2);
    expect(backoffDelay(3)).toBe(BACKOFF_BASE_MS * 4);
    expect(backoffDelay(40)).toBe(BACKOFF_MAX_MS);
  });

  it('reports a lead older than 30 days as expired instead of sending it or dropping it', async () => {
    await queue('old@example.com', 'key-old', T0);
    const events: OutboxEvent[] = [];
    const stop = onOutboxEvent((event) => events.push(event));
    const { submit, calls } = answering('sent');
    const report = await replayOutbox({ submit, now: () => T0 + OUTBOX_ENTRY_TTL_MS });
    expect(calls).toHaveLength(0);
    expect(report?.expired).toHaveLength(1);
    expect(await listOutbox()).toEqual([expect.objectContaining({ state: 'expired', lastError: EXPIRED_MESSAGE })]);
    await vi.waitFor(() => expect(events).toContainEqual(expect.objectContaining({ type: 'expired' })));
    stop();
  });

  it('runs one replay at a time: a second call while one runs does nothing', async () => {
    await queue('a@example.com', 'key-a', T0);
    await queue('b@example.com', 'key-b', T0 + 1);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { submit: fast, calls } = answering('sent');
    const slow = (async (...args: Parameters<NonNullable<Submit>>) => {
      await gate;
      return fast!(...args);
    }) as Submit;
    const first = replayOutbox({ submit: slow, now: () => T0 + 10 });
    const second = await replayOutbox({ submit: fast, now: () => T0 + 10 });
    expect(second).toBeNull();
    release();
    const report = await first;
    expect(report?.delivered).toHaveLength(2);
    expect(calls.map((call) => call.key)).toEqual(['key-a', 'key-b']);
  });

  it('discards an entry and tells every listener the outbox changed', async () => {
    const entry = await queue('a@example.com', 'key-a');
    const events: OutboxEvent[] = [];
    const stop = onOutboxEvent((event) => events.push(event));
    await discardEntry(entry.id);
    expect(await listOutbox()).toEqual([]);
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'changed' }));
    stop();
  });

  it("announces a delivered lead with the server's answer, which the toast shows", async () => {
    const entry = await queue('a@example.com', 'key-a');
    const events: OutboxEvent[] = [];
    const stop = onOutboxEvent((event) => events.push(event));
    await replayOutbox({ submit: answering('sent').submit, now: () => T0 });
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'delivered', kind: 'newsletter', id: entry.id, message: 'Stored' }));
    stop();
  });

  it('keeps the sync pending (rejects) while another context holds the replay, so a context that dies cannot strand leads', async () => {
    await queue('a@example.com', 'key-a', T0);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { submit: fast } = answering('sent');
    const slow = (async (...args: Parameters<NonNullable<Submit>>) => {
      await gate;
      return fast!(...args);
    }) as Submit;
    const elsewhere = replayOutbox({ submit: slow, now: () => T0 });
    await expect(replayForSync({ submit: fast, now: () => T0 })).rejects.toThrow('Another context is sending the outbox');
    release();
    await elsewhere;
    // Nothing left: the sync is done.
    await expect(replayForSync({ submit: fast, now: () => T0 })).resolves.toMatchObject({ stillPending: [] });
  });

  it('keeps the sync pending while a lead is still waiting for the server', async () => {
    await queue('a@example.com', 'key-a', T0);
    await expect(replayForSync({ submit: answering('unreachable').submit, now: () => T0 })).rejects.toThrow('Some leads are still waiting for the server');
  });

  it('marks for retry in one transaction: an entry discarded meanwhile stays gone', async () => {
    const entry = await queue('a@example.com', 'key-a');
    await Promise.all([markForRetry(entry.id, T0 + 5), discardEntry(entry.id)]);
    expect(await listOutbox()).toEqual([]);

    const kept = await queue('b@example.com', 'key-b');
    await markForRetry(kept.id, T0 + 7);
    expect(await listOutbox()).toEqual([expect.objectContaining({ id: kept.id, state: 'pending', nextAttemptAt: T0 + 7 })]);
  });

  it("tells a visitor's lead from a change the studio made, old or new, which the visitor's outbox never shows", async () => {
    const lead = await queue('a@example.com', 'key-lead', T0);
    const change = await enqueueLeadChange({
      method: 'PATCH',
      action: 'status',
      leadIds: ['lead-7'],
      endpoint: '/api/admin/leads/lead-7',
      body: { status: 'spam' },
      idempotencyKey: 'key-change',
      now: T0 + 1,
    });
    const older = legacyStatusChange('key-older', T0 + 2);
    await putEntry(older);
    expect([isLeadEntry(lead), isLeadEntry(change), isLeadEntry(older)]).toEqual([true, false, false]);
    expect((await listOutbox()).filter(isLeadEntry).map((entry) => entry.idempotencyKey)).toEqual(['key-lead']);
  });

  it('keeps a change as it was made: method, action, leads, address, body and key, due at once or after the Retry-After', async () => {
    const leadIds = ['lead-1', 'lead-2'];
    const body = { action: 'handled', ids: leadIds };
    const entry = await enqueueLeadChange({
      method: 'POST',
      action: 'bulk',
      leadIds,
      endpoint: '/api/admin/leads/bulk',
      body,
      idempotencyKey: 'key-bulk',
      lastError: 'We could not reach the server.',
      retryAfterSeconds: 30,
      now: T0,
    });
    // The caller's arrays are copied, not kept: changing them later changes nothing queued.
    leadIds.push('lead-3');
    body.ids = [];
    expect(await listOutbox()).toEqual([
      {
        id: entry.id,
        kind: 'lead-change',
        method: 'POST',
        action: 'bulk',
        leadIds: ['lead-1', 'lead-2'],
        endpoint: '/api/admin/leads/bulk',
        body: { action: 'handled', ids: ['lead-1', 'lead-2'] },
        idempotencyKey: 'key-bulk',
        createdAt: T0,
        attempts: 1,
        nextAttemptAt: T0 + 30_000,
        retryAfterUntil: T0 + 30_000,
        state: 'pending',
        lastError: 'We could not reach the server.',
      },
    ]);
    const plain = await enqueueLeadChange({
      method: 'DELETE',
      action: 'note-delete',
      leadIds: ['lead-1'],
      endpoint: '/api/admin/leads/lead-1/notes/n1',
      body: {},
      idempotencyKey: 'key-d',
      now: T0 + 1,
    });
    expect(plain).toEqual(expect.objectContaining({ nextAttemptAt: T0 + 1, state: 'pending' }));
    expect(plain).not.toHaveProperty('retryAfterUntil');
    expect(plain).not.toHaveProperty('lastError');
  });

  it("replays the studio's changes with their own method and key, in order with the leads, and announces each under its kind", async () => {
    await queue('a@example.com', 'key-lead', T0);
    await enqueueLeadChange({
      method: 'PATCH',
      action: 'status',
      leadIds: ['lead-7'],
      endpoint: '/api/admin/leads/lead-7',
      body: { status: 'spam' },
      idempotencyKey: 'key-change',
      now: T0 + 1,
    });
    await enqueueLeadChange({
      method: 'POST',
      action: 'note',
      leadIds: ['lead-7'],
      endpoint: '/api/admin/leads/lead-7/notes',
      body: { text: 'Called' },
      idempotencyKey: 'key-note',
      now: T0 + 2,
    });
    await enqueueLeadChange({
      method: 'DELETE',
      action: 'note-delete',
      leadIds: ['lead-7'],
      endpoint: '/api/admin/leads/lead-7/notes/n1',
      body: {},
      idempotencyKey: 'key-del',
      now: T0 + 3,
    });
    await putEntry(legacyStatusChange('key-older', T0 + 4));
    await enqueueLeadChange({
      method: 'POST',
      action: 'bulk',
      leadIds: [],
      endpoint: '/api/admin/leads/bulk',
      body: { action: 'archived', filter: { status: 'new' } },
      idempotencyKey: 'key-bulk',
      now: T0 + 5,
    });
    const order: string[] = [];
    const leads = answering('sent');
    const submit = vi.fn(async (...args: Parameters<NonNullable<Submit>>) => {
      order.push('lead');
      return leads.submit!(...args);
    });
    const changes: Array<{ path: string; method: string; body: unknown; key: string | undefined }> = [];
    const submitChange = vi.fn(async (path: string, method: 'POST' | 'PATCH' | 'DELETE', body: unknown, options?: { idempotencyKey?: string }) => {
      order.push('change');
      changes.push({ path, method, body, key: options?.idempotencyKey });
      return { status: 'sent', message: `Done ${method}`, idempotencyKey: options?.idempotencyKey ?? '' } as const;
    });
    const events: OutboxEvent[] = [];
    const stop = onOutboxEvent((event) => events.push(event));

    const report = await replayOutbox({ submit: submit as unknown as Submit, submitChange, now: () => T0 + 10 });
    stop();

    expect(order).toEqual(['lead', 'change', 'change', 'change', 'change', 'change']);
    expect(changes).toEqual([
      { path: '/api/admin/leads/lead-7', method: 'PATCH', body: { status: 'spam' }, key: 'key-change' },
      { path: '/api/admin/leads/lead-7/notes', method: 'POST', body: { text: 'Called' }, key: 'key-note' },
      { path: '/api/admin/leads/lead-7/notes/n1', method: 'DELETE', body: {}, key: 'key-del' },
      { path: '/api/admin/leads/lead-9', method: 'PATCH', body: { status: 'handled' }, key: 'key-older' },
      { path: '/api/admin/leads/bulk', method: 'POST', body: { action: 'archived', filter: { status: 'new' } }, key: 'key-bulk' },
    ]);
    expect(report?.delivered.map((entry) => entry.kind)).toEqual(['newsletter', 'lead-change', 'lead-change', 'lead-change', 'lead-status', 'lead-change']);
    expect(await listOutbox()).toEqual([]);
    await vi.waitFor(() => expect(events).toContainEqual(expect.objectContaining({ type: 'delivered', kind: 'lead-change', message: 'Done DELETE' })));
    expect(events).toContainEqual(expect.objectContaining({ type: 'delivered', kind: 'lead-status', message: 'Done PATCH' }));
  });

  it('keeps an unreachable change pending with its key, and marks one the server refuses (signed out) failed', async () => {
    await enqueueLeadChange({
      method: 'POST',
      action: 'bulk',
      leadIds: ['lead-1'],
      endpoint: '/api/admin/leads/bulk',
      body: { action: 'handled', ids: ['lead-1'] },
      idempotencyKey: 'key-1',
      now: T0,
    });
    const unreachable = vi.fn(async () => ({ status: 'unreachable', message: 'We could not reach the server.', idempotencyKey: 'key-1' }) as const);
    await replayOutbox({ submitChange: unreachable, now: () => T0 });
    expect(await listOutbox()).toEqual([
      expect.objectContaining({ kind: 'lead-change', method: 'POST', leadIds: ['lead-1'], state: 'pending', attempts: 2, idempotencyKey: 'key-1' }),
    ]);

    const refused = vi.fn(
      async () => ({ status: 'rejected', message: 'A valid admin token is required.', errors: {}, httpStatus: 401, idempotencyKey: 'key-1' }) as const,
    );
    await replayOutbox({ submitChange: refused, now: () => T0, ignoreBackoff: true });
    expect(await listOutbox()).toEqual([expect.objectContaining({ state: 'failed', lastError: 'A valid admin token is required.' })]);
  });
});
