import {
  type AuditEventOf,
  CUSTOMER_AUDIT_ACTIONS,
  type CustomerDetail,
  type CustomerUpdateRequest,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import { type ApplicationRecord, applicationsOfCustomer } from '../applications/application-records.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { officerName } from '../officers/officer-records.ts';
import { isIdentityLocked } from './identity-lock.ts';
import { findUserById, insertUserAuditEvent, type UserRow, updateUser } from './user-repository.ts';
import { userProfileOf } from './user-view.ts';

const notFound = () => new AppError(404, 'errors.notFound');

/**
 * The admin's page of one customer: the account with its applications, and the correction of the customer's
 * address (the name and NRIC, the applicant's identity, are corrected together by
 * review/identity-correction-service.ts). Reading it shows personal data, so it is audited like a look-up; a
 * correction is recorded with the values before and after and the admin's remark, in the officers' trail and in the
 * account's own history.
 */
export class CustomerAccountService {
  readonly #db: Database;
  readonly #clock: Clock;

  constructor(deps: { db: Database; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  async detail(officer: OfficerPrincipal, userId: string, trace: RequestTrace): Promise<CustomerDetail> {
    return this.#db.transaction(async (tx) => {
      const user = await findUserById(tx, userId);
      if (!user) throw notFound();
      await this.#record(tx, officer, userId, trace, {
        action: CUSTOMER_AUDIT_ACTIONS.view,
        subjectType: 'user',
      });
      return this.#detailOf(tx, user);
    });
  }

  async update(
    officer: OfficerPrincipal,
    userId: string,
    changes: CustomerUpdateRequest,
    trace: RequestTrace,
  ): Promise<CustomerDetail> {
    return this.#db.transaction(async (tx) => {
      const user = await findUserById(tx, userId, { lock: true });
      if (!user) throw notFound();
      const after = await updateUser(tx, userId, {
        residentialAddress1: changes.residentialAddress1,
        residentialAddress2: changes.residentialAddress2 ?? null,
        residentialAddress3: changes.residentialAddress3 ?? null,
        postcode: changes.postcode,
        city: changes.city,
        state: changes.state,
      });
      const before = correctedFields(user);
      const afterFields = correctedFields(after);
      await this.#record(tx, officer, userId, trace, {
        action: CUSTOMER_AUDIT_ACTIONS.update,
        subjectType: 'user',
        before,
        after: afterFields,
        remark: changes.remark,
      });
      await insertUserAuditEvent(tx, {
        userId,
        actorKind: 'officer',
        actorId: officer.officerId,
        event: 'details-updated',
        before,
        after: afterFields,
      });
      return this.#detailOf(tx, after);
    });
  }

  async #detailOf(db: Queryable, user: UserRow): Promise<CustomerDetail> {
    const [applications, identityLocked] = await Promise.all([
      applicationsOfCustomer(db, user.id),
      isIdentityLocked(db, user.id),
    ]);
    return {
      profile: { ...userProfileOf(user, this.#clock.now(), identityLocked), locked: user.lockedAt !== null },
      applications: applications.map(applicationOf),
    };
  }

  async #record(
    db: Queryable,
    officer: OfficerPrincipal,
    userId: string,
    trace: RequestTrace,
    event: AuditEventOf<'customer.view' | 'customer.update'>,
  ): Promise<void> {
    await recordAuditEvent(db, {
      at: this.#clock.now(),
      actorKind: 'officer',
      actorId: officer.officerId,
      actorName: await officerName(db, officer.officerId),
      actorRole: 'admin',
      subjectId: userId,
      ...event,
      ...trace,
    });
  }
}

/** The entry keeps the name beside the address, as stored entries do; it no longer changes here. */
function correctedFields(user: UserRow): AuditEventOf<'customer.update'>['before'] {
  return {
    fullName: user.fullName,
    residentialAddress1: user.residentialAddress1,
    residentialAddress2: user.residentialAddress2,
    residentialAddress3: user.residentialAddress3,
    postcode: user.postcode,
    city: user.city,
    state: user.state,
  };
}

function applicationOf(row: ApplicationRecord): CustomerDetail['applications'][number] {
  return {
    id: row.id,
    applicationNo: row.applicationNo,
    applicationType: row.applicationType,
    applicationStatus: row.status,
    amountSen: row.approvedAmountSen ?? row.form.amountSen ?? null,
    tenureMonths: row.approvedTenureMonths ?? row.form.tenureMonths ?? null,
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}
