import {
  type ApplicationListQuery,
  QUEUE_PRODUCTS,
  QUEUE_STATUSES,
  type QueueList,
  type QueueStatus,
  type QueueSummary,
  type Workflow,
  ZERO_SEN,
} from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { queuedApplicationCounts, queuedApplications } from '../applications/application-records.ts';
import { customerNames } from '../auth/customer-records.ts';
import { overdueBefore, waitingAge, workQueues } from './queue-figures.ts';

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
    const counts = await queuedApplicationCounts(this.#db, QUEUE_STATUSES, overdueBefore(this.#clock));
    const { queues, ...summary } = workQueues(
      this.#workflow,
      QUEUE_PRODUCTS,
      counts.map(({ applicationType, ...count }) => ({ ...count, product: applicationType })),
    );
    return {
      ...summary,
      queues: queues.map(({ product, ...queue }) => ({ ...queue, applicationType: product })),
    };
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
      items: rows.map((row) => ({
        id: row.id,
        applicationNo: row.applicationNo,
        applicationType: row.applicationType,
        applicationStatus: row.status,
        applicantName: names.get(row.userId) ?? '',
        amountSen: row.approvedAmountSen ?? row.form.amountSen ?? ZERO_SEN,
        tenureMonths: row.approvedTenureMonths ?? row.form.tenureMonths ?? 1,
        ...waitingAge(row.submittedAt, now),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
