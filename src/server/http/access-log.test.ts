/**
 * The access log: one JSON line per request with its id, method, path, status and duration, and
 * nothing that could identify a visitor (no address, no query, no header, no body).
 */
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { captureLogs, log } from '@/server/log';
import type { Store } from '@/server/store/open-store';
import { createTestApp, postJson, validBodies } from '@/server/testing/test-app';
import { openStoreForTests } from '@/server/testing/test-store';

let store: Store;
openStoreForTests((opened) => (store = opened));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the access log', () => {
  it('writes one JSON line per request, with the id the response carries', async () => {
    const logs = captureLogs();
    const response = await createTestApp(store).request('/api/health?email=ana%40firm.example', {
      headers: { 'X-Forwarded-For': '203.0.113.9', 'User-Agent': 'Secret-Agent/1.0' },
    });
    logs.restore();
    const id = response.headers.get('X-Request-Id');
    expect(id).toMatch(UUID);
    expect(logs.text().trimEnd().split('\n')).toHaveLength(1);
    const [line] = logs.lines();
    expect(line).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      requestId: id,
      method: 'GET',
      path: '/api/health',
      status: 200,
      durationMs: expect.any(Number),
      msg: expect.stringMatching(/^GET \/api\/health 200 [\d.]+ ms$/),
    });
    expect(logs.text()).not.toMatch(/ana|firm\.example|203\.0\.113|Secret-Agent/);
  });

  it('gives every request its own id and never takes one a client sends', async () => {
    const logs = captureLogs();
    const app = createTestApp(store);
    const first = await app.request('/api/health', { headers: { 'X-Request-Id': 'forged-id' } });
    const second = await postJson(app, '/api/subscribe.js', validBodies.newsletter);
    logs.restore();
    const ids = [first.headers.get('X-Request-Id'), second.headers.get('X-Request-Id')];
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    expect(logs.lines().map((line) => [line.requestId, line.method, line.path, line.status])).toEqual([
      [ids[0], 'GET', '/api/health', 200],
      [ids[1], 'POST', '/api/subscribe.js', 200],
    ]);
    expect(logs.text()).not.toContain('forged-id');
    expect(logs.text()).not.toContain(String(validBodies.newsletter.email));
  });

  it('logs the status a failed request was answered with', async () => {
    const logs = captureLogs();
    await createTestApp(store).request('/api/no-such-thing');
    await postJson(createTestApp(store), '/api/contact.js', {});
    logs.restore();
    expect(logs.lines().map((line) => `${String(line.method)} ${String(line.path)} ${String(line.status)}`)).toEqual([
      'GET /api/no-such-thing 404',
      'POST /api/contact.js 400',
    ]);
  });

  it('stays silent below its level (LOG_LEVEL=warn leaves the access lines out)', async () => {
    const logs = captureLogs('warn');
    await createTestApp(store).request('/api/health');
    logs.restore();
    expect(logs.text()).toBe('');
  });
});

describe('the log on a terminal', () => {
  it('is readable lines: time, level and message, one line per request, other fields below their line', async () => {
    const logs = captureLogs('info', { terminal: true });
    await createTestApp(store).request('/api/health');
    log.warn('Mail not sent', { mailId: 'm-1', attempt: 2 });
    logs.restore();
    const text = stripVTControlCharacters(logs.text());
    expect(text).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health 200 [\d.]+ ms\n\[\d\d:\d\d:\d\d\] WARN: Mail not sent\n {4}mailId: "m-1"\n {4}attempt: 2\n$/,
    );
    expect(text).not.toContain('{"level"');
  });
});
