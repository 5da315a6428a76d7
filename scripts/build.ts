/**
 * `npm run build`: the site build (Vite, the prerender and the service worker), its output shown
 * as it comes, then the server compiled to JavaScript for production (build/build-server.ts).
 * A build that prints a warning fails: a warning today is tomorrow's broken build (a deprecated
 * option, an import a future config loader will refuse), and nobody reads the log of a build that passed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnvFile } from '@/server/env-file';
import { buildServer, SERVER_OUT_DIR } from '../build/build-server';
import { buildWarnings } from '../build/build-warnings';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vite = path.join(projectDir, 'node_modules', 'vite', 'bin', 'vite.js');

// The build reads SITE_URL, VITE_ANALYTICS_SCRIPT_URL and LEAD_RETENTION_DAYS as the server does: .env included.
loadEnvFile(projectDir);

const child = spawn(process.execPath, [vite, 'build', ...process.argv.slice(2)], { cwd: projectDir, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
child.stdout.on('data', (chunk: Buffer) => {
  output += chunk.toString();
  process.stdout.write(chunk);
});
child.stderr.on('data', (chunk: Buffer) => {
  output += chunk.toString();
  process.stderr.write(chunk);
});
const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
if (code !== 0) process.exit(code ?? 1);
const warnings = [...buildWarnings(output), ...(await buildServer(projectDir))];
console.info(`compiled the server to ${SERVER_OUT_DIR}/ (main.js, leads.js)`);
if (warnings.length > 0) {
  console.error(
    `\nThe build printed ${warnings.length} warning${warnings.length === 1 ? '' : 's'}; fix ${warnings.length === 1 ? 'it' : 'them'}:\n${warnings.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exit(1);
}
