/**
 * The container recipe (Dockerfile, .dockerignore, compose.yaml) read as text: the image holds the
 * release alone (dist/ and server/), runs as an unprivileged user, keeps its leads in a volume, is
 * built for the SITE_URL it serves, and the compose file starts it beside PostgreSQL with every
 * secret taken from a variable. Nothing here needs a container engine.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL } from '@/content/site-map';
import { DEFAULT_LEAD_RETENTION_DAYS } from '@/leads/retention';

const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (name: string) => readFileSync(path.join(PROJECT_DIR, name), 'utf8');

/** The values the site is built for; the server refuses a site built for others, so the image sets each at build and at run time. */
const BAKED = ['SITE_URL', 'VITE_ANALYTICS_SCRIPT_URL', 'LEAD_RETENTION_DAYS'] as const;
const BAKED_DEFAULTS: Record<(typeof BAKED)[number], string> = {
  SITE_URL: DEFAULT_SITE_URL,
  VITE_ANALYTICS_SCRIPT_URL: '',
  LEAD_RETENTION_DAYS: String(DEFAULT_LEAD_RETENTION_DAYS),
};

// --- The Dockerfile ------------------------------------------------------------------------------

interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** Instructions with their continuation lines joined and comments left out, split into stages at each FROM. */
function parseDockerfile(text: string): { globals: Instruction[]; stages: Stage[] } {
  const instructions: Instruction[] = [];
  let pending: { text: string; line: number } | undefined;
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (line.startsWith('#') || line === '') continue;
    pending ??= { text: '', line: index + 1 };
    const continued = line.endsWith('\\');
    pending.text += ` ${continued ? line.slice(0, -1).trim() : line}`;
    if (continued) continue;
    const match = /^(\S+)\s*(.*)$/s.exec(pending.text.trim());
    if (match) instructions.push({ keyword: (match[1] ?? '').toUpperCase(), args: (match[2] ?? '').trim(), line: pending.line });
    pending = undefined;
  }
  if (pending !== undefined) throw new Error(`the Dockerfile ends inside the instruction that starts on line ${pending.line}`);

  const globals: Instruction[] = [];
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = instruction.args.split(/\s+/).filter((token) => !token.startsWith('--'));
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      (stages.at(-1)?.instructions ?? globals).push(instruction);
    }
  }
  return { globals, stages };
}

/** Leading `--name=value` options (COPY --from, HEALTHCHECK --interval) and what follows them. */
function splitFlags(args: string): { flags: Map<string, string>; rest: string } {
  const flags = new Map<string, string>();
  let rest = args.trim();
  for (let match = /^--([\w-]+)(?:=(\S*))?\s*/.exec(rest); match; match = /^--([\w-]+)(?:=(\S*))?\s*/.exec(rest)) {
    flags.set(match[1] ?? '', match[2] ?? '');
    rest = rest.slice(match[0].length);
  }
  return { flags, rest };
}

/** The exec (JSON array) form of CMD or HEALTHCHECK CMD; undefined for the shell form. */
function execForm(args: string): string[] | undefined {
  if (!args.trim().startsWith('[')) return undefined;
  const value: unknown = JSON.parse(args);
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

const unquote = (value: string) => (/^(["']).*\1$/s.test(value) ? value.slice(1, -1) : value);

/** `ENV a=1 b="two"` (or the older `ENV a 1`) and `ARG a=1` as name → value; an ARG without a default maps to undefined. */
function assignments(args: string): Map<string, string | undefined> {
  const pairs = new Map<string, string | undefined>();
  const legacy = /^(\w+)\s+([^=].*)$/s.exec(args);
  if (legacy && !/^\w+=/.test(args)) return pairs.set(legacy[1] ?? '', unquote((legacy[2] ?? '').trim()));
  for (const match of args.matchAll(/(\w+)(?:=("(?:[^"\\]|\\.)*"|'[^']*'|\S*))?/g)) {
    pairs.set(match[1] ?? '', match[2] === undefined ? undefined : unquote(match[2]));
  }
  return pairs;
}

const all = (stage: Stage, keyword: string) => stage.instructions.filter((instruction) => instruction.keyword === keyword);
const indexOf = (stage: Stage, predicate: (instruction: Instruction) => boolean) => stage.instructions.findIndex(predicate);

function envOfStage(stage: Stage): Map<string, string | undefined> {
  return new Map(all(stage, 'ENV').flatMap((instruction) => [...assignments(instruction.args)]));
}

/** The build argument's default: the stage's own `ARG NAME=value`, else the one before the first FROM. */
function argDefault(globals: Instruction[], stage: Stage, name: string): string | undefined {
  const declared = (instructions: Instruction[]) =>
    instructions.filter((instruction) => instruction.keyword === 'ARG').map((instruction) => assignments(instruction.args));
  const own = declared(stage.instructions)
    .find((pairs) => pairs.has(name))
    ?.get(name);
  return (
    own ??
    declared(globals)
      .find((pairs) => pairs.has(name))
      ?.get(name)
  );
}

const dockerfile = parseDockerfile(read('Dockerfile'));
const finalStage = (): Stage => {
  const stage = dockerfile.stages.at(-1);
  if (!stage) throw new Error('the Dockerfile has no FROM');
  return stage;
};
/** The stage the final stage copies the release from. */
const buildStage = (): Stage => {
  const from = all(finalStage(), 'COPY').map((copy) => splitFlags(copy.args).flags.get('from'));
  const stage = dockerfile.stages.find((candidate) => candidate !== finalStage() && candidate.name !== undefined && from.includes(candidate.name));
  if (!stage) throw new Error(`the final stage copies from no earlier stage (--from=${from.join(', ')})`);
  return stage;
};

describe('Dockerfile', () => {
  it('builds in one stage and runs in another, both from pinned Node 24 Debian images', () => {
    expect(dockerfile.stages.length).toBeGreaterThanOrEqual(2);
    expect(['node:24-bookworm-slim', 'node:24-bookworm']).toContain(buildStage().image);
    expect(finalStage().image).toBe('node:24-bookworm-slim');
  });

  it('installs the compiler for better-sqlite3 in the build stage, without recommended packages or the package lists', () => {
    const install = all(buildStage(), 'RUN').find((run) => /apt-get install/.test(run.args));
    expect(install?.args).toMatch(/--no-install-recommends/);
    for (const tool of ['python3', 'make', 'g\\+\\+']) expect(install?.args).toMatch(new RegExp(`\\s${tool}(\\s|$)`));
    expect(install?.args).toMatch(/rm -rf \/var\/lib\/apt\/lists/);
  });

  it("builds the site and the server, then installs the server's production dependencies in the build stage", () => {
    const stage = buildStage();
    const ci = indexOf(stage, (run) => run.keyword === 'RUN' && /^npm ci$/.test(run.args));
    const build = indexOf(stage, (run) => run.keyword === 'RUN' && /\bnpm run build\b/.test(run.args));
    const serverCi = indexOf(stage, (run) => run.keyword === 'RUN' && /^cd server && npm ci --omit=dev$/.test(run.args));
    expect(ci).toBeGreaterThanOrEqual(0);
    expect(build).toBeGreaterThan(ci);
    expect(serverCi).toBeGreaterThan(build);
  });

  it.each(BAKED)('passes the build argument %s to the build and sets it as the runtime environment', (name) => {
    const stage = buildStage();
    const build = indexOf(stage, (run) => run.keyword === 'RUN' && /\bnpm run build\b/.test(run.args));
    const declared = indexOf(stage, (arg) => arg.keyword === 'ARG' && assignments(arg.args).has(name));
    expect(declared).toBeGreaterThanOrEqual(0);
    expect(declared).toBeLessThan(build);
    // The build's command may name the variable, but only with the argument's value.
    const inline = new RegExp(`\\b${name}=(\\S*)`).exec(stage.instructions[build]?.args ?? '');
    if (inline) expect(unquote(inline[1] ?? '')).toMatch(new RegExp(`^\\$\\{?${name}\\}?$`));

    const final = finalStage();
    const finalArg = indexOf(final, (arg) => arg.keyword === 'ARG' && assignments(arg.args).has(name));
    const finalEnv = indexOf(final, (env) => env.keyword === 'ENV' && assignments(env.args).has(name));
    expect(finalArg).toBeGreaterThanOrEqual(0);
    expect(finalEnv).toBeGreaterThan(finalArg);
    expect(envOfStage(final).get(name)).toMatch(new RegExp(`^\\$\\{?${name}\\}?$`));
    // Both stages see the same default, the server's own.
    expect(argDefault(dockerfile.globals, stage, name)).toBe(BAKED_DEFAULTS[name]);
    expect(argDefault(dockerfile.globals, final, name)).toBe(BAKED_DEFAULTS[name]);
  });

  it('copies only dist/ and server/ from the build stage into the final stage, owned by root', () => {
    const copies = all(finalStage(), 'COPY').concat(all(finalStage(), 'ADD'));
    const copied = copies.map((copy) => {
      const { flags, rest } = splitFlags(copy.args);
      const paths = execForm(rest) ?? rest.split(/\s+/);
      return { from: flags.get('from'), chown: flags.get('chown'), sources: paths.slice(0, -1), target: paths.at(-1) };
    });
    expect(copied.map(({ from }) => from)).toEqual(copied.map(() => buildStage().name));
    expect(copied.flatMap(({ sources }) => sources.map((source) => path.posix.basename(source))).sort()).toEqual(['dist', 'server']);
    for (const { chown } of copied) expect(chown === undefined || /^(root|0)(:(root|0))?$/.test(chown)).toBe(true);
  });

  it('installs no packages in the final stage (no dev dependencies, no compiler)', () => {
    for (const run of all(finalStage(), 'RUN')) {
      for (const [install] of run.args.matchAll(/\bnpm\s+(?:ci|install|i)\b[^&;|]*/g)) expect(install).toMatch(/--omit=dev/);
      expect(run.args).not.toMatch(/apt-get install|\bg\+\+|\bpython3\b/);
    }
  });

  it('runs as a user other than root, before CMD', () => {
    const stage = finalStage();
    const users = all(stage, 'USER');
    const cmd = indexOf(stage, (instruction) => instruction.keyword === 'CMD');
    const lastUser = users.at(-1);
    expect(lastUser).toBeDefined();
    expect(['root', '0']).not.toContain(lastUser?.args.split(':')[0]);
    expect(stage.instructions.indexOf(lastUser as Instruction)).toBeLessThan(cmd);
  });

  it('keeps the leads in a /data volume the runtime user owns', () => {
    const stage = finalStage();
    const env = envOfStage(stage);
    expect(env.get('DATA_DIR')).toBe('/data');
    const volume = indexOf(stage, (instruction) => instruction.keyword === 'VOLUME');
    const volumes = execForm(stage.instructions[volume]?.args ?? '') ?? (stage.instructions[volume]?.args ?? '').split(/\s+/);
    expect(volumes).toContain('/data');
    // Ownership set after VOLUME is discarded; a new volume starts with what the image had there.
    const user = all(stage, 'USER').at(-1)?.args.split(':')[0] ?? '';
    const chown = indexOf(stage, (run) => run.keyword === 'RUN' && new RegExp(`chown (-R )?${user}(:\\S+)? /data\\b`).test(run.args));
    expect(chown).toBeGreaterThanOrEqual(0);
    expect(chown).toBeLessThan(volume);
  });

  it('runs in production on port 3000 on every interface', () => {
    const stage = finalStage();
    const env = envOfStage(stage);
    expect(env.get('NODE_ENV')).toBe('production');
    expect(env.get('PORT')).toBe('3000');
    expect(env.get('HOST')).toBe('0.0.0.0');
    expect(all(stage, 'EXPOSE').flatMap((expose) => expose.args.split(/\s+/))).toContain('3000');
  });

  it("is healthy only while GET /api/health answers 200, asked with Node's fetch", () => {
    const healthchecks = all(finalStage(), 'HEALTHCHECK');
    expect(healthchecks).toHaveLength(1);
    const { rest } = splitFlags(healthchecks[0]?.args ?? '');
    expect(rest).toMatch(/^CMD\s/);
    const command = execForm(rest.replace(/^CMD\s+/, ''));
    expect(command?.slice(0, 2)).toEqual(['node', '-e']);
    const script = command?.[2] ?? '';
    expect(script).toMatch(/fetch\(\s*'http:\/\/127\.0\.0\.1:/);
    expect(script).toContain("/api/health'");
    expect(script).toMatch(/status === 200 \? 0 : 1/);
    expect(script).toMatch(/\(\) => process\.exit\(1\)/);
  });

  it('stops on SIGTERM and starts the compiled server with node as process 1', () => {
    const stage = finalStage();
    expect(all(stage, 'STOPSIGNAL').map((signal) => signal.args)).toEqual(['SIGTERM']);
    const cmds = all(stage, 'CMD');
    expect(cmds).toHaveLength(1);
    expect(execForm(cmds[0]?.args ?? '')).toEqual(['node', 'server/main.js']);
    expect(all(stage, 'ENTRYPOINT')).toEqual([]);
  });
});

describe('.dockerignore', () => {
  const patterns = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

  it('leaves installed packages, earlier builds, data, git and local settings out of the build, but not the example settings', () => {
    for (const pattern of ['node_modules', 'dist', 'server', 'data', '.git', 'test-results', 'playwright-report', '.env', '.env.*', '!.env.example']) {
      expect(patterns).toContain(pattern);
    }
    // The exception counts only after the pattern it excepts.
    expect(patterns.indexOf('!.env.example')).toBeGreaterThan(patterns.indexOf('.env.*'));
  });
});

// --- compose.yaml --------------------------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function mapping(value: unknown, where: string): Record<string, unknown> {
  if (!isRecord(value)) throw new Error(`${where} is not a mapping`);
  return value;
}

/** A service's environment as name → value, from either the mapping or the `NAME=value` list form. */
function environmentOf(service: Record<string, unknown>): Record<string, string> {
  const environment = service.environment ?? {};
  const entries = Array.isArray(environment)
    ? environment.map((item) => String(item).split(/=(.*)/s, 2) as [string, string | undefined])
    : Object.entries(mapping(environment, 'environment'));
  return Object.fromEntries(entries.map(([name, value]) => [name, value == null ? '' : String(value)]));
}

/** A service's volumes as source → target, from the short (`source:target`) or the long form. */
function volumesOf(service: Record<string, unknown>): { source: string; target: string }[] {
  const volumes: unknown[] = Array.isArray(service.volumes) ? service.volumes : [];
  return volumes.map((volume) => {
    if (typeof volume === 'string') {
      const [source = '', target = ''] = volume.split(':');
      return { source, target };
    }
    const long = mapping(volume, 'a volume');
    return { source: String(long.source ?? ''), target: String(long.target ?? '') };
  });
}

/** `${NAME}`, `${NAME:-default}` or `${NAME:?message}`: the value comes from a variable. */
const VARIABLE = String.raw`\$\{[A-Z][A-Z0-9_]*(?::?[-?][^}]*)?\}`;
const isVariable = (value: string) => new RegExp(`^${VARIABLE}$`).test(value);
const isRequiredVariable = (value: string) => /^\$\{[A-Z][A-Z0-9_]*:\?[^}]*\}$/.test(value);
/** What Compose would put in place of each variable, for reading a value that holds some as a URL. */
const interpolated = (value: string) => value.replace(new RegExp(VARIABLE, 'g'), 'variable');

// Merge keys (`<<: *anchor`) resolved, as Compose does.
const compose = mapping(parse(read('compose.yaml'), { merge: true }) as unknown, 'compose.yaml');
const services = () => mapping(compose.services, 'services');
const service = (name: string) => mapping(services()[name], `the service ${name}`);
const topLevelVolumes = () => Object.keys(mapping(compose.volumes ?? {}, 'volumes'));

describe('compose.yaml', () => {
  it('builds the app from this folder and publishes port 3000', () => {
    const app = service('app');
    const build = typeof app.build === 'string' ? { context: app.build } : mapping(app.build, 'app.build');
    expect(build.context).toBe('.');
    expect(app.ports).toContain('3000:3000');
    expect(app.restart).toBe('unless-stopped');
  });

  it.each(BAKED)('builds the app for %s and runs it with the same value, from a variable defaulting to the one the image has', (name) => {
    const app = service('app');
    const args = mapping(mapping(app.build, 'app.build').args, 'app.build.args');
    expect(args[name]).toBe(`\${${name}:-${BAKED_DEFAULTS[name]}}`);
    expect(environmentOf(app)[name]).toBe(args[name]);
  });

  it('starts the app once PostgreSQL answers pg_isready', () => {
    const depends = mapping(service('app').depends_on, 'app.depends_on');
    expect(mapping(depends.db, 'app.depends_on.db').condition).toBe('service_healthy');
    const db = service('db');
    expect(db.image).toBe('postgres:17');
    const test = mapping(db.healthcheck, 'db.healthcheck').test;
    expect(Array.isArray(test) ? test.join(' ') : String(test)).toMatch(/\bpg_isready\b/);
  });

  it("stores leads in the db service's database, with the database's user and name", () => {
    const url = environmentOf(service('app')).DATABASE_URL ?? '';
    const parsed = new URL(interpolated(url));
    const db = environmentOf(service('db'));
    expect(parsed.protocol).toBe('postgres:');
    expect(Object.keys(services())).toContain(parsed.hostname);
    expect(parsed.hostname).toBe('db');
    expect(parsed.username).toBe(db.POSTGRES_USER);
    expect(parsed.pathname).toBe(`/${db.POSTGRES_DB}`);
    // The password in the URL is the database's, from the same variable.
    expect(url).toContain(`:${db.POSTGRES_PASSWORD}@db`);
  });

  it('keeps the data folder and the PostgreSQL data in named volumes declared at the top level', () => {
    const mounts = [
      { service: 'app', target: '/data' },
      { service: 'db', target: '/var/lib/postgresql/data' },
    ];
    for (const { service: name, target } of mounts) {
      const mounted = volumesOf(service(name)).find((volume) => volume.target === target);
      expect(mounted, `${name} mounts ${target}`).toBeDefined();
      expect(mounted?.source).toMatch(/^[a-z0-9][\w.-]*$/);
      expect(topLevelVolumes()).toContain(mounted?.source);
    }
  });

  it('takes every password, secret and token from a variable that must be set, never from the file', () => {
    const secrets = Object.entries(services()).flatMap(([name, value]) =>
      Object.entries(environmentOf(mapping(value, name)))
        .filter(([variable]) => /PASSWORD|SECRET|TOKEN/.test(variable))
        .map(([variable, secret]) => ({ where: `${name}.${variable}`, secret })),
    );
    expect(secrets.map(({ where }) => where)).toEqual(expect.arrayContaining(['db.POSTGRES_PASSWORD', 'app.ADMIN_TOKEN']));
    for (const { where, secret } of secrets) expect(isRequiredVariable(secret), `${where}: ${secret}`).toBe(true);
    // Credentials inside a URL (DATABASE_URL, SMTP_URL) likewise.
    for (const [name, value] of Object.entries(services())) {
      for (const [variable, text] of Object.entries(environmentOf(mapping(value, name)))) {
        const password = /^\w+:\/\/[^:/@]*:(.*)@[^@]*$/s.exec(text)?.[1];
        if (password !== undefined) expect(isVariable(password), `${name}.${variable}`).toBe(true);
      }
    }
  });
});
