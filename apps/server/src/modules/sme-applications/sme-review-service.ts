import {
  type AuditEntry,
  allowedDecisions,
  applicationAuditAction,
  decisionBlockedBy,
  isDocumentGroup,
  type Language,
  type OfficerSmeApplication,
  officerTransition,
  QUEUE_STATUSES,
  type QueueStatus,
  SME_DOCUMENTS_BY_PARTNER_TYPE,
  SME_QUEUE_PRODUCTS,
  type SmeQueueList,
  type SmeQueueQuery,
  type SmeQueueSummary,
  smeApplicationAuditAction,
  type Workflow,
  ZERO_SEN,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import { recordAuditEvent, subjectAuditTrail } from '../audit/audit-module.ts';
import { customerNames, findCustomerOfRecord, holdNewApplicationsUntil } from '../auth/customer-records.ts';
import { officerFilesOf } from '../documents/document-records.ts';
import { officerName } from '../officers/officer-records.ts';
import { blockedText } from '../review/officer-application-reader.ts';
import { type DecisionSubject, OfficerDecisions } from '../review/officer-decisions.ts';
import { overdueBefore, waitingAge, workQueues } from '../review/queue-figures.ts';
import { findApprovedSmeApplication, type SmeApprovalFollower } from './sme-application-approvals.ts';
import { changeSmeApplicationStatus, smeOfficerMoveFacts } from './sme-application-lifecycle.ts';
import { smeQueueCounts, smeQueueItems } from './sme-application-queue-repository.ts';
import { smeRejectionHold } from './sme-application-reapply.ts';
import {
  findSmeApplicationById,
  type SmeApplicationRow,
  smeApplicationEvents,
} from './sme-application-repository.ts';
import { smeApplicationView } from './sme-application-service.ts';

export interface SmeReviewServiceOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly workflow: Workflow;
  /** Told of each final approval in its transaction: the agreement made from an approved SME application. */
  readonly approvalFollowers: readonly SmeApprovalFollower[];
  /** The decision's email to the partner or staff member goes through the outbox in its transaction. */
  readonly email: EmailQueue;
  /** Where that email links to. */
  readonly publicUrl: string;
}

/** The web app's page an SME partner or staff member lands on after logging in; it shows where the application stands. */
const HOME_PATH = '/sme/home';

/**
 * The back office's SME and staff applications (decision 062): their queues, the application as an officer sees
 * it (audited), and the officers' decisions and the admin's cancel: the shared decision core (decision 069), each
 * move made by `changeSmeApplicationStatus` under the individuals' transition table and maker-checker, with its audit
 * entry and the partner's email in the same transaction.
 */
export class SmeReviewService extends OfficerDecisions<SmeApplicationRow> {
  readonly #o: SmeReviewServiceOptions;

  constructor(options: SmeReviewServiceOptions) {
    super({ ...options, subject: smeApplications(options) });
    this.#o = options;
  }

  /** Every queue of the workflow, empty ones too; a queue of the other workflow only while it holds some. */
  async summary(): Promise<SmeQueueSummary> {
    const counts = await smeQueueCounts(this.#o.db, QUEUE_STATUSES, overdueBefore(this.#o.clock));
    return workQueues(this.#o.workflow, SME_QUEUE_PRODUCTS, counts);
  }

  async list(query: SmeQueueQuery): Promise<SmeQueueList> {
    const statuses: readonly QueueStatus[] = query.status ? [query.status] : QUEUE_STATUSES;
    const { rows, total } = await smeQueueItems(this.#o.db, {
      statuses,
      product: query.product,
      search: query.q || undefined,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    // The account names of the page's applicants without a name on their form yet, in one query.
    const names = await customerNames(
      this.#o.db,
      rows.filter((row) => !row.applicantName).map((row) => row.userId),
    );
    const now = this.#o.clock.now();
    return {
      items: rows.map((row) => ({
        id: row.id,
        applicationNo: row.applicationNo,
        product: row.product,
        partnerId: row.partnerId,
        partnerType: row.partnerType as SmeApplicationRow['partnerType'],
        applicationStatus: row.status,
        applicantName: row.applicantName || names.get(row.userId) || '',
        companyName: row.companyName,
        amountSen: (row.amountSen ?? ZERO_SEN) as SmeApplicationRow['amountSen'] & number,
        tenureMonths: row.tenureMonths ?? 1,
        ...waitingAge(row.submittedAt, now),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** The officer's view, with its own audit entry (an officer opened it: who read whose data, and when). */
  async view(
    officer: OfficerPrincipal,
    id: string,
    language: Language,
    trace: RequestTrace,
  ): Promise<OfficerSmeApplication> {
    await this.#o.db.transaction(async (tx) => {
      const application = await existing(tx, id);
      await recordAuditEvent(tx, {
        at: this.#o.clock.now(),
        actorKind: 'officer',
        actorId: officer.officerId,
        actorName: await nameOf(tx, officer),
        // They act in none of their roles by reading, so the entry keeps them all.
        actorRole: officer.roles.join(','),
        subjectId: application.id,
        applicationId: null,
        action: smeApplicationAuditAction('view'),
        subjectType: 'smeApplication',
        ...trace,
      });
    });
    return this.read(officer, id, language);
  }

  /** The view after a change the officer made: their change is audited already. */
  async read(officer: OfficerPrincipal, id: string, language: Language): Promise<OfficerSmeApplication> {
    const db = this.#o.db;
    const application = await existing(db, id);
    const [applicant, files, facts, history] = await Promise.all([
      findCustomerOfRecord(db, application.userId),
      officerFilesOf(db, application.id),
      smeOfficerMoveFacts(db, application, officer.officerId),
      this.#history(db, application),
    ]);
    if (!applicant) throw new Error(`sme application ${id} lacks its applicant`);
    const move = { workflow: this.#o.workflow, from: application.status, roles: officer.roles, facts };
    const blocked = decisionBlockedBy(move);
    const documents = SME_DOCUMENTS_BY_PARTNER_TYPE[application.partnerType];
    return {
      application: smeApplicationView(application),
      applicant: {
        id: applicant.id,
        fullName: applicant.fullName,
        phoneNo: applicant.phoneNo,
        email: applicant.email,
      },
      documents: {
        required: [...documents.required],
        optional: [...documents.optional],
        files: files.flatMap((file) => {
          const name = file.fileType;
          return isDocumentGroup(name)
            ? [{ ...file, fileType: { name }, uploadedAt: file.uploadedAt.toISOString() }]
            : [];
        }),
      },
      approval:
        application.approvedAmountSen !== null && application.approvedTenureMonths !== null
          ? { amountSen: application.approvedAmountSen, tenureMonths: application.approvedTenureMonths }
          : null,
      referBack: application.referBack
        ? {
            steps: [...application.referBack.steps],
            remark: application.referBack.remark,
            at: application.referBack.at,
          }
        : null,
      history,
      allowedDecisions: allowedDecisions(move),
      canCancel: officerTransition({ ...move, event: 'adminCancel' }).ok,
      decisionBlockedReason: blocked ? blockedText(blocked, language) : null,
    };
  }

  /**
   * The application's history, oldest first: the applicant's own moves and steps from its events, named as the
   * individuals' are, beside the officers' entries from the audit trail (an officer's move is read from its audit
   * entry, which holds the same change with before, after, role and remark, so it is not listed twice).
   */
  async #history(db: Queryable, application: SmeApplicationRow): Promise<AuditEntry[]> {
    const [events, audited, applicant] = await Promise.all([
      smeApplicationEvents(db, application.id),
      subjectAuditTrail(db, { type: 'smeApplication', id: application.id }),
      findCustomerOfRecord(db, application.userId),
    ]);
    const own: AuditEntry[] = events
      .filter((event) => event.actorType !== 'officer')
      .map((event) => {
        const field = event.kind === 'step' ? 'marker' : 'status';
        const action =
          event.kind === 'step'
            ? applicationAuditAction('step')
            : event.event
              ? applicationAuditAction(event.event)
              : applicationAuditAction('draft');
        return {
          id: `event-${event.id}`,
          at: event.at.toISOString(),
          actorKind: event.actorType,
          actorName: event.actorType === 'applicant' ? (applicant?.fullName ?? null) : null,
          actorRole: null,
          action,
          applicationId: null,
          applicationNo: application.applicationNo,
          before: event.from === null ? null : { [field]: event.from },
          after: { [field]: event.to },
          remark: null,
        };
      });
    const officers = audited.map((entry) => ({ ...entry, applicationNo: application.applicationNo }));
    return [...own, ...officers].sort((a, b) => a.at.localeCompare(b.at));
  }
}

async function existing(db: Queryable, id: string, options: { lock?: boolean } = {}) {
  const application = await findSmeApplicationById(db, id, options);
  if (!application || application.submissionDate === null) throw notFound('sme.application.notFound');
  return application;
}

async function nameOf(db: Queryable, officer: OfficerPrincipal): Promise<string> {
  const name = await officerName(db, officer.officerId);
  if (name === null) throw new Error(`officer ${officer.officerId} missing`);
  return name;
}

/**
 * The SME and staff applications as the officers' decisions move them: each through `changeSmeApplicationStatus`,
 * a final approval told to the approval's followers, and the email to the partner in their account's language, at
 * the address the application proved (the account's when none was proved). A rejection holds the partner or staff
 * member back from applying again, as it does an individual (decision 070).
 */
function smeApplications(options: SmeReviewServiceOptions): DecisionSubject<SmeApplicationRow> {
  return {
    lock: (tx, id) => existing(tx, id, { lock: true }),
    async move(tx, application, { officer, event, remark, trace, now }) {
      const hold = event.name === 'reject' ? await smeRejectionHold(tx, application.userId, now) : null;
      const moved = await changeSmeApplicationStatus({
        tx,
        application,
        workflow: options.workflow,
        event,
        actor: officer,
        remark,
        trace,
        at: now,
        ...(hold ? { audited: hold.audited } : {}),
      });
      if (hold) await holdNewApplicationsUntil(tx, application.userId, hold.until);
      if (event.name === 'approve' && moved.status === 'APPROVED') {
        const approved = await findApprovedSmeApplication(tx, moved.id);
        if (!approved) throw new Error(`sme application ${application.id} approved without its terms`);
        for (const follower of options.approvalFollowers)
          await follower.smeApplicationApproved(tx, approved, {
            officerId: officer.officerId,
            name: officer.name,
          });
      }
      const applicant = await findCustomerOfRecord(tx, application.userId);
      if (!applicant) throw new Error(`sme application ${application.id} lacks its applicant`);
      return {
        to: moved.status,
        reapplyAfter: hold?.until ?? null,
        address: {
          applicationNo: application.applicationNo,
          language: applicant.language,
          homePath: HOME_PATH,
          name: applicant.fullName,
          email: application.verifiedEmail ?? applicant.email,
        },
      };
    },
  };
}
