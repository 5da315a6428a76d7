import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { log } from '@/server/log';

/** Response header that carries the request's id, for matching a visitor's report or a proxy's log to ours. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A path longer than this (a scanner's) is cut in the log. */
const MAX_LOGGED_PATH = 200;

/**
 * Gives every request an id (always our own: one sent by a client is not trusted) and logs one
 * access line when it is answered: id, method, path (never the query, which may carry a token),
 * status and duration. Nothing else from the request: no address, no header, no body.
 */
export function accessLog(): MiddlewareHandler[] {
  const ids = requestId({ headerName: '' });
  const logAccess: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    const id = c.get('requestId');
    c.header(REQUEST_ID_HEADER, id);
    await next();
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const { method } = c.req;
    const path = c.req.path.length > MAX_LOGGED_PATH ? `${c.req.path.slice(0, MAX_LOGGED_PATH)}…` : c.req.path;
    const { status } = c.res;
    log.info(`${method} ${path} ${status} ${durationMs} ms`, { requestId: id, method, path, status, durationMs });
  };
  return [ids, logAccess];
}
