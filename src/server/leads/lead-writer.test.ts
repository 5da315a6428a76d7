import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '@/server/store/open-store';
import { emptyTables, openStoreForTests } from '@/server/testing/test-store';
import type { NewLead } from './lead-store';
import { countLeads } from './lead-store';
import { LeadWriter } from './lead-writer';

let store: Store;

openStoreForTests((opened) => (store = opened));
beforeEach(() => emptyTables(store.db, ['leads', 'idempotency_keys', 'mail_outbox']));

function newLead(): NewLead {
  return {
    id: crypto.randomUUID(),
    kind: 'newsletter',
    idempotencyKey: crypto.randomUUID(),
    requestHash: 'hash',
    data: { email: 'a@b.co' },
    response: { status: 200, body: { message: 'ok' } },
    mails: [],
    now: new Date('2030-01-01T00:00:00.000Z'),
  };
}

/** The store's database, failing the first `count` statements it runs. */
function failingFirst(count: number) {
  let left = count;
  return store.db.withPlugin({
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      if (left > 0) {
        left -= 1;
        throw new Error('database is locked');
      }
      return args.result;
    },
  });
}

describe('the lead writer', () => {
  it('fails a lead committed alone at once, without a second attempt, and says so once', async () => {
    const outcomes = { failed: vi.fn(), succeeded: vi.fn() };
    const writer = new LeadWriter(failingFirst(1), 64, outcomes);
    await expect(writer.store(newLead())).rejects.toThrow('database is locked');
    expect(await countLeads(store.db)).toBe(0);
    expect(outcomes.failed).toHaveBeenCalledTimes(1);
    expect(outcomes.succeeded).not.toHaveBeenCalled();

    // The next lead is written as usual.
    await expect(writer.store(newLead())).resolves.toMatchObject({ stored: true });
    expect(outcomes.succeeded).toHaveBeenCalledTimes(1);
    expect(await countLeads(store.db)).toBe(1);
  });

  it('fails a lead alone without anyone told of its outcome', async () => {
    const writer = new LeadWriter(failingFirst(1));
    await expect(writer.store(newLead())).rejects.toThrow('database is locked');
    await expect(writer.store(newLead())).resolves.toMatchObject({ stored: true });
  });

  it('retries each lead of a failed group alone, so a passing failure loses none of them', async () => {
    const outcomes = { failed: vi.fn(), succeeded: vi.fn() };
    const writer = new LeadWriter(failingFirst(1), 64, outcomes);
    const results = await Promise.all([writer.store(newLead()), writer.store(newLead()), writer.store(newLead())]);
    expect(results.map((result) => result.stored)).toEqual([true, true, true]);
    expect(outcomes.succeeded).toHaveBeenCalledTimes(3);
    expect(outcomes.failed).not.toHaveBeenCalled();
    expect(await countLeads(store.db)).toBe(3);
  });
});
