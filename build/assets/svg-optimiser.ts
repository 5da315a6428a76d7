/**
 * The one SVG optimiser configuration: `build/assets/optimise-svgs.ts` applies it in place and
 * tests/svg-optimised.test.ts checks every SVG the site serves is already its output.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { optimize, type Config } from 'svgo';

export const OPTIMISE_SVGS_COMMAND = 'npx tsx build/assets/optimise-svgs.ts';

/**
 * svgo's default preset (which in svgo 4 no longer removes viewBox or <title>), minus what the pages
 * rely on: <desc> stays, and so do role and aria-* (accessible names of inline-described images).
 * width/height stay because no plugin of the preset removes them (removeDimensions is not enabled).
 */
export const svgoConfig: Config = {
  multipass: true,
  js2svg: { indent: 0, pretty: false, eol: 'lf', finalNewline: true },
  plugins: [
    {
      name: 'preset-default',
      params: {
        overrides: {
          removeDesc: false,
          removeUnknownsAndDefaults: { keepRoleAttr: true, keepAriaAttrs: true },
        },
      },
    },
  ],
};

/** Runs the optimiser until its output no longer changes, so a second run is a no-op. */
export function optimiseSvg(source: string, file: string): string {
  let current = source;
  for (let pass = 0; pass < 5; pass += 1) {
    const next = optimize(current, { ...svgoConfig, path: file }).data;
    if (next === current) return next;
    current = next;
  }
  return current;
}

function svgFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.svg'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Every SVG the site serves as a file: public/images, the favicon and any SVG asset imported from
 * src/. The sample sites under public/samples are stand-alone demos and keep their own markup.
 */
export function siteSvgFiles(root = process.cwd()): string[] {
  return [...svgFilesUnder(path.join(root, 'public', 'images')), path.join(root, 'public', 'favicon.svg'), ...svgFilesUnder(path.join(root, 'src'))]
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}
