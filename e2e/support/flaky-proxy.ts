import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { LEAD_KINDS, leadPath, type LeadKind } from '@/leads/kinds';
import { IDEMPOTENCY_HEADER } from '@/leads/submit-lead';

/**
 * What the proxy does with one lead POST:
 * - `pass`: forwards it and returns the server's answer;
 * - `unavailable`: answers 503 itself, without Retry-After (the server never sees it);
 * - `unavailable-retry-after`: the same with `Retry-After` ({@link RETRY_AFTER_SECONDS});
 * - `drop-before`: closes the connection before the server sees the request;
 * - `drop-after`: forwards it, lets the server store it, then closes the connection without answering;
 * - `slow`: forwards it, lets the server store it, and holds the answer until the client gives up.
 */
export type LeadOutcome = 'pass' | 'unavailable' | 'unavailable-retry-after' | 'drop-before' | 'drop-after' | 'slow';

export const RETRY_AFTER_SECONDS = 120;
/** The server's REPLAY_HEADER (src/server/leads/lead-routes.ts, outside the e2e project), lower-cased. */
const REPLAY_HEADER = 'idempotent-replayed';
/** A slow answer is never held longer than this, whatever the client does. */
const SLOW_HOLD_CAP_MS = 60_000;

/** One lead POST as the proxy saw it. */
export interface LeadRequestRecord {
  kind: LeadKind;
  idempotencyKey: string;
  body: Record<string, unknown>;
  outcome: LeadOutcome;
  /** The server's status when the request reached it. */
  serverStatus?: number;
  /** The server answered from a stored key (it stored nothing new). */
  serverReplayed?: boolean;
  /** For `slow`: how long the answer was held before the client closed the connection. */
  heldMs?: number;
}

const leadKindByPath = new Map<string, LeadKind>(LEAD_KINDS.map((kind) => [leadPath(kind), kind]));

interface UpstreamAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function readBody(stream: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function parseJsonObject(raw: Buffer): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A test-only HTTP proxy in front of the real server. The page, its service worker and the API all
 * use the proxy's origin; everything passes through untouched except lead POSTs, which follow the
 * scripted outcomes given to {@link FlakyProxy.scriptLeads} (then `pass`), and `/sw.js`, which can be
 * served as a new release. Every response closes its connection: the browser has no kept-alive
 * socket on which it could quietly resend a request that a dropped connection cut.
 */
export class FlakyProxy {
  readonly leadRequests: LeadRequestRecord[] = [];
  /** How often `/sw.js` was served as the new release. */
  workerReleasesServed = 0;
  private script: LeadOutcome[] = [];
  private defaultOutcome: LeadOutcome = 'pass';
  private workerRelease: string | undefined;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: http.Server,
    private readonly target: URL,
  ) {}

  /** Starts a proxy to `target` on a free local port. */
  static async start(target: string): Promise<FlakyProxy> {
    const server = http.createServer();
    const proxy = new FlakyProxy(server, new URL(target));
    server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
      proxy.handle(request, response).catch((error: unknown) => {
        console.error('flaky proxy:', error);
        request.socket.destroy();
      });
    });
    server.on('connection', (socket: Socket) => {
      proxy.sockets.add(socket);
      socket.on('close', () => proxy.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The next lead POSTs get these outcomes, in order; after them, every lead POST gets `then`. */
  scriptLeads(outcomes: readonly LeadOutcome[], then: LeadOutcome = 'pass'): void {
    this.script = [...outcomes];
    this.defaultOutcome = then;
  }

  /** How many scripted outcomes have not been used yet. */
  get scriptLeft(): number {
    return this.script.length;
  }

  /** From now on `/sw.js` is served with this release marker appended: a new worker version. */
  publishWorkerRelease(release: string): void {
    this.workerRelease = release;
  }

  /** Lead POSTs with this outcome so far. */
  requestsWith(outcome: LeadOutcome): LeadRequestRecord[] {
    return this.leadRequests.filter((record) => record.outcome === outcome);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.target);
    const body = await readBody(request);
    const kind = request.method === 'POST' ? leadKindByPath.get(url.pathname) : undefined;
    if (!kind) {
      const release = this.workerRelease;
      if (url.pathname !== '/sw.js' || release === undefined) {
        this.respond(response, await this.forward(request, body));
        return;
      }
      // The new release: the worker's bytes plus a marker, fetched whole (never revalidated or compressed).
      const answer = await this.forward(request, body, ['if-none-match', 'if-modified-since', 'accept-encoding']);
      const headers = { ...answer.headers };
      delete headers.etag;
      delete headers['last-modified'];
      const changed = answer.status === 200 ? Buffer.concat([answer.body, Buffer.from(`\n// release ${release}\n`)]) : answer.body;
      if (answer.status === 200) this.workerReleasesServed += 1;
      this.respond(response, { status: answer.status, headers, body: changed });
      return;
    }

    const outcome = this.script.shift() ?? this.defaultOutcome;
    const record: LeadRequestRecord = {
      kind,
      idempotencyKey: String(request.headers[IDEMPOTENCY_HEADER.toLowerCase()] ?? ''),
      body: parseJsonObject(body),
      outcome,
    };
    this.leadRequests.push(record);

    switch (outcome) {
      case 'unavailable':
      case 'unavailable-retry-after':
        this.respond(response, {
          status: 503,
          headers: {
            'content-type': 'application/json',
            ...(outcome === 'unavailable-retry-after' ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}),
          },
          body: Buffer.from(JSON.stringify({ message: 'The server is restarting.' })),
        });
        return;
      case 'drop-before':
        request.socket.destroy();
        return;
      default:
        break;
    }

    const answer = await this.forward(request, body);
    record.serverStatus = answer.status;
    record.serverReplayed = answer.headers[REPLAY_HEADER] === 'true';
    if (outcome === 'pass') {
      this.respond(response, answer);
    } else if (outcome === 'drop-after') {
      request.socket.destroy();
    } else {
      // slow: the server has stored the lead; the answer waits until the client stops waiting.
      const heldSince = Date.now();
      if (!request.socket.destroyed) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, SLOW_HOLD_CAP_MS);
          request.socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      record.heldMs = Date.now() - heldSince;
      request.socket.destroy();
    }
  }

  private forward(request: http.IncomingMessage, body: Buffer, dropHeaders: readonly string[] = []): Promise<UpstreamAnswer> {
    const headers: http.OutgoingHttpHeaders = { ...request.headers, connection: 'close' };
    for (const name of dropHeaders) delete headers[name];
    return new Promise((resolve, reject) => {
      const upstream = http.request(
        {
          host: this.target.hostname,
          port: this.target.port,
          method: request.method,
          path: request.url,
          headers,
          agent: false,
        },
        (answer) => {
          readBody(answer).then((answerBody) => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: answerBody }), reject);
        },
      );
      upstream.on('error', reject);
      upstream.end(body);
    });
  }

  private respond(response: http.ServerResponse, answer: UpstreamAnswer): void {
    const headers: http.OutgoingHttpHeaders = { ...answer.headers };
    // The body is sent whole with its own length; the connection closes after each answer.
    delete headers['transfer-encoding'];
    delete headers['content-length'];
    delete headers.connection;
    delete headers['keep-alive'];
    response.writeHead(answer.status, { ...headers, 'content-length': answer.body.length, connection: 'close' });
    response.end(answer.body);
  }
}
