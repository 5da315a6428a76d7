import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitLeadResult } from '@/leads/submit-lead';
import { outboxCopy } from '@/content/outbox';
import { closeOutboxDatabase } from './outbox-db';
import { listOutbox } from './outbox';
import { sendLead } from './send-lead';

const KEY = '2b1f8c1e-6a1d-4f4e-9a3e-3c2a1b0d9e8f';
const body = { from_name: 'Ana Ruiz', from_email: 'ana@firm.example', message: 'We need a new site.' };

function answering(result: SubmitLeadResult) {
  return vi.fn(async () => result) as unknown as Parameters<typeof sendLead>[2];
}

beforeEach(async () => {
  await closeOutboxDatabase();
  globalThis.indexedDB = new IDBFactory();
});

describe('sendLead', () => {
  it('keeps an unreachable lead in the outbox with the key of its first attempt', async () => {
    const result = await sendLead('contact', body, answering({ status: 'unreachable', message: 'offline', idempotencyKey: KEY }));
    expect(result).toMatchObject({ status: 'queued', message: outboxCopy.queued, idempotencyKey: KEY });
    const entries = await listOutbox();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'contact', idempotencyKey: KEY, body, state: 'pending', lastError: 'offline' });
  });

  it('queues a lead the server could not take (5xx) the same way, not due before its Retry-After', async () => {
    const before = Date.now();
    const result = await sendLead(
      'contact',
      body,
      answering({ status: 'unreachable', message: 'busy', idempotencyKey: KEY, httpStatus: 503, retryAfterSeconds: 30 }),
    );
    expect(result.status).toBe('queued');
    const [entry, ...others] = await listOutbox();
    expect(others).toEqual([]);
    expect(entry!.nextAttemptAt - entry!.createdAt).toBe(30_000);
    expect(entry!.createdAt).toBeGreaterThanOrEqual(before);
  });

  it('keeps nothing for a sent or a refused lead', async () => {
    expect((await sendLead('contact', body, answering({ status: 'sent', message: 'Thanks', idempotencyKey: KEY }))).status).toBe('sent');
    const refused = await sendLead(
      'contact',
      body,
      answering({ status: 'rejected', message: 'Bad email', errors: { from_email: 'Bad email' }, httpStatus: 400, idempotencyKey: KEY }),
    );
    expect(refused.status).toBe('rejected');
    expect(await listOutbox()).toEqual([]);
  });
});
