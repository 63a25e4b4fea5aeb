import {
  type ApplicationListQuery,
  addCalendarDays,
  isReviewOverdue,
  latestOverdueSubmissionDate,
  malaysianMidnight,
  occursInWorkflow,
  QUEUE_PRODUCTS,
  QUEUE_STATUSES,
  type QueueList,
  type QueueStatus,
  type QueueSummary,
  REVIEW_TARGET_BUSINESS_DAYS,
  reviewAgeBusinessDays,
  type Workflow,
  ZERO_SEN,
} from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { queuedApplicationCounts, queuedApplications } from '../applications/application-records.ts';
import { customerNames } from '../auth/customer-records.ts';

/**
 * The work queues: applications waiting for an officer, by status and product, oldest first, each aged in business
 * days against the one-business-day target.
 */
export class QueueService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #workflow: Workflow;

  constructor(deps: { db: Database; clock: Clock; workflow: Workflow }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#workflow = deps.workflow;
  }

  /**
   * Every queue of the workflow, empty ones too, so the screen shows them all; a queue of the other workflow
   * appears only while applications are still in it.
   */
  async summary(): Promise<QueueSummary> {
    const overdueBefore = malaysianMidnight(
      addCalendarDays(latestOverdueSubmissionDate(this.#clock.today()), 1),
    );
    const counts = await queuedApplicationCounts(this.#db, QUEUE_STATUSES, overdueBefore);
    const queues = QUEUE_STATUSES.flatMap((status) =>
      QUEUE_PRODUCTS.flatMap((applicationType) => {
        const row = counts.find(
          (count) => count.status === status && count.applicationType === applicationType,
        );
        if (!row && !occursInWorkflow(status, this.#workflow)) return [];
        return [
          {
            status,
            applicationType,
            count: row?.count ?? 0,
            overdueCount: row?.overdueCount ?? 0,
            oldestSubmittedAt: row?.oldestSubmittedAt.toISOString() ?? null,
          },
        ];
      }),
    );
    return { workflow: this.#workflow, targetBusinessDays: REVIEW_TARGET_BUSINESS_DAYS, queues };
  }

  async list(query: ApplicationListQuery): Promise<QueueList> {
    const statuses: readonly QueueStatus[] = query.status ? [query.status] : QUEUE_STATUSES;
    const { rows, total } = await queuedApplications(this.#db, {
      statuses,
      applicationType: query.applicationType,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    // The page's applicants in one query, however long the page.
    const names = await customerNames(
      this.#db,
      rows.map((row) => row.userId),
    );
    const now = this.#clock.now();
    return {
      items: rows.map((row) => {
        const ageBusinessDays = reviewAgeBusinessDays(row.submittedAt, now);
        return {
          id: row.id,
          applicationNo: row.applicationNo,
          applicationType: row.applicationType,
          applicationStatus: row.status,
          applicantName: names.get(row.userId) ?? '',
          amountSen: row.approvedAmountSen ?? row.form.amountSen ?? ZERO_SEN,
          tenureMonths: row.approvedTenureMonths ?? row.form.tenureMonths ?? 1,
          submittedAt: row.submittedAt.toISOString(),
          ageBusinessDays,
          overdue: isReviewOverdue(ageBusinessDays),
        };
      }),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
