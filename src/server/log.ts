/**
 * The server's log: one JSON object per line when the output is not a terminal (a process
 * manager, a container, a file), readable lines on a terminal. What may be logged is said in
 * safe-log.ts: ids, kinds, counts and masked errors, never what a visitor typed.
 */
import type { DestinationStream, Level, Logger as PinoLogger } from 'pino';
import { pino } from 'pino';
import pretty from 'pino-pretty';
import { Writable } from 'node:stream';

/** Fields that go with a message: ids, counts, durations; never lead data. */
export type LogFields = Record<string, string | number | boolean | undefined>;

export type LogLevel = Level | 'silent';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const satisfies readonly LogLevel[];

/** Fields a terminal line leaves out (the JSON form keeps them). */
const TERMINAL_HIDDEN_FIELDS = 'pid,hostname,requestId,method,path,status,durationMs';

/**
 * Where the log goes: readable lines on a terminal, JSON lines anywhere else. Synchronous both
 * ways, so a line written just before process.exit is never lost.
 */
export function logDestination(out: NodeJS.WritableStream & { isTTY?: boolean; fd?: number } = process.stdout): DestinationStream {
  // An access line's message already says method, path, status and duration: one line per request.
  if (out.isTTY) return pretty({ destination: out, sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: TERMINAL_HIDDEN_FIELDS });
  if (out === process.stdout) return pino.destination({ dest: 1, sync: true });
  return out;
}

function create(destination: DestinationStream, level: LogLevel): PinoLogger {
  return pino(
    {
      level,
      // No pid or hostname on every line; the level as its name, time as ISO-8601.
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

let logger = create(logDestination(), 'info');

function write(level: 'info' | 'warn' | 'error' | 'debug', message: string, fields?: LogFields): void {
  if (fields) logger[level](fields, message);
  else logger[level](message);
}

/** The server's logger. Message first, then the fields that go with it. */
export const log = {
  debug: (message: string, fields?: LogFields) => write('debug', message, fields),
  info: (message: string, fields?: LogFields) => write('info', message, fields),
  warn: (message: string, fields?: LogFields) => write('warn', message, fields),
  error: (message: string, fields?: LogFields) => write('error', message, fields),
};

/** LOG_LEVEL from the configuration: `warn` leaves out the access lines, `silent` everything. */
export function setLogLevel(level: LogLevel): void {
  logger.level = level;
}

/** One logged line, as parsed from the JSON output. */
export interface LogLine extends Record<string, unknown> {
  level: string;
  msg: string;
  time: string;
}

/**
 * For tests: log to memory instead of the output until `restore()`. `lines()` are the parsed JSON
 * lines, `text()` the raw output (what a log collector would receive).
 */
export function captureLogs(level: LogLevel = 'debug', options: { terminal?: boolean } = {}): { lines(): LogLine[]; text(): string; restore(): void } {
  const previous = logger;
  let raw = '';
  const memory = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      raw += chunk.toString();
      done();
    },
  });
  logger = create(logDestination(Object.assign(memory, { isTTY: options.terminal === true })), level);
  return {
    lines: () =>
      raw
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as LogLine),
    text: () => raw,
    restore: () => {
      logger = previous;
    },
  };
}
