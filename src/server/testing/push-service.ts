import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import type { ECDH } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import { freePort } from './real-server';

/**
 * A browser's side of a push subscription, made here: the P-256 key pair and the authentication
 * secret a push is encrypted to (RFC 8291), and what PushSubscription.toJSON() would give.
 */
export class TestSubscriber {
  private readonly ecdh: ECDH = createECDH('prime256v1');
  readonly auth = randomBytes(16);
  readonly endpoint: string;

  constructor(endpoint: string) {
    this.ecdh.generateKeys();
    this.endpoint = endpoint;
  }

  toJSON(): { endpoint: string; keys: { p256dh: string; auth: string } } {
    return { endpoint: this.endpoint, keys: { p256dh: this.ecdh.getPublicKey().toString('base64url'), auth: this.auth.toString('base64url') } };
  }

  /**
   * Decrypts an aes128gcm body (RFC 8188's header: salt, record size, the sender's public key as
   * key id; one record) with this subscription's private key and secret, as RFC 8291 says.
   */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const keyIdLength = body.readUInt8(20);
    const senderPublicKey = body.subarray(21, 21 + keyIdLength);
    const record = body.subarray(21 + keyIdLength);
    if (record.length > recordSize) throw new Error(`One record expected, got ${record.length} bytes for a record size of ${recordSize}`);
    const ecdhSecret = this.ecdh.computeSecret(senderPublicKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.ecdh.getPublicKey(), senderPublicKey]);
    const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, this.auth, keyInfo, 32));
    const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 2 and any zero padding after it.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error('The last record has no padding delimiter');
    return padded.subarray(0, end).toString('utf8');
  }
}

/** What the VAPID header (RFC 8292) claims, once its signature checked against the key it names. */
export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  /** The application server's public key (k=), base64url. */
  publicKey: string;
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: an ES256 JWT signed by the key given; throws if it is not. */
export function verifyVapid(header: string | undefined): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`Not a VAPID Authorization header: ${header}`);
  const [token, publicKey] = [match[1]!, match[2]!];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('The VAPID token is not signed by the key it names');
  const jose = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (jose.alg !== 'ES256') throw new Error(`VAPID tokens are ES256, not ${String(jose.alg)}`);
  return { ...(JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Omit<VapidClaims, 'publicKey'>), publicKey };
}

/** One push the service received: where, the headers, and the encrypted body. */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 (node:http on a free port): each subscriber gets an endpoint of its
 * own (/push/<name>); every request is kept and answered with what `answer` says (201 by default).
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  answer: (push: ReceivedPush, index: number) => { status: number; headers?: Record<string, string> } = () => ({ status: 201 });
  private readonly server = http.createServer((request, response) => void this.handle(request, response));
  origin = '';

  async listen(): Promise<this> {
    const port = await freePort();
    this.server.listen(port, '127.0.0.1');
    await once(this.server, 'listening');
    this.origin = `http://127.0.0.1:${port}`;
    return this;
  }

  subscriber(name: string): TestSubscriber {
    return new TestSubscriber(`${this.origin}/push/${name}`);
  }

  /** The pushes one subscriber's endpoint received. */
  pushesTo(subscriber: TestSubscriber): ReceivedPush[] {
    return this.received.filter((push) => `${this.origin}${push.path}` === subscriber.endpoint);
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const push: ReceivedPush = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
    this.received.push(push);
    const answer = this.answer(push, this.received.length - 1);
    response.writeHead(answer.status, { 'Content-Type': 'text/plain', ...answer.headers });
    response.end();
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }
}
