import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store/schema';
import type { NewLead, StoreLeadOutcome } from './lead-store';
import { insertLead } from './lead-store';

export interface WriteOutcomes {
  failed(error: unknown): void;
  succeeded(): void;
}

/** Enough to amortise one commit over many leads, small enough to keep a transaction short. */
export const MAX_LEADS_PER_COMMIT = 64;

/**
 * More writes that belong to a lead (a newsletter sign-up's subscriber row and confirmation mail):
 * run in the lead's own transaction, only when the lead was stored, so both commit or neither does.
 */
export type AfterInsert = (trx: Transaction<Database>) => Promise<void>;

interface PendingLead {
  lead: NewLead;
  afterInsert: AfterInsert | undefined;
  resolve: (outcome: StoreLeadOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit. A durable commit costs a disk flush (synchronous=FULL), and SQLite has one writer,
 * so leads that arrive while a commit is in progress are written together in the next transaction:
 * one flush for many leads. Each caller still hears back only after the commit holding its lead.
 * There is no waiting for a batch to fill beyond one turn of the event loop.
 */
export class LeadWriter {
  private readonly queue: PendingLead[] = [];
  private flushing = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBatch: number = MAX_LEADS_PER_COMMIT,
    /** Told whether each commit succeeded (the health check reports a store that cannot write). */
    private readonly writes?: WriteOutcomes,
  ) {}

  store(lead: NewLead, afterInsert?: AfterInsert): Promise<StoreLeadOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ lead, afterInsert, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        // better-sqlite3 commits synchronously, so requests that arrived meanwhile wait unread in
        // the socket buffers. One turn of the event loop lets them reach this queue and share the next commit.
        await new Promise<void>((resolve) => setImmediate(resolve));
        await this.commit(this.queue.splice(0, this.maxBatch));
      }
    } finally {
      this.flushing = false;
    }
  }

  private async commit(batch: PendingLead[]): Promise<void> {
    let outcomes: StoreLeadOutcome[];
    try {
      outcomes = await this.db.transaction().execute(async (trx) => {
        const results: StoreLeadOutcome[] = [];
        for (const pending of batch) results.push(await insertOne(trx, pending));
        return results;
      });
    } catch (error) {
      if (batch.length === 1) {
        this.writes?.failed(error);
        batch[0]!.reject(error);
        return;
      }
      // The batch rolled back as a whole; retry each lead alone so one bad lead fails only itself.
      await Promise.all(
        batch.map((pending) =>
          this.db.transaction().execute((trx) => insertOne(trx, pending)).then(
            (outcome) => {
              this.writes?.succeeded();
              pending.resolve(outcome);
            },
            (failure: unknown) => {
              this.writes?.failed(failure);
              pending.reject(failure);
            },
          ),
        ),
      );
      return;
    }
    this.writes?.succeeded();
    batch.forEach((pending, index) => pending.resolve(outcomes[index]!));
  }
}

async function insertOne(trx: Transaction<Database>, pending: PendingLead): Promise<StoreLeadOutcome> {
  const outcome = await insertLead(trx, pending.lead);
  if (outcome.stored && pending.afterInsert) await pending.afterInsert(trx);
  return outcome;
}
