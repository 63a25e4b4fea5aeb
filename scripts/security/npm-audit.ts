import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm audit --omit=dev --json`: the advisories against what the server and the apps ship. The counts of high and
 * critical advisories are printed; a critical one fails the checks, a high one is reported (decision 058).
 */

export type AuditResult =
  | {
      readonly kind: 'counted';
      readonly high: number;
      readonly critical: number;
      readonly total: number;
      readonly packages: readonly string[];
    }
  | { readonly kind: 'unavailable'; readonly reason: string };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface AuditReport {
  readonly metadata?: { readonly vulnerabilities?: Readonly<Record<string, number>> };
  readonly vulnerabilities?: Readonly<Record<string, { readonly severity: string }>>;
  readonly error?: { readonly summary?: string };
  readonly message?: string;
}

export function countsOf(report: AuditReport): AuditResult {
  const counts = report.metadata?.vulnerabilities;
  if (!counts)
    return {
      kind: 'unavailable',
      reason: report.error?.summary || report.message || 'npm audit gave no counts',
    };
  const packages = Object.entries(report.vulnerabilities ?? {})
    .filter(([, advisory]) => advisory.severity === 'high' || advisory.severity === 'critical')
    .map(([name, advisory]) => `${name} (${advisory.severity})`);
  return {
    kind: 'counted',
    high: counts.high ?? 0,
    critical: counts.critical ?? 0,
    total: counts.total ?? 0,
    packages,
  };
}

export function npmAudit(): Promise<AuditResult> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['audit', '--omit=dev', '--json'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ kind: 'unavailable', reason: error.message });
    });
    child.on('close', () => {
      clearTimeout(timer);
      try {
        resolve(countsOf(JSON.parse(output) as AuditReport));
      } catch {
        resolve({ kind: 'unavailable', reason: 'npm audit did not answer in JSON (no registry?)' });
      }
    });
  });
}

export function describeAudit(result: AuditResult): string[] {
  if (result.kind === 'unavailable') return [`npm audit --omit=dev: not counted (${result.reason})`];
  return [
    `npm audit --omit=dev: ${result.critical} critical, ${result.high} high (${result.total} advisories in all)`,
    ...result.packages.map((name) => `  ${name}`),
  ];
}
