import {
  DomainRuleError,
  FAILED_JOB_ERROR_LENGTH,
  FAILED_JOB_LIST_LIMIT,
  type FailedJobList,
  summarizeJobPayload,
} from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { officerName } from '../officers/officer-records.ts';
import { listFailedJobs, lockFailedJob, requeueFailedJob } from './failed-job-repository.ts';

/** The dead-letter view (decision 053): failed jobs listed without personal data, and run again by the admin. */
export class FailedJobService {
  readonly #db: Database;
  readonly #clock: Clock;

  constructor(deps: { readonly db: Database; readonly clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  async list(): Promise<FailedJobList> {
    const { rows, total } = await listFailedJobs(this.#db, FAILED_JOB_LIST_LIMIT);
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        attempts: row.attempts,
        maxAttempts: row.maxAttempts,
        lastError: row.lastError === null ? null : shortened(row.lastError),
        payload: summarizeJobPayload(row.payload),
        createdAt: row.createdAt.toISOString(),
        failedAt: row.failedAt?.toISOString() ?? null,
      })),
    };
  }

  /**
   * Queues a failed job again with its attempts reset, and audits it in the same transaction. A job that is not
   * failed (never was, or run again already) is a 404, and nothing is written.
   */
  async rerun(officer: OfficerPrincipal, jobId: number, trace: RequestTrace): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const job = await lockFailedJob(tx, jobId);
      if (!job) throw new DomainRuleError('errors.jobNotFailed', {}, 'notFound');
      await requeueFailedJob(tx, job.id);
      await recordAuditEvent(tx, {
        at: this.#clock.now(),
        actorKind: 'officer',
        actorId: officer.officerId,
        actorName: (await officerName(tx, officer.officerId)) ?? '',
        actorRole: 'admin',
        subjectId: String(job.id),
        requestId: trace.requestId,
        ip: trace.ip,
        action: 'job.rerun',
        subjectType: 'job',
        before: { jobStatus: 'failed', jobKind: job.kind, attempts: job.attempts },
        after: { jobStatus: 'queued', jobKind: job.kind, attempts: 0 },
      });
    });
  }
}

function shortened(message: string): string {
  return message.length > FAILED_JOB_ERROR_LENGTH
    ? `${message.slice(0, FAILED_JOB_ERROR_LENGTH - 1)}…`
    : message;
}
