import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DAY_MS, DEFAULT_LEAD_RETENTION_DAYS, IDEMPOTENCY_KEY_TTL_DAYS, SENT_MAIL_RETENTION_DAYS } from '@/leads/retention';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config';
import { IDEMPOTENCY_KEY_TTL_MS } from './leads/idempotency';
import { SENT_MAIL_RETENTION_MS } from './mail/mail-queue';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      TRUST_PROXY: { hops: 0 },
      RATE_LIMIT_PER_MIN: 30,
      SITE_URL: 'http://localhost:3000',
      SERVE_SITE: true,
      HSTS: false,
      LEAD_RETENTION_DAYS: 730,
    });
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
    expect(loadConfig({ ADMIN_TOKEN: '  ' }).ADMIN_TOKEN).toBeUndefined();
  });

  it('names every invalid variable with a readable reason', () => {
    const env = {
      PORT: '0',
      RATE_LIMIT_PER_MIN: '2.5',
      DATABASE_URL: 'mysql://x',
      ADMIN_TOKEN: 'short',
      SMTP_URL: 'http://mail',
      NOTIFY_TO: 'nobody',
      TRUST_PROXY: 'maybe',
      HSTS: 'always',
      LEAD_RETENTION_DAYS: '0',
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT: must be between 1 and 65535');
      expect(message).toContain('RATE_LIMIT_PER_MIN: must be a whole number');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('ADMIN_TOKEN: must be at least 24 characters');
      expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
      expect(message).toContain('NOTIFY_TO: must be an e-mail address');
      expect(message).toContain('TRUST_PROXY: must be false, a number of proxies (1 for one proxy in front), or a list of proxy addresses or ranges');
      expect(message).toContain('HSTS: must be true or false');
      expect(message).toContain('LEAD_RETENTION_DAYS: must be at least 1');
    }
  });

  it('reads the flags and numbers', () => {
    expect(
      loadConfig({ TRUST_PROXY: 'true', RATE_LIMIT_PER_MIN: '120', PORT: '8080', SERVE_SITE: 'false', HSTS: 'true', LEAD_RETENTION_DAYS: '365' }),
    ).toMatchObject({
      LEAD_RETENTION_DAYS: 365,
      TRUST_PROXY: { hops: 1 },
      HSTS: true,
      SERVE_SITE: false,
      RATE_LIMIT_PER_MIN: 120,
      PORT: 8080,
    });
  });

  it('reads the connection limits, refusing a header timeout longer than the request timeout', () => {
    expect(loadConfig({})).toMatchObject({ HTTP_HEADERS_TIMEOUT_MS: 15_000, HTTP_REQUEST_TIMEOUT_MS: 30_000, MAX_CONNECTIONS: 1_000 });
    expect(loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '10000', MAX_CONNECTIONS: '4000' })).toMatchObject({
      HTTP_HEADERS_TIMEOUT_MS: 5_000,
      HTTP_REQUEST_TIMEOUT_MS: 10_000,
      MAX_CONNECTIONS: 4_000,
    });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      'HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS',
    );
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '10' })).toThrow('HTTP_REQUEST_TIMEOUT_MS: must be at least 1000');
    expect(() => loadConfig({ MAX_CONNECTIONS: 'many' })).toThrow('MAX_CONNECTIONS: must be a number');
  });

  it('reads the connections one address may hold: 64, at most half of MAX_CONNECTIONS', () => {
    expect(loadConfig({}).MAX_CONNECTIONS_PER_CLIENT).toBe(64);
    expect(loadConfig({ MAX_CONNECTIONS: '60' }).MAX_CONNECTIONS_PER_CLIENT).toBe(30);
    expect(loadConfig({ MAX_CONNECTIONS: '10' }).MAX_CONNECTIONS_PER_CLIENT).toBe(5);
    expect(loadConfig({ MAX_CONNECTIONS_PER_CLIENT: '200' }).MAX_CONNECTIONS_PER_CLIENT).toBe(200);
    expect(() => loadConfig({ MAX_CONNECTIONS: '100', MAX_CONNECTIONS_PER_CLIENT: '51' })).toThrow(
      'MAX_CONNECTIONS_PER_CLIENT: must be at most half of MAX_CONNECTIONS (100), or one address could take every connection',
    );
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_CLIENT: '0' })).toThrow('MAX_CONNECTIONS_PER_CLIENT: must be at least 1');
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_CLIENT: 'lots' })).toThrow('MAX_CONNECTIONS_PER_CLIENT: must be a number');
  });

  it('reads the booking policy: 60 days ahead, 3 bookings a day per address', () => {
    expect(loadConfig({})).toMatchObject({ BOOKING_HORIZON_DAYS: 60, BOOKINGS_PER_CLIENT_PER_DAY: 3 });
    expect(loadConfig({ BOOKING_HORIZON_DAYS: '14', BOOKINGS_PER_CLIENT_PER_DAY: '10' })).toMatchObject({
      BOOKING_HORIZON_DAYS: 14,
      BOOKINGS_PER_CLIENT_PER_DAY: 10,
    });
    expect(() => loadConfig({ BOOKING_HORIZON_DAYS: '0' })).toThrow('BOOKING_HORIZON_DAYS: must be at least 1');
    expect(() => loadConfig({ BOOKING_HORIZON_DAYS: '40000' })).toThrow('BOOKING_HORIZON_DAYS: must be at most 36500');
    expect(() => loadConfig({ BOOKING_HORIZON_DAYS: 'two months' })).toThrow('BOOKING_HORIZON_DAYS: must be a number');
    expect(() => loadConfig({ BOOKINGS_PER_CLIENT_PER_DAY: '0' })).toThrow('BOOKINGS_PER_CLIENT_PER_DAY: must be at least 1');
    expect(() => loadConfig({ BOOKINGS_PER_CLIENT_PER_DAY: '2.5' })).toThrow('BOOKINGS_PER_CLIENT_PER_DAY: must be a whole number');
  });

  it('reads how the studio hears of newsletter sign-ups: a digest an hour by default, each, or off', () => {
    expect(loadConfig({}).NOTIFY_NEWSLETTER).toBe('digest');
    for (const value of ['each', 'off', 'digest'] as const) expect(loadConfig({ NOTIFY_NEWSLETTER: value }).NOTIFY_NEWSLETTER).toBe(value);
    expect(() => loadConfig({ NOTIFY_NEWSLETTER: 'hourly' })).toThrow('NOTIFY_NEWSLETTER: must be one of digest, each, off');
  });

  it('reads the health limits: free space on the data folder and the integrity check interval', () => {
    expect(loadConfig({})).toMatchObject({ DISK_MIN_FREE_MB: 64, DISK_MIN_FREE_PERCENT: 1, QUICK_CHECK_MINUTES: 10 });
    expect(loadConfig({ DISK_MIN_FREE_MB: '0', DISK_MIN_FREE_PERCENT: '2.5', QUICK_CHECK_MINUTES: '0' })).toMatchObject({
      DISK_MIN_FREE_MB: 0,
      DISK_MIN_FREE_PERCENT: 2.5,
      QUICK_CHECK_MINUTES: 0,
    });
    expect(() => loadConfig({ DISK_MIN_FREE_MB: '-1' })).toThrow('DISK_MIN_FREE_MB: must be 0 (no check) or more');
    expect(() => loadConfig({ DISK_MIN_FREE_MB: '1.5' })).toThrow('DISK_MIN_FREE_MB: must be a whole number');
    expect(() => loadConfig({ DISK_MIN_FREE_PERCENT: '101' })).toThrow('DISK_MIN_FREE_PERCENT: must be between 0 (no check) and 100');
    expect(() => loadConfig({ QUICK_CHECK_MINUTES: '2000' })).toThrow('QUICK_CHECK_MINUTES: must be at most 1440 (once a day)');
    expect(() => loadConfig({ QUICK_CHECK_MINUTES: 'often' })).toThrow('QUICK_CHECK_MINUTES: must be a number');
  });

  it('takes only an ADMIN_TOKEN of real entropy', () => {
    const token = (value: string) => loadConfig({ ADMIN_TOKEN: value }).ADMIN_TOKEN;
    expect(token('uhkD0udCdTxY/a0FqfDH5NHrdV0YLIu8')).toBe('uhkD0udCdTxY/a0FqfDH5NHrdV0YLIu8');
    expect(token('cd28e0bf5a03523cab89b5e0b3cf3360')).toBe('cd28e0bf5a03523cab89b5e0b3cf3360');
    expect(() => token('0123456789abcdef0123')).toThrow('ADMIN_TOKEN: must be at least 24 characters');
    for (const weak of ['a'.repeat(40), 'ab'.repeat(20), '0123456789abcdef0123456789abcdef', 'password-password-password', 'correct horse battery staple']) {
      expect(() => token(weak), weak).toThrow(
        'ADMIN_TOKEN: is too predictable: use a random token of 128 bits or more, such as the output of `openssl rand -base64 32`',
      );
    }
  });

  it('takes only an ADMIN_TOKEN that a bearer header can carry', () => {
    const token = (value: string) => loadConfig({ ADMIN_TOKEN: value }).ADMIN_TOKEN;
    expect(token('uhkD0udCdTxY/a0FqfDH5NHrdV0YLIu8w+-._~==')).toBe('uhkD0udCdTxY/a0FqfDH5NHrdV0YLIu8w+-._~==');
    for (const unusable of ['uhkD0udCdTxY a0FqfDH5NHrdV0YLIu8', 'uhkD0udCdTxY!a0FqfDH5NHrdV0YLIu8', 'uhkD0udCdTxY=a0FqfDH5NHrdV0YLIu8']) {
      expect(() => token(unusable), unusable).toThrow('ADMIN_TOKEN: must be letters, digits and - . _ ~ + / only, with = only at the end (a bearer token)');
    }
  });

  it('takes a webhook URL over https only (http only to this machine), with a strong secret', () => {
    const secret = 'cd28e0bf5a03523cab89b5e0b3cf33604f1d2a9b7c6e5d8f0a1b2c3d4e5f6071';
    const webhook = (url: string, withSecret = secret) => loadConfig({ WEBHOOK_URL: url, WEBHOOK_SECRET: withSecret });
    expect(webhook('https://hooks.example.com/kestrel?team=7')).toMatchObject({
      WEBHOOK_URL: 'https://hooks.example.com/kestrel?team=7',
      WEBHOOK_SECRET: secret,
    });
    for (const local of ['http://localhost:8080/hook', 'http://127.0.0.1:9000/', 'http://[::1]:9000/in']) expect(webhook(local).WEBHOOK_URL, local).toBe(local);
    for (const invalid of [
      'http://hooks.example.com/in',
      'http://127.0.0.2/in',
      'ftp://localhost/in',
      'hooks.example.com',
      'https://user:pass@hooks.example.com/in',
    ]) {
      expect(() => webhook(invalid), invalid).toThrow(
        'WEBHOOK_URL: must be an https:// URL (http:// only for localhost, 127.0.0.1 or [::1]), without a user name or password',
      );
    }
    expect(loadConfig({}).WEBHOOK_URL).toBeUndefined();
    expect(() => loadConfig({ WEBHOOK_URL: 'https://hooks.example.com/in' })).toThrow('WEBHOOK_SECRET: is required with WEBHOOK_URL');
    expect(() => webhook('https://hooks.example.com/in', '  ')).toThrow('WEBHOOK_SECRET: is required with WEBHOOK_URL');
    expect(() => webhook('https://hooks.example.com/in', 'uhkD0udCdTxY/a0FqfDH5NHrdV0')).toThrow('WEBHOOK_SECRET: must be at least 32 characters');
    for (const weak of ['a'.repeat(40), 'ab'.repeat(20), 'password-password-password-password']) {
      expect(() => webhook('https://hooks.example.com/in', weak), weak).toThrow('WEBHOOK_SECRET: is too predictable');
    }
    // Both rules at once: each named.
    expect(() => loadConfig({ WEBHOOK_URL: 'http://hooks.example.com', PORT: '0' })).toThrow(
      /PORT: must be between 1 and 65535\n {2}WEBHOOK_URL: must be an https:\/\/ URL/,
    );
  });

  it('reads TRUST_PROXY as a hop count or a list of proxies, never as "trust every hop"', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('false')).toEqual({ hops: 0 });
    expect(trust('0')).toEqual({ hops: 0 });
    expect(trust('true')).toEqual({ hops: 1 });
    expect(trust('1')).toEqual({ hops: 1 });
    expect(trust('3')).toEqual({ hops: 3 });
    expect(trust(' 10.0.0.0/8 , 192.0.2.1,loopback ')).toEqual({ addresses: ['10.0.0.0/8', '192.0.2.1', 'loopback'] });
    expect(trust('2001:db8::/32')).toEqual({ addresses: ['2001:db8::/32'] });
    for (const invalid of ['maybe', '-1', '1.5', '10.0.0.0/33', '10.0.0.1, banana', '999.1.1.1', '100']) {
      expect(() => trust(invalid), invalid).toThrow(/TRUST_PROXY: must be false, a number of proxies/);
    }
  });

  it('enforces the retention periods the privacy policy states', () => {
    expect(loadConfig({}).LEAD_RETENTION_DAYS).toBe(DEFAULT_LEAD_RETENTION_DAYS);
    expect(IDEMPOTENCY_KEY_TTL_MS).toBe(IDEMPOTENCY_KEY_TTL_DAYS * DAY_MS);
    expect(SENT_MAIL_RETENTION_MS).toBe(SENT_MAIL_RETENTION_DAYS * DAY_MS);
  });
});

describe('.env.example', () => {
  const example = readFileSync(path.resolve('.env.example'), 'utf8');
  /** `# NAME=value` lines: the variable and the value the file shows. */
  const shown = new Map([...example.matchAll(/^# ([A-Z_]+)=(.*)$/gm)].map((match) => [match[1]!, match[2]!]));

  it('lists every variable the server reads, and no other', () => {
    expect([...shown.keys()].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('shows the defaults the server uses', () => {
    const defaults = loadConfig({});
    for (const name of [
      'PORT',
      'HOST',
      'SITE_URL',
      'DATA_DIR',
      'LEAD_RETENTION_DAYS',
      'TRUST_PROXY',
      'HSTS',
      'RATE_LIMIT_PER_MIN',
      'MAX_CONNECTIONS',
      'MAX_CONNECTIONS_PER_CLIENT',
      'NOTIFY_NEWSLETTER',
      'BOOKING_HORIZON_DAYS',
      'BOOKINGS_PER_CLIENT_PER_DAY',
      'DISK_MIN_FREE_MB',
      'DISK_MIN_FREE_PERCENT',
      'QUICK_CHECK_MINUTES',
      'HTTP_HEADERS_TIMEOUT_MS',
      'HTTP_REQUEST_TIMEOUT_MS',
      'LOG_LEVEL',
      'SERVE_SITE',
    ] as const) {
      expect(loadConfig({ [name]: shown.get(name) })[name], name).toEqual(defaults[name]);
    }
  });

  it('gives examples the server accepts, as Node reads the file', () => {
    const env = parseEnv(example.replace(/^# ([A-Z_]+=.*)$/gm, '$1'));
    // ADMIN_TOKEN is left empty on purpose (each studio makes its own).
    expect(env.MAIL_FROM).toBe('"Kestrel Web Studio" <hello@kestrelstudio.dev>');
    expect(() => loadConfig(env)).not.toThrow();
  });
});
