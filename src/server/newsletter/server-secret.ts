import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/store/schema';

/** 256 bits: as long as the HMAC-SHA256 key that uses it. */
export const SERVER_SECRET_BYTES = 32;

/**
 * The secret named `name`, made on first use and kept in the database, so it needs no
 * configuration and every process on one database uses the same one. Race-free: each process
 * inserts its own candidate only if none exists, then reads back whichever was stored first.
 */
export async function loadServerSecret(db: Kysely<Database>, name: string, now: Date): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(SERVER_SECRET_BYTES).toString('base64'), created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  const secret = Buffer.from(row.value, 'base64');
  if (secret.length < SERVER_SECRET_BYTES) throw new Error(`The stored secret ${name} is shorter than ${SERVER_SECRET_BYTES} bytes`);
  return secret;
}
