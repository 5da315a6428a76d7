/**
 * The bench's load generator: autocannon, `connections` keep-alive connections each sending its next
 * request when the last is answered, for `seconds`. Every request is made afresh (a lead POST needs
 * its own Idempotency-Key), and the keys the server answered 200 are kept, so a caller can check
 * each acknowledged lead against what was stored.
 */
import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'POST';
  path: string;
  headers: () => Record<string, string>;
  body: () => string;
}

export interface LoadReport {
  /** Requests answered (any status). */
  requests: number;
  /** Answers outside 2xx, and requests that got no answer (connection errors, timeouts). */
  errors: number;
  /** Answers by status; `network` for connection errors (a refused or failed connection). */
  statuses: Record<string, number>;
  /**
   * Requests sent that got no answer: a connection reset mid-request (autocannon sends it again on
   * a new connection, without counting an error), and those still in flight when the time was up.
   */
  unanswered: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The Idempotency-Key of every request answered 200. */
  acknowledgedKeys: string[];
}

/** What one connection remembers between sending a request and reading its answer. */
interface ConnectionContext {
  key?: string | undefined;
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export async function runLoad(baseUrl: string, request: LoadRequest | (() => LoadRequest), seconds: number, connections: number): Promise<LoadReport> {
  const nextRequest = typeof request === 'function' ? request : () => request;
  const acknowledgedKeys: string[] = [];
  const result = await autocannon({
    url: baseUrl,
    connections,
    // One request in flight per connection, as a browser's form would send it.
    pipelining: 1,
    duration: seconds,
    requests: [
      {
        setupRequest: (raw, context: ConnectionContext) => {
          const next = nextRequest();
          const headers = next.headers();
          context.key = headers['Idempotency-Key'];
          return { ...raw, method: next.method, path: next.path, headers, body: next.body() };
        },
        onResponse: (status, _body, context: ConnectionContext) => {
          if (status === 200 && context.key !== undefined) acknowledgedKeys.push(context.key);
        },
      },
    ],
  });
  const statuses: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = stats.count ?? 0;
  if (result.errors > 0) statuses.network = result.errors;
  return {
    requests: result.requests.total,
    errors: result.non2xx + result.errors,
    statuses,
    unanswered: result.requests.sent - result.requests.total,
    seconds: round(result.duration, 2),
    requestsPerSecond: round(result.requests.total / result.duration, 1),
    p50Ms: round(result.latency.p50, 2),
    p99Ms: round(result.latency.p99, 2),
    acknowledgedKeys,
  };
}
