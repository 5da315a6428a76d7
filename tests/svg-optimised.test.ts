import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPTIMISE_SVGS_COMMAND, optimiseSvg, siteSvgFiles } from '../build/assets/svg-optimiser';

describe('the SVGs the site serves', () => {
  const files = siteSvgFiles();

  it('include the portraits, the client logos and the favicon', () => {
    expect(files).toContain('public/favicon.svg');
    expect(files).toContain('public/images/team/founder.svg');
    expect(files).toContain('public/images/portfolio/elite-law-group-logo.svg');
    expect(files.filter((file) => file.startsWith('public/images/')).length).toBe(31);
  });

  it.each(files)('%s is already optimised', (file) => {
    const source = readFileSync(file, 'utf8');
    expect(optimiseSvg(source, file) === source, `${file} is not optimised: run \`${OPTIMISE_SVGS_COMMAND}\``).toBe(true);
  });

  it('keep what layout and accessibility rely on: viewBox, width and height, title, role and aria', () => {
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).toMatch(/<svg[^>]*\sviewBox="/);
    }
    const portrait = readFileSync('public/images/team/founder.svg', 'utf8');
    expect(portrait).toMatch(/<svg[^>]*\swidth="400"[^>]*\sheight="480"/);
    expect(portrait).toContain('<title>Founder portrait illustration</title>');
    expect(portrait).toContain('role="img"');
    expect(portrait).toContain('aria-label="Founder portrait illustration"');
  });
});
