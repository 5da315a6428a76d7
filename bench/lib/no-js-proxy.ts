/**
 * The no-JS baseline: the same page with its scripts stripped, served from a local proxy in front of
 * the production server. It shows what the HTML and CSS alone achieve, so the page's LCP can be
 * compared with the LCP it would have if no script ran at all.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/**
 * The HTML without anything that runs or preloads script: every <script> except JSON-LD data,
 * module and script preloads. The service worker registration is script-driven, so it goes with them.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (tag, attrs: string) => (/\btype\s*=\s*["']?application\/ld\+json\b/i.test(attrs) ? tag : ''))
    .replace(/<link\b[^>]*>/gi, (tag) => {
      const rel = /\brel\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
      const rels = (rel?.[1] ?? rel?.[2] ?? rel?.[3] ?? '').toLowerCase().split(/\s+/);
      if (rels.includes('modulepreload')) return '';
      if (rels.includes('preload') && /\bas\s*=\s*["']?script\b/i.test(tag)) return '';
      return tag;
    });
}

const decoders: Record<string, (buffer: Buffer) => Buffer> = {
  gzip: (buffer) => zlib.gunzipSync(buffer),
  'x-gzip': (buffer) => zlib.gunzipSync(buffer),
  deflate: (buffer) => zlib.inflateSync(buffer),
  br: (buffer) => zlib.brotliDecompressSync(buffer),
  identity: (buffer) => buffer,
};

const encoders: Record<string, (buffer: Buffer) => Buffer> = {
  gzip: (buffer) => zlib.gzipSync(buffer),
  'x-gzip': (buffer) => zlib.gzipSync(buffer),
  deflate: (buffer) => zlib.deflateSync(buffer),
  br: (buffer) => zlib.brotliCompressSync(buffer),
  identity: (buffer) => buffer,
};

/** Headers about the connection to the server, not about the answer: the proxy's own connection sets them. */
function answerHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const { connection: _connection, 'keep-alive': _keepAlive, ...kept } = headers;
  return kept;
}

export interface NoJsProxy {
  /** http://127.0.0.1:port */
  url: string;
  close(): Promise<void>;
}

/**
 * Listens on 127.0.0.1 (on `port`, or one the system picks) and forwards every request to `upstream`
 * unchanged, except HTML answers, which are stripped of scripts (and re-encoded as the server encoded them, so the comparison stays fair).
 */
export async function startNoJsProxy(upstream: string, port = 0): Promise<NoJsProxy> {
  const target = new URL(upstream);
  const server = http.createServer((request, response) => {
    // A new upstream connection per request: a pooled keep-alive socket the server has just closed
    // would turn into a 502 the page never gets from the server itself.
    const headers = { ...request.headers, host: target.host, connection: 'close' };
    const outgoing = http.request(
      { protocol: target.protocol, hostname: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent: false },
      (upstreamResponse) => {
        const contentType = String(upstreamResponse.headers['content-type'] ?? '');
        const hasBody = request.method !== 'HEAD' && upstreamResponse.statusCode !== 204 && upstreamResponse.statusCode !== 304;
        if (!contentType.includes('text/html') || !hasBody) {
          response.writeHead(upstreamResponse.statusCode ?? 502, answerHeaders(upstreamResponse.headers));
          upstreamResponse.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        upstreamResponse.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstreamResponse.on('end', () => {
          const encoding = String(upstreamResponse.headers['content-encoding'] ?? 'identity').toLowerCase();
          const decode = decoders[encoding];
          const encode = encoders[encoding];
          if (!decode || !encode) {
            console.warn(`No-JS proxy: cannot rewrite ${request.url}, encoded as ${encoding}`);
            response.writeHead(502, { 'Content-Type': 'text/plain' });
            response.end(`The no-JS proxy cannot rewrite HTML encoded as ${encoding}`);
            return;
          }
          const body = encode(Buffer.from(stripScripts(decode(Buffer.concat(chunks)).toString('utf8')), 'utf8'));
          const { 'content-length': _length, 'transfer-encoding': _transfer, etag: _etag, ...kept } = answerHeaders(upstreamResponse.headers);
          response.writeHead(upstreamResponse.statusCode ?? 502, { ...kept, 'content-length': body.length });
          response.end(body);
        });
        upstreamResponse.on('error', () => response.destroy());
      },
    );
    outgoing.on('error', (error) => {
      console.warn(`No-JS proxy: ${request.method} ${request.url} failed upstream: ${error.message}`);
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end(`The no-JS proxy could not reach ${upstream}: ${error.message}`);
    });
    request.pipe(outgoing);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
