import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A price, an uptime or a reply, proposal or setup time typed anywhere in src/ but the facts module is
 * a second copy of a fact that will one day say something else. Tests may spell them (they check what
 * the page shows); nothing else may.
 */
const SRC = join(import.meta.dirname, '..', 'src');
const ALLOWED = new Set(['content/facts.ts']);

const FORBIDDEN: readonly { name: string; pattern: RegExp }[] = [
  { name: 'a currency amount', pattern: /\$\d/ },
  { name: 'an uptime percentage', pattern: /\b\d{2}(?:\.\d+)?%(?=[^\n]{0,40}uptime)|uptime[^\n]{0,40}\b\d{2}(?:\.\d+)?%|\b99(?:\.\d+)?%/i },
  { name: 'a reply or proposal time', pattern: /within (?:about )?\d+ (?:business )?hours/i },
  { name: 'a setup time', pattern: /\d+ working days/i },
  { name: 'a range of hours', pattern: /\d+\s*-\s*\d+ hours/i },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): string[] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|html)$/.test(entry.name) ? [path] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.split(sep).includes('testing');

/** Each offending line as 'file:line: what', for a message that says where to look. */
export function offerLiterals(files: readonly { name: string; text: string }[]): string[] {
  return files.flatMap(({ name, text }) =>
    text
      .split('\n')
      .flatMap((line, index) =>
        FORBIDDEN.filter(({ pattern }) => pattern.test(line)).map(({ name: what }) => `${name}:${index + 1}: ${what}: ${line.trim().slice(0, 120)}`),
      ),
  );
}

describe('offer facts', () => {
  it('are written only in src/content/facts.ts', () => {
    const files = sourceFiles(SRC)
      .map((path) => ({ name: relative(SRC, path).split(sep).join('/'), path }))
      .filter(({ name, path }) => !ALLOWED.has(name) && !isTest(path))
      .map(({ name, path }) => ({ name, text: readFileSync(path, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(offerLiterals(files)).toEqual([]);
  });

  it('catches each kind of literal, and not a template placeholder', () => {
    const planted = [
      "price: '$5,999'",
      "{ value: '99.5%', label: 'Uptime Guaranteed' }",
      "'Daily backups and uptime monitoring (99.9% target)'",
      "'We reply within 24 hours.'",
      "'Privacy inquiries are answered within 48 business hours.'",
      "'Setup in about 7 working days'",
      "'Live in 24-48 hours'",
    ];
    expect(offerLiterals(planted.map((text, index) => ({ name: `plant${index}.ts`, text })))).toHaveLength(planted.length);
    expect(offerLiterals([{ name: 'ok.ts', text: 'const text = `from ${say.turnkeyFrom}`; // 98% retention' }])).toEqual([]);
  });
});
