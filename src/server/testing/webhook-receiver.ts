import { once } from 'node:events';
import http from 'node:http';
import { freePort } from './real-server';

/** One request the receiver got: the literal headers and the raw body, as a receiver verifies them. */
export interface ReceivedWebhook {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers one request: a status (and headers), or never (a hung receiver). */
export type ReceiverAnswer = { status: number; headers?: Record<string, string>; body?: string } | 'hang';

/**
 * A webhook receiver on 127.0.0.1 (node:http on a free port): keeps every request and answers
 * each with what `answer` says for it (200 by default). `inFlight` counts requests not yet answered.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  inFlight = 0;
  /** The most requests in flight at one moment. */
  maxInFlight = 0;
  answer: (request: ReceivedWebhook, index: number) => ReceiverAnswer | Promise<ReceiverAnswer> = () => ({ status: 200 });
  private readonly server = http.createServer((request, response) => void this.handle(request, response));
  private readonly hung: http.ServerResponse[] = [];
  url = '';

  async listen(): Promise<this> {
    const port = await freePort();
    this.server.listen(port, '127.0.0.1');
    await once(this.server, 'listening');
    this.url = `http://127.0.0.1:${port}/hooks/kestrel`;
    return this;
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const received: ReceivedWebhook = {
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    this.received.push(received);
    const answer = await this.answer(received, this.received.length - 1);
    if (answer === 'hang') {
      this.hung.push(response);
      response.on('close', () => (this.inFlight -= 1));
      return;
    }
    response.writeHead(answer.status, { 'Content-Type': 'text/plain', ...answer.headers });
    response.end(answer.body ?? '');
    this.inFlight -= 1;
  }

  async close(): Promise<void> {
    for (const response of this.hung.splice(0)) response.destroy();
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }
}
