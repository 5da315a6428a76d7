import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '@/server/store/schema';
import type { NewLead, StoreLeadOutcome } from './lead-store';
import { insertLead } from './lead-store';

export interface WriteOutcomes {
  failed(error: unknown): void;
  succeeded(): void;
}

/** Enough to amortise one commit over many leads, small enough to keep a transaction short. */
export const MAX_LEADS_PER_COMMIT = 64;

/** Why a lead's own writes refused it (a booking whose slot is taken): the answer its request gets. */
export interface LeadRefusal {
  status: 409;
  body: { message: string; code: string };
}

/**
 * More writes that belong to a lead (a newsletter sign-up's subscriber row and confirmation mail,
 * a booking's slot): run in the lead's own transaction, only when the lead was stored, so both
 * commit or neither does. Returning a refusal undoes the lead's writes (its key included, so the
 * key is not remembered) while the other leads of the same commit stay.
 */
export type AfterInsert = (trx: Transaction<Database>) => Promise<LeadRefusal | undefined | void>;

/** What the writer did with one lead: stored, a stored key found, or refused by its own writes. */
export type WriteLeadOutcome = StoreLeadOutcome | { stored: false; refused: LeadRefusal };

interface PendingLead {
  lead: NewLead;
  afterInsert: AfterInsert | undefined;
  resolve: (outcome: WriteLeadOutcome) => void;
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

  store(lead: NewLead, afterInsert?: AfterInsert): Promise<WriteLeadOutcome> {
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
    let outcomes: WriteLeadOutcome[];
    try {
      outcomes = await this.db.transaction().execute(async (trx) => {
        const results: WriteLeadOutcome[] = [];
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
          this.db
            .transaction()
            .execute((trx) => insertOne(trx, pending))
            .then(
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

/**
 * A lead with writes of its own runs inside a savepoint, so a refusal rolls back just this lead
 * (SAVEPOINT, ROLLBACK TO and RELEASE mean the same in SQLite and PostgreSQL).
 */
async function insertOne(trx: Transaction<Database>, pending: PendingLead): Promise<WriteLeadOutcome> {
  const { afterInsert } = pending;
  if (!afterInsert) return insertLead(trx, pending.lead);
  await sql`savepoint lead_writes`.execute(trx);
  const outcome = await insertLead(trx, pending.lead);
  const refusal = outcome.stored ? await afterInsert(trx) : undefined;
  if (refusal) {
    await sql`rollback to savepoint lead_writes`.execute(trx);
    await sql`release savepoint lead_writes`.execute(trx);
    return { stored: false, refused: refusal };
  }
  await sql`release savepoint lead_writes`.execute(trx);
  return outcome;
}
