/**
 * `npm run release`: builds this checkout and installs it as a new release on this machine, then
 * switches the service to it; `--rollback` switches back to the release before. Run it from the
 * build checkout (it needs the devDependencies), with the server's settings in the environment
 * (ENV_FILE=/etc/kestrel/kestrel.env), as the user that may restart the service.
 *
 *   npm run release -- --restart "systemctl restart kestrel"      build, install, check, switch, restart
 *   ENV_FILE=/etc/kestrel/kestrel.env npm run release -- --rollback --restart "systemctl restart kestrel"
 *   npm run release -- --list
 *
 *   --root <dir>      where releases/ and current live (default /opt/kestrel)
 *   --restart <cmd>   the command that restarts the service (run with sh); none: print what to run
 *   --no-build        release the dist/ and server/ already built in this checkout
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  currentRelease,
  installKey,
  listReleases,
  previousRelease,
  pruneReleases,
  RELEASES_DIR,
  releaseName,
  reuseInstall,
  stampInstall,
  switchTo,
} from './lib/releases';

/** What a release holds: the site and the compiled server (with its package.json and lock). */
const ARTIFACTS = ['dist', 'server'];

const USAGE = `Usage:
  npm run release -- [--root /opt/kestrel] [--restart "systemctl restart kestrel"] [--no-build]
  npm run release -- --rollback [--root /opt/kestrel] [--restart "systemctl restart kestrel"]
  npm run release -- --list [--root /opt/kestrel]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) fail(`${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal}) in ${cwd}`);
}

function commitOf(checkout: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: checkout, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'local';
  }
}

/** Runs the release's own server with --check: configuration, build and database, nothing written. */
function checkRelease(releaseDir: string): boolean {
  console.info(`checking ${releaseDir}:`);
  const result = spawnSync(process.execPath, [path.join('server', 'main.js'), '--check'], { cwd: releaseDir, stdio: 'inherit' });
  return result.status === 0;
}

function restart(command: string | undefined, name: string): void {
  if (command === undefined) {
    console.info(`current -> ${name}. Restart the service to serve it (systemctl restart kestrel).`);
    return;
  }
  console.info(`current -> ${name}; restarting: ${command}`);
  const result = spawnSync('sh', ['-c', command], { stdio: 'inherit' });
  if (result.status !== 0)
    fail(
      `The restart command failed (exit ${result.status ?? result.signal}). current points at ${name}; see the service's log, or npm run release -- --rollback.`,
    );
}

function install(checkout: string, root: string): string {
  for (const artifact of ARTIFACTS) {
    if (!existsSync(path.join(checkout, artifact))) fail(`${artifact}/ is missing in ${checkout}: build first (npm run build), or leave out --no-build.`);
  }
  let name = releaseName(new Date(), commitOf(checkout));
  for (let suffix = 2; listReleases(root).includes(name); suffix++) name = `${releaseName(new Date(), commitOf(checkout))}-${suffix}`;
  const releasesDir = path.join(root, RELEASES_DIR);
  const partial = path.join(releasesDir, `.${name}.partial`);
  mkdirSync(releasesDir, { recursive: true });
  rmSync(partial, { recursive: true, force: true });
  for (const artifact of ARTIFACTS) cpSync(path.join(checkout, artifact), path.join(partial, artifact), { recursive: true });

  const serverDir = path.join(partial, 'server');
  rmSync(path.join(serverDir, 'node_modules'), { recursive: true, force: true });
  const key = installKey(serverDir);
  const installing = Date.now();
  if (reuseInstall(root, serverDir, key)) {
    console.info('production dependencies: the same lock and Node as an earlier release, its node_modules copied');
  } else {
    run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], serverDir);
    console.info(`production dependencies installed in ${Math.round((Date.now() - installing) / 1000)} s`);
  }
  stampInstall(serverDir, key);
  const releaseDir = path.join(releasesDir, name);
  renameSync(partial, releaseDir);
  if (!checkRelease(releaseDir)) {
    rmSync(releaseDir, { recursive: true, force: true });
    fail(`The release did not pass its check; it was removed and current still points at ${currentRelease(root) ?? 'nothing'}.`);
  }
  return name;
}

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: '/opt/kestrel' },
    restart: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    rollback: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
  strict: true,
});
if (values.help) {
  console.info(USAGE);
  process.exit(0);
}
const root = path.resolve(values.root);
const checkout = process.cwd();

if (values.list) {
  const current = currentRelease(root);
  for (const name of listReleases(root)) console.info(`${name === current ? '*' : ' '} ${name}`);
} else if (values.rollback) {
  const from = currentRelease(root);
  const to = previousRelease(root);
  if (to === undefined) fail(`No release before ${from ?? 'the current one'} in ${path.join(root, RELEASES_DIR)}: nothing to roll back to.`);
  if (!checkRelease(path.join(root, RELEASES_DIR, to))) {
    fail(
      `${to} does not pass its check with this configuration and database; current still points at ${from}. If a newer release migrated the database, restore the backup taken before it (docs/operations.md: Backups).`,
    );
  }
  switchTo(root, to);
  restart(values.restart, to);
  console.info(`rolled back from ${from} to ${to}`);
} else {
  if (!values['no-build']) run('npm', ['run', 'build'], checkout);
  const name = install(checkout, root);
  const before = currentRelease(root);
  switchTo(root, name);
  restart(values.restart, name);
  const pruned = pruneReleases(root);
  console.info(
    `released ${name}${before ? ` (was ${before}; npm run release -- --rollback goes back)` : ''}${pruned.length > 0 ? `; removed ${pruned.join(', ')}` : ''}`,
  );
}
