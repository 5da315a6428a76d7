// Reruns the mutants Stryker left alive in some files against chosen tests, each mutant in a fresh
// Vitest process. Code a module runs when it is imported (schema definitions, module constants) is
// then evaluated with the mutant in place; Stryker's per-test coverage never credits a test with that
// code, so it reports such mutants as surviving even where a test fails on them.
//
//   npm run test:mutation:recheck -- <file,file,…> <test path>…
//
// Reads reports/mutation/mutation.json (the last `npm run test:mutation`), restores every file it
// changes, and prints each mutant's fate and each file's score counting both runs.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

interface Position {
  line: number;
  column: number;
}
interface Mutant {
  mutatorName: string;
  replacement: string;
  status: string;
  location: { start: Position; end: Position };
}
interface Report {
  files: Record<string, { source: string; mutants: Mutant[] }>;
}

const REPORT = 'reports/mutation/mutation.json';
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const [fileList, ...tests] = process.argv.slice(2);
if (!fileList || tests.length === 0) {
  console.error('Usage: npm run test:mutation:recheck -- <file,file,…> <test path>…');
  process.exit(2);
}

const report = JSON.parse(readFileSync(REPORT, 'utf8')) as Report;
let restore: (() => void) | undefined;
process.on('SIGINT', () => {
  restore?.();
  process.exit(130);
});

function offsetOf(source: string, { line, column }: Position): number {
  const lines = source.split('\n');
  return lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1;
}

/** Whether the tests fail with the file's text replaced by `mutated`. */
function testsFail(file: string, original: string, mutated: string): boolean {
  restore = () => writeFileSync(file, original);
  writeFileSync(file, mutated);
  try {
    const run = spawnSync('npx', ['vitest', 'run', '--project', 'node', '--project', 'dom', '--bail', '1', ...tests], { stdio: 'ignore' });
    return run.status !== 0;
  } finally {
    restore();
    restore = undefined;
  }
}

for (const file of fileList.split(',')) {
  const entry = report.files[file];
  const source = readFileSync(file, 'utf8');
  if (!entry || entry.source !== source) {
    console.info(`${file}: not in ${REPORT}, or changed since; run Stryker on it again first`);
    continue;
  }
  const detected = entry.mutants.filter((mutant) => DETECTED.has(mutant.status)).length;
  const alive = entry.mutants.filter((mutant) => UNDETECTED.has(mutant.status));
  let killedNow = 0;
  for (const mutant of alive) {
    const [start, end] = [offsetOf(source, mutant.location.start), offsetOf(source, mutant.location.end)];
    const killed = testsFail(file, source, source.slice(0, start) + mutant.replacement + source.slice(end));
    if (killed) killedNow += 1;
    const original = source.slice(start, end).replace(/\s+/g, ' ').slice(0, 60);
    const replacement = mutant.replacement.replace(/\s+/g, ' ').slice(0, 40);
    console.info(`  ${file}:${mutant.location.start.line} ${mutant.mutatorName}: ${original} → ${replacement}: ${killed ? 'killed' : 'survives'}`);
  }
  const valid = detected + alive.length;
  const score = valid === 0 ? 'no mutants' : `${((100 * (detected + killedNow)) / valid).toFixed(1)} %`;
  console.info(`${file}: ${score} (Stryker ${detected}, this run ${killedNow}, of ${valid})`);
}
