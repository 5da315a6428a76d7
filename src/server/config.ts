import { z } from 'zod';
import { DEFAULT_SITE_URL } from '@/content/site-map';
import { BOOKING_HORIZON_DAYS_RANGE, DEFAULT_BOOKINGS_PER_CLIENT_PER_DAY, DEFAULT_BOOKING_HORIZON_DAYS } from '@/leads/booking-policy';
import { DEFAULT_LEAD_RETENTION_DAYS, LEAD_RETENTION_DAYS_RANGE } from '@/leads/retention';
import { parseTrustProxy } from './http/client-address';
import { LOG_LEVELS } from './log';
import { NEWSLETTER_NOTIFICATIONS } from './mail/newsletter-digest';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const TRUST_PROXY_MESSAGE = 'must be false, a number of proxies (1 for one proxy in front), or a list of proxy addresses or ranges (10.0.0.0/8, loopback)';

/** The admin token guards every lead: long enough, and random enough, that guessing it is hopeless. */
export const MIN_ADMIN_TOKEN_LENGTH = 24;
const MIN_ADMIN_TOKEN_BITS = 100;
const MIN_ADMIN_TOKEN_DISTINCT_CHARACTERS = 10;

/**
 * A rough floor, not a proof of randomness: enough different characters, not one block repeated,
 * and at least 100 bits by the text's own character frequencies (Shannon entropy times length).
 * Random output of openssl rand -base64 32 or -hex 16 passes; words, runs and repetitions do not.
 */
export function isUnpredictableToken(token: string): boolean {
  const counts = new Map<string, number>();
  for (const character of token) counts.set(character, (counts.get(character) ?? 0) + 1);
  if (counts.size < MIN_ADMIN_TOKEN_DISTINCT_CHARACTERS || /^(.+?)\1+$/s.test(token)) return false;
  const length = [...token].length;
  let bitsPerCharacter = 0;
  for (const count of counts.values()) bitsPerCharacter -= (count / length) * Math.log2(count / length);
  return bitsPerCharacter * length >= MIN_ADMIN_TOKEN_BITS;
}

/**
 * What a bearer token may be made of (RFC 6750's b64token): the only tokens an `Authorization:
 * Bearer` header can carry, and so the only ones the admin API's bearer check accepts.
 */
export const BEARER_TOKEN_SYNTAX = /^[A-Za-z0-9._~+/-]+=*$/;

/** A webhook secret signs every delivery: at least 256 bits' worth of text, random like the admin token. */
export const MIN_WEBHOOK_SECRET_LENGTH = 32;

const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Lead data leaves the server only encrypted: https://, except http:// to this machine (a local
 * receiver, the tests). No user name or password in the URL (fetch refuses them; the signature
 * authenticates the server instead).
 */
export function isWebhookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  ADMIN_TOKEN: optionalText.pipe(
    z
      .string()
      .min(MIN_ADMIN_TOKEN_LENGTH, `must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters`)
      .refine(isUnpredictableToken, 'is too predictable: use a random token of 128 bits or more, such as the output of `openssl rand -base64 32`')
      .regex(BEARER_TOKEN_SYNTAX, 'must be letters, digits and - . _ ~ + / only, with = only at the end (a bearer token)')
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  NOTIFY_TO: optionalText.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
  MAIL_FROM: optionalText.pipe(z.string().optional()),
  /** How the studio hears of newsletter sign-ups: one digest an hour (default), a mail each, or none. */
  NOTIFY_NEWSLETTER: z.enum(NEWSLETTER_NOTIFICATIONS, { message: `must be one of ${NEWSLETTER_NOTIFICATIONS.join(', ')}` }).default('digest'),
  SITE_URL: z.url({ message: 'must be an absolute URL' }).default(DEFAULT_SITE_URL),
  /** Where each stored lead is posted as signed JSON (a webhook); unset: no webhooks. */
  WEBHOOK_URL: optionalText.pipe(
    z.string().refine(isWebhookUrl, 'must be an https:// URL (http:// only for localhost, 127.0.0.1 or [::1]), without a user name or password').optional(),
  ),
  /** The key each webhook delivery is signed with (HMAC-SHA256); required with WEBHOOK_URL. */
  WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .min(MIN_WEBHOOK_SECRET_LENGTH, `must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters`)
      .refine(isUnpredictableToken, 'is too predictable: use a random secret, such as the output of `openssl rand -hex 32`')
      .optional(),
  ),
  /**
   * Web push subscriptions may name an http:// endpoint on this machine (localhost, 127.0.0.1, [::1]):
   * a local push service, for tests and development only. Real push services are https://.
   */
  PUSH_ALLOW_HTTP_LOOPBACK: booleanFlag.default(false),
  /**
   * Which proxies in front are believed for the client's address (X-Forwarded-For) and protocol
   * (X-Forwarded-Proto): a hop count (1: one proxy in front; `true` means 1) or their addresses.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch {
        context.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
        return z.NEVER;
      }
    }),
  /**
   * Send Strict-Transport-Security on every answer. Without it the header goes only with answers
   * to HTTPS requests (a TLS socket, or X-Forwarded-Proto: https from a trusted proxy).
   */
  HSTS: booleanFlag.default(false),
  /**
   * Whether `npm start` builds and serves the site beside the API (the default). `false` serves the
   * API alone and never runs the client build: for tests and load runs that start the real server.
   */
  SERVE_SITE: booleanFlag.default(true),
  /** The request line and headers must arrive within this long (slowloris). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1_000, 'must be at least 1000')
    .max(600_000, 'must be at most 600000')
    .default(15_000),
  /** The whole request, body included, must arrive within this long. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1_000, 'must be at least 1000')
    .max(600_000, 'must be at most 600000')
    .default(30_000),
  /** Open connections at most; one more is answered 503 and closed, keeping the process within its file descriptors. */
  MAX_CONNECTIONS: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(10, 'must be at least 10').default(1_000),
  /**
   * Open connections one client address may hold (behind TRUST_PROXY the proxy's own limits apply
   * to the clients behind it). Unset: 64, or half of MAX_CONNECTIONS when that is less.
   */
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').optional(),
  RATE_LIMIT_PER_MIN: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(30),
  /** How far ahead a consultation may be booked, in days from today (the booking page shows it). */
  BOOKING_HORIZON_DAYS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(BOOKING_HORIZON_DAYS_RANGE.min, `must be at least ${BOOKING_HORIZON_DAYS_RANGE.min}`)
    .max(BOOKING_HORIZON_DAYS_RANGE.max, `must be at most ${BOOKING_HORIZON_DAYS_RANGE.max}`)
    .default(DEFAULT_BOOKING_HORIZON_DAYS),
  /** Bookings one client address may make in 24 hours. */
  BOOKINGS_PER_CLIENT_PER_DAY: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(DEFAULT_BOOKINGS_PER_CLIENT_PER_DAY),
  /** Health answers 503 when the embedded store's file system has less than this many MiB free (0: never)... */
  DISK_MIN_FREE_MB: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 (no check) or more').default(64),
  /** ...or less than this share of its size, when that is less (a small disk). */
  DISK_MIN_FREE_PERCENT: z.coerce
    .number({ message: 'must be a number' })
    .min(0, 'must be between 0 (no check) and 100')
    .max(100, 'must be between 0 (no check) and 100')
    .default(1),
  /** How often a running server checks the embedded store's file with PRAGMA quick_check, in minutes (0: only at start). */
  QUICK_CHECK_MINUTES: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 (only at start) or more')
    .max(1_440, 'must be at most 1440 (once a day)')
    .default(10),
  /**
   * Leads older than this many days are deleted (with their idempotency records and mails) by the
   * server's hourly purge and by `npm run leads -- --purge`.
   */
  LEAD_RETENTION_DAYS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(LEAD_RETENTION_DAYS_RANGE.min, `must be at least ${LEAD_RETENTION_DAYS_RANGE.min}`)
    .max(LEAD_RETENTION_DAYS_RANGE.max, `must be at most ${LEAD_RETENTION_DAYS_RANGE.max}`)
    .default(DEFAULT_LEAD_RETENTION_DAYS),
  /** How much the server logs: `info` (default) includes an access line per request, `warn` leaves those out. */
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  /** The analytics script URL the page may load after consent; widens the CSP's script-src. */
  VITE_ANALYTICS_SCRIPT_URL: optionalText.pipe(z.url().optional()),
});

/**
 * Connections one client may hold when MAX_CONNECTIONS_PER_CLIENT is not set (and MAX_CONNECTIONS
 * is 128 or more): room for an office behind one address, or a load test of 50 connections, and
 * still a small share of the server.
 */
export const DEFAULT_MAX_CONNECTIONS_PER_CLIENT = 64;

type ParsedEnv = z.infer<typeof envSchema>;

/** The settings, every default filled in. */
export type Config = Omit<ParsedEnv, 'MAX_CONNECTIONS_PER_CLIENT'> & { MAX_CONNECTIONS_PER_CLIENT: number };

/** Every variable the server reads (.env.example lists and explains each). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as (keyof Config)[];

/** Defaults that depend on another variable. */
function withDerivedDefaults(env: ParsedEnv): Config {
  const halfOfAll = Math.max(1, Math.floor(env.MAX_CONNECTIONS / 2));
  return { ...env, MAX_CONNECTIONS_PER_CLIENT: env.MAX_CONNECTIONS_PER_CLIENT ?? Math.min(DEFAULT_MAX_CONNECTIONS_PER_CLIENT, halfOfAll) };
}

/** Rules between variables, checked once each is valid on its own. */
function crossVariableProblems(config: ParsedEnv): string[] {
  const problems: string[] = [];
  const perClient = config.MAX_CONNECTIONS_PER_CLIENT;
  if (perClient !== undefined && perClient > config.MAX_CONNECTIONS / 2) {
    problems.push(
      `MAX_CONNECTIONS_PER_CLIENT: must be at most half of MAX_CONNECTIONS (${config.MAX_CONNECTIONS}), or one address could take every connection`,
    );
  }
  if (config.HTTP_HEADERS_TIMEOUT_MS > config.HTTP_REQUEST_TIMEOUT_MS)
    problems.push('HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS');
  if (config.WEBHOOK_URL && !config.WEBHOOK_SECRET) {
    problems.push('WEBHOOK_SECRET: is required with WEBHOOK_URL (every delivery is signed with it): use the output of `openssl rand -hex 32`');
  }
  return problems;
}

export class ConfigError extends Error {}

/** Parses the environment once; throws a ConfigError naming every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  const problems = result.success ? crossVariableProblems(result.data) : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (result.success && problems.length === 0) return withDerivedDefaults(result.data);
  throw new ConfigError(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
}
