import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/store/schema';

/** A browser's push subscription as PushSubscription.toJSON() gives it (keys base64url). */
export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Keeps a subscription: a new endpoint is added, a known one gets the keys given (a browser that
 * subscribes again keeps its endpoint but may have new keys), in one statement, so two saves of
 * one endpoint at once leave one row.
 */
export async function savePushSubscription(db: Kysely<Database>, subscription: NewPushSubscription, now: Date): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({ id: crypto.randomUUID(), ...subscription, created_at: now.toISOString(), last_success_at: null, last_failure_at: null })
    .onConflict((conflict) => conflict.column('endpoint').doUpdateSet({ p256dh: subscription.p256dh, auth: subscription.auth }))
    .execute();
}

/** Deletes subscriptions and every push still queued for them (delivered ones go too: they name a subscription no more). */
async function deleteSubscriptionRows(trx: Transaction<Database>, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await trx.deleteFrom('push_deliveries').where('subscription_id', 'in', ids).execute();
  const result = await trx.deleteFrom('push_subscriptions').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Forgets the subscription with this endpoint (the studio turned notifications off); false if none was kept. */
export function deletePushSubscription(db: Kysely<Database>, endpoint: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).execute();
    return (
      (await deleteSubscriptionRows(
        trx,
        rows.map((row) => row.id),
      )) > 0
    );
  });
}

/** Forgets a subscription its push service says is gone (404, 410), with its queued pushes. */
export function deleteGoneSubscription(db: Kysely<Database>, id: string): Promise<number> {
  return db.transaction().execute((trx) => deleteSubscriptionRows(trx, [id]));
}

/** Records how the last push to a subscription went. */
export async function markSubscriptionOutcome(db: Kysely<Database>, id: string, outcome: 'success' | 'failure', now: Date): Promise<void> {
  await db
    .updateTable('push_subscriptions')
    .set(outcome === 'success' ? { last_success_at: now.toISOString() } : { last_failure_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}
