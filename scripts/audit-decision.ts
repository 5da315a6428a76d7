/**
 * What `npm audit --omit=dev --json` printed, turned into a verdict: fail on high or critical
 * advisories in the production dependencies; warn and pass when the advisory service itself cannot
 * be reached (registry mirrors answer the bulk advisory endpoint with 405); fail on anything else.
 */

export interface AuditVerdict {
  exitCode: 0 | 1;
  /** True when no audit took place (the service could not be reached). */
  skipped: boolean;
  /** One line for the CI log. */
  message: string;
}

interface AuditCounts {
  info?: number;
  low?: number;
  moderate?: number;
  high?: number;
  critical?: number;
  total?: number;
}

/** Errors that mean the service did not answer, not that the audit found or broke anything. */
const UNREACHABLE_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ERR_SOCKET_TIMEOUT']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Why the advisory service could not be used, or undefined when the answer is not such an error. */
function unavailableReason(report: Record<string, unknown>): string | undefined {
  const error = isRecord(report.error) ? report.error : {};
  const code = typeof error.code === 'string' ? error.code : typeof report.code === 'string' ? report.code : undefined;
  const message = [report.message, error.summary].find((text): text is string => typeof text === 'string' && text.trim() !== '');
  if (typeof report.statusCode === 'number' && report.statusCode >= 400) return message ?? `HTTP ${report.statusCode}`;
  if (code !== undefined && (UNREACHABLE_CODES.has(code) || /^E\d{3}$/.test(code))) return message ? `${code}: ${message}` : code;
  return undefined;
}

export function auditVerdict(stdout: string): AuditVerdict {
  let report: unknown;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { exitCode: 1, skipped: false, message: `npm audit: could not read its output as JSON: ${stdout.trim().slice(0, 200) || '(empty)'}` };
  }
  if (!isRecord(report)) return { exitCode: 1, skipped: false, message: 'npm audit: unexpected output (not a JSON object).' };

  const metadata = isRecord(report.metadata) ? report.metadata : undefined;
  if (metadata && isRecord(metadata.vulnerabilities)) {
    const counts = metadata.vulnerabilities as AuditCounts;
    const high = count(counts.high);
    const critical = count(counts.critical);
    const summary = `${critical} critical, ${high} high, ${count(counts.moderate)} moderate, ${count(counts.low)} low`;
    if (high + critical > 0) {
      return { exitCode: 1, skipped: false, message: `npm audit: ${summary} in production dependencies. Run \`npm audit --omit=dev\` for details.` };
    }
    return { exitCode: 0, skipped: false, message: `npm audit: no high or critical advisories in production dependencies (${summary}).` };
  }

  const reason = unavailableReason(report);
  if (reason !== undefined) {
    return { exitCode: 0, skipped: true, message: `npm audit: advisory service unavailable (${reason}), dependency audit skipped` };
  }
  const error = isRecord(report.error) ? report.error : {};
  const detail = [error.code, error.summary]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(': ')
    .replace(/\.$/, '');
  return { exitCode: 1, skipped: false, message: `npm audit failed${detail ? `: ${detail}` : ' with an unexpected answer'}.` };
}
