/**
 * npm run screenshots [-- --all | id ...]: captures the demo pages whose sources changed since their
 * image was made (or every one with --all, or those named) and writes public/images/work/ and
 * src/content/work-images.json. Files of shots no longer listed are removed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import prettier from 'prettier';
import { chromiumArgs, chromiumExecutable } from '../../e2e/support/browser';
import { DEVICES, SHOTS, type Shot } from '../shots';
import { startDemoServer } from './demo-server';
import { MANIFEST_FILE, WORK_IMAGES_DIR, capture, encode, filesOf, manifestEntry, sourceFingerprint, type WorkImageManifest } from './work-images';

const args = process.argv.slice(2);
const all = args.includes('--all');
const named = args.filter((arg) => !arg.startsWith('--'));
const unknown = named.filter((id) => !SHOTS.some((shot) => shot.id === id));
if (unknown.length > 0) throw new Error(`No shot named ${unknown.join(', ')} in demos/shots.ts`);

const previous: WorkImageManifest = existsSync(MANIFEST_FILE) ? (JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as WorkImageManifest) : {};
const isCurrent = (shot: Shot, source: string) =>
  previous[shot.id]?.source === source && filesOf(shot).every((name) => existsSync(path.join(WORK_IMAGES_DIR, name)));

const wanted = SHOTS.filter((shot) => (named.length > 0 ? named.includes(shot.id) : all || !isCurrent(shot, sourceFingerprint(shot))));

mkdirSync(WORK_IMAGES_DIR, { recursive: true });
const manifest: WorkImageManifest = {};
for (const shot of SHOTS) {
  const kept = previous[shot.id];
  if (kept) manifest[shot.id] = kept;
}

/** The manifest, in the shot list's order, of the shots that have files (formatted as the project's JSON is). */
async function writeManifest(): Promise<void> {
  const ordered = Object.fromEntries(SHOTS.filter((shot) => manifest[shot.id]).map((shot) => [shot.id, manifest[shot.id]]));
  const options = (await prettier.resolveConfig(MANIFEST_FILE)) ?? {};
  writeFileSync(MANIFEST_FILE, await prettier.format(JSON.stringify(ordered), { ...options, parser: 'json' }));
}

const server = await startDemoServer();
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  for (const device of Object.keys(DEVICES) as (keyof typeof DEVICES)[]) {
    const shots = wanted.filter((shot) => shot.device === device);
    if (shots.length === 0) continue;
    const { width, height, scale } = DEVICES[device];
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const shot of shots) {
      const source = sourceFingerprint(shot);
      for (const file of await encode(await capture(page, server.base, shot), shot)) writeFileSync(path.join(WORK_IMAGES_DIR, file.name), file.data);
      manifest[shot.id] = manifestEntry(shot, source);
      // Written after every shot, so a capture stopped half-way keeps what it made.
      await writeManifest();
      console.info(`captured ${shot.id} (${shot.page})`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const expected = new Set(SHOTS.flatMap(filesOf));
for (const name of readdirSync(WORK_IMAGES_DIR)) if (!expected.has(name)) rmSync(path.join(WORK_IMAGES_DIR, name));
await writeManifest();
console.info(`${wanted.length} of ${SHOTS.length} work images captured; ${MANIFEST_FILE} written`);
