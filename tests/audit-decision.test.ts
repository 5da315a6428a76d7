import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../scripts/audit-decision';

/** `npm audit --json` (npm 7+) with the given counts. */
function report(counts: Partial<Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number>>, vulnerabilities: Record<string, unknown> = {}) {
  const full = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts };
  const total = Object.values(full).reduce((sum, value) => sum + value, 0);
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { ...full, total }, dependencies: { prod: 120, dev: 0, optional: 0, peer: 0, peerOptional: 0, total: 120 } },
  });
}

/** What npm printed on these machines, whose registry mirror has no bulk advisory endpoint. */
const MIRROR_405 = JSON.stringify({
  message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  headers: { allow: ['GET,HEAD'], 'content-length': ['0'] },
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
});

describe('auditVerdict', () => {
  it('fails on high or critical advisories', () => {
    const high = auditVerdict(
      report({ high: 1, moderate: 2 }, { 'path-to-regexp': { name: 'path-to-regexp', severity: 'high', isDirect: false, via: ['GHSA-xxxx'] } }),
    );
    expect(high).toMatchObject({ exitCode: 1, skipped: false });
    expect(high.message).toContain('0 critical, 1 high, 2 moderate');
    expect(auditVerdict(report({ critical: 1 }))).toMatchObject({ exitCode: 1, skipped: false });
  });

  it('passes a clean audit, and one with only moderate or low advisories', () => {
    expect(auditVerdict(report({}))).toMatchObject({ exitCode: 0, skipped: false, message: expect.stringContaining('no high or critical') });
    expect(auditVerdict(report({ moderate: 3, low: 1 }))).toMatchObject({ exitCode: 0, skipped: false });
  });

  it('warns and passes when the advisory endpoint answers an HTTP error (a registry mirror: 405)', () => {
    const verdict = auditVerdict(MIRROR_405);
    expect(verdict).toEqual({
      exitCode: 0,
      skipped: true,
      message:
        'npm audit: advisory service unavailable (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk), dependency audit skipped',
    });
    expect(auditVerdict(JSON.stringify({ statusCode: 503, body: '' })).message).toContain('advisory service unavailable (HTTP 503)');
  });

  it('warns and passes when the registry cannot be reached', () => {
    const offline = JSON.stringify({
      error: { code: 'ENOTFOUND', summary: 'request to https://registry.npmjs.org failed, reason: getaddrinfo ENOTFOUND', detail: '' },
    });
    expect(auditVerdict(offline)).toMatchObject({ exitCode: 0, skipped: true, message: expect.stringContaining('ENOTFOUND') });
    expect(auditVerdict(JSON.stringify({ error: { code: 'E500', summary: 'Internal Server Error' } }))).toMatchObject({ exitCode: 0, skipped: true });
  });

  it('fails on any other error or an answer it cannot read', () => {
    const noLockfile = JSON.stringify({ error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.', detail: '' } });
    expect(auditVerdict(noLockfile)).toEqual({
      exitCode: 1,
      skipped: false,
      message: 'npm audit failed: ENOLOCK: This command requires an existing lockfile.',
    });
    expect(auditVerdict('')).toMatchObject({ exitCode: 1, skipped: false });
    expect(auditVerdict('npm ERR! something')).toMatchObject({ exitCode: 1 });
    expect(auditVerdict('[]')).toMatchObject({ exitCode: 1 });
    expect(auditVerdict('{}')).toMatchObject({ exitCode: 1 });
  });
});
