import type { ErasedRows, RemovedRows } from './lead-retention';

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Webhook deliveries are named only when there were some (most stores have none). */
function webhookDeliveriesOf(removed: RemovedRows): string[] {
  const count = removed.webhookDeliveries;
  return count > 0 ? [`${count} webhook ${count === 1 ? 'delivery' : 'deliveries'}`] : [];
}

/** `a, b and c` (there are always three parts or more). */
function listed(parts: string[]): string {
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}

/** What a purge or a deletion removed, in words: `1 lead, 2 mails and 1 idempotency record removed`. */
export function describeRemoved(removed: RemovedRows): string {
  const rows = [plural(removed.leads, 'lead'), plural(removed.mails, 'mail'), plural(removed.idempotencyKeys, 'idempotency record')];
  return `${listed([...rows, ...webhookDeliveriesOf(removed)])} removed`;
}

/** What an erasure removed, in words (the operator's command and the admin API say the same). */
export function describeErased(erased: ErasedRows): string {
  const rows = [plural(erased.leads, 'lead'), plural(erased.mails, 'mail'), plural(erased.idempotencyKeys, 'idempotency record')];
  return `${listed([...rows, ...webhookDeliveriesOf(erased), plural(erased.subscribers, 'newsletter subscription')])} removed`;
}
