import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '@/server/store/open-store';
import { openTempSqliteStore } from '@/server/testing/test-app';
import { DamagedRowError } from '@/server/store/store-health';
import type { OutgoingMail } from './outgoing-mail';
import { claimDueMails, listLeadMails, markMailFailed, markMailSent, queuedMailRow, parseMailHeaders, queueMail, releaseClaims } from './mail-queue';

const NOW = new Date('2030-01-01T00:00:00.000Z');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function mail(to: string, headers?: Record<string, string>): OutgoingMail {
  return { purpose: 'notification', to, subject: 'Contact message from Ana', text: 'Name: Ana', ...(headers ? { headers } : {}) };
}

describe('parseMailHeaders', () => {
  it('reads the string values of a stored JSON object', () => {
    expect(parseMailHeaders('{"List-Unsubscribe":"<https://kestrel.example/u>","X-Count":2,"X-Null":null}')).toEqual({
      'List-Unsubscribe': '<https://kestrel.example/u>',
    });
  });

  it('reads no headers from nothing, and refuses text that is not a JSON object as a damaged row', () => {
    expect(parseMailHeaders(null)).toEqual({});
    expect(parseMailHeaders('')).toEqual({});
    expect(() => parseMailHeaders('{"List-Unsubscribe":', 'm1')).toThrow('A stored row could not be read: the headers of mail m1 is not valid JSON');
    for (const notAnObject of ['["a","b"]', '"List-Unsubscribe"', 'null']) {
      expect(() => parseMailHeaders(notAnObject, 'm2'), notAnObject).toThrow(DamagedRowError);
      expect(() => parseMailHeaders(notAnObject, 'm2'), notAnObject).toThrow('A stored row could not be read: the headers of mail m2 is not a JSON object');
    }
  });
});

describe('queuedMailRow', () => {
  it('makes a mail a row due at once, its headers as JSON', () => {
    const row = queuedMailRow(
      'lead-1',
      { ...mail('studio@kestrel.example', { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }), replyTo: 'ana@firm.example' },
      NOW,
    );
    expect(row).toEqual({
      id: expect.stringMatching(UUID),
      lead_id: 'lead-1',
      purpose: 'notification',
      to_address: 'studio@kestrel.example',
      reply_to: 'ana@firm.example',
      subject: 'Contact message from Ana',
      body: 'Name: Ana',
      created_at: '2030-01-01T00:00:00.000Z',
      next_attempt_at: '2030-01-01T00:00:00.000Z',
      headers: '{"List-Unsubscribe-Post":"List-Unsubscribe=One-Click"}',
    });
  });

  it('stores no headers for a mail without any, or with an empty set', () => {
    expect(queuedMailRow('lead-1', mail('studio@kestrel.example'), NOW)).toMatchObject({ reply_to: null, headers: null });
    expect(queuedMailRow('lead-1', mail('studio@kestrel.example', {}), NOW)).toMatchObject({ reply_to: null, headers: null });
  });
});

describe('the mail queue of one lead', () => {
  let store: Store;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ store, cleanup } = await openTempSqliteStore());
  });
  afterAll(async () => {
    await cleanup();
  });
  beforeEach(async () => {
    await sql`delete from mail_outbox`.execute(store.db);
  });

  it('gives back queued headers as they were sent in', async () => {
    await queueMail(store.db, 'lead-1', mail('reader@example.com', { 'List-Unsubscribe': '<https://kestrel.example/u>' }), NOW);
    const [queued] = await claimDueMails(store.db, { now: NOW, limit: 10, leaseMs: 60_000, token: 'sender-1' });
    expect(queued).toMatchObject({
      lead_id: 'lead-1',
      to_address: 'reader@example.com',
      reply_to: null,
      attempts: 0,
      headers: { 'List-Unsubscribe': '<https://kestrel.example/u>' },
    });
  });

  it('tells when each mail is tried next: only while it is queued or failing', async () => {
    for (const [index, to] of ['queued@example.com', 'failing@example.com', 'sent@example.com', 'abandoned@example.com'].entries()) {
      await queueMail(store.db, 'lead-1', mail(to), new Date(NOW.getTime() + index));
    }
    await queueMail(store.db, 'lead-2', mail('other@example.com'), NOW);
    const later = new Date('2030-01-01T00:00:10.000Z');
    const claimed = await claimDueMails(store.db, { now: later, limit: 10, leaseMs: 60_000, token: 'sender-1' });
    const idOf = (to: string): string => claimed.find((row) => row.to_address === to)?.id ?? 'missing';
    await markMailFailed(store.db, idOf('failing@example.com'), 'sender-1', {
      error: 'Connection refused',
      nextAttemptAt: new Date('2030-01-01T00:00:40.000Z'),
    });
    await markMailSent(store.db, idOf('sent@example.com'), 'sender-1', later);
    await markMailFailed(store.db, idOf('abandoned@example.com'), 'sender-1', {
      error: '550 5.1.1 <abandoned@example.com>: no such user',
      nextAttemptAt: new Date('2030-01-01T00:00:40.000Z'),
      abandonedAt: later,
    });
    expect(await releaseClaims(store.db, 'sender-1')).toBe(2);

    expect(await listLeadMails(store.db, 'lead-1')).toEqual([
      {
        id: idOf('queued@example.com'),
        purpose: 'notification',
        state: 'queued',
        attempts: 0,
        sentAt: null,
        abandonedAt: null,
        nextAttemptAt: '2030-01-01T00:00:00.000Z',
        lastError: null,
      },
      {
        id: idOf('failing@example.com'),
        purpose: 'notification',
        state: 'failing',
        attempts: 1,
        sentAt: null,
        abandonedAt: null,
        nextAttemptAt: '2030-01-01T00:00:40.000Z',
        lastError: 'Connection refused',
      },
      {
        id: idOf('sent@example.com'),
        purpose: 'notification',
        state: 'sent',
        attempts: 1,
        sentAt: '2030-01-01T00:00:10.000Z',
        abandonedAt: null,
        nextAttemptAt: null,
        lastError: null,
      },
      {
        id: idOf('abandoned@example.com'),
        purpose: 'notification',
        state: 'abandoned',
        attempts: 1,
        sentAt: null,
        abandonedAt: '2030-01-01T00:00:10.000Z',
        nextAttemptAt: null,
        lastError: '550 5.1.1 <<email>>: no such user',
      },
    ]);
  });
});
