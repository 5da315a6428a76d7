/**
 * The site as the browsers reach it: a TCP relay to the real server that the suite switches off (its
 * connections cut, its port refusing) and on again, as a server going away and coming back.
 */
import net from 'node:net';

export class OutageProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  /** When bytes last went either way (Date.now()). */
  lastActivityAt = 0;

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
    private readonly host = '127.0.0.1',
    /** Cut a connection whose way to the server does not open within this long (a link that is down drops the attempt unanswered). */
    private readonly connectTimeoutMs = 0,
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get isUp(): boolean {
    return this.server !== undefined;
  }

  /** Starts relaying (again). */
  async up(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => {
      const upstream = net.connect({
        port: this.target.port,
        host: this.target.host,
        ...(this.connectTimeoutMs > 0 ? { timeout: this.connectTimeoutMs } : {}),
      });
      upstream.once('connect', () => upstream.setTimeout(0));
      upstream.once('timeout', () => upstream.destroy());
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      const active = () => (this.lastActivityAt = Date.now());
      client.on('data', active);
      upstream.on('data', active);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, this.host, () => resolve());
    });
    this.server = server;
  }

  /** The server goes away: open connections are cut and new ones refused. */
  async down(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
