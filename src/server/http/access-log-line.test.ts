import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '@/server/log';
import { accessLog } from './access-log';

function loggedApp() {
  const app = new Hono();
  app.use(...accessLog());
  app.get('*', (c) => c.text('ok'));
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe('an access line', () => {
  it('gives the duration in milliseconds, to a tenth', async () => {
    vi.spyOn(performance, 'now').mockReturnValueOnce(1_000).mockReturnValueOnce(1_012.345);
    const logs = captureLogs();
    await loggedApp().request('/api/health');
    logs.restore();
    expect(logs.lines()).toEqual([expect.objectContaining({ path: '/api/health', status: 200, durationMs: 12.3 })]);
    expect(logs.lines()[0]?.msg).toBe('GET /api/health 200 12.3 ms');
  });

  it('keeps a path of up to 200 characters and cuts a longer one there, marking the cut', async () => {
    const longest = `/${'a'.repeat(199)}`;
    const logs = captureLogs();
    await loggedApp().request(longest);
    await loggedApp().request(`${longest}b`);
    logs.restore();
    expect(logs.lines().map((line) => line.path)).toEqual([longest, `${longest}…`]);
  });
});
