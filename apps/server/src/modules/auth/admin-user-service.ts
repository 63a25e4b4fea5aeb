import type { UserProfile } from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { officerName } from '../officers/officer-records.ts';
import type { SessionService } from './session-service.ts';
import {
  findUserById,
  insertUserAuditEvent,
  markUserDeleted,
  registrationConflicts,
  type UserChanges,
  updateUser,
} from './user-repository.ts';
import { userProfileOf } from './user-view.ts';

const notFound = () => new AppError(404, 'errors.notFound');

/** The roles that may take each call (admin-auth-routes.ts), in the order the audit names the one that acted. */
const ACTING_ROLES = {
  delete: ['admin'],
  authUpdate: ['admin'],
  applicationLink: ['approver1', 'approver2', 'admin'],
} as const;

/**
 * The officers' audit trail (audit_events) gets every change too, so an admin's search finds it beside the
 * decisions; the account's own history (user_audit_events) keeps its copy for the customer's record.
 */
async function recordOfficerAction(
  tx: Queryable,
  entry: {
    officer: OfficerPrincipal;
    action: keyof typeof ACTING_ROLES;
    userId: string;
    at: Date;
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  },
): Promise<void> {
  const actorName = await officerName(tx, entry.officer.officerId);
  const role = ACTING_ROLES[entry.action].find((candidate) => entry.officer.roles.includes(candidate));
  await recordAuditEvent(tx, {
    at: entry.at,
    actorKind: 'officer',
    actorId: entry.officer.officerId,
    actorName,
    actorRole: role ?? null,
    action: `customer.${entry.action}`,
    subjectType: 'user',
    subjectId: entry.userId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * The officers' calls on customer accounts (admin-auth, and the deletion of an account). Each change is recorded
 * with the officer, the time and the values before and after.
 */
export class AdminUserService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #sessions: SessionService;

  constructor(options: { db: Database; clock: Clock; sessions: SessionService }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#sessions = options.sessions;
  }

  /** The account stops working at once: its logins are removed and its sessions end; its records stay. */
  async deleteUser(officer: OfficerPrincipal, userId: string): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const user = await findUserById(tx, userId, { lock: true });
      if (!user) throw notFound();
      await markUserDeleted(tx, userId);
      await this.#sessions.endOtherSessions(tx, userId, null, 'account deleted');
      await insertUserAuditEvent(tx, {
        userId,
        actorKind: 'officer',
        actorId: officer.officerId,
        event: 'account-deleted',
        before: { email: user.email, phoneNo: user.phoneNo },
      });
      await recordOfficerAction(tx, {
        officer,
        action: 'delete',
        userId,
        at: this.#clock.now(),
        before: { email: user.email, phoneNo: user.phoneNo },
      });
    });
  }

  /** Changes what a login is made of (email, phone, lock, the date a new application is allowed). */
  async updateAuthOnly(
    officer: OfficerPrincipal,
    userId: string,
    body: {
      email?: string | undefined;
      phoneNo?: string | undefined;
      locked?: boolean | undefined;
      allowToApplyNewLoanAfterDateTime?: string | null | undefined;
    },
  ): Promise<UserProfile> {
    const now = this.#clock.now();
    const updated = await this.#db.transaction(async (tx) => {
      const user = await findUserById(tx, userId, { lock: true });
      if (!user) throw notFound();
      const taken = await registrationConflicts(
        tx,
        {
          email: body.email && body.email !== user.email ? body.email.toLowerCase() : '',
          phoneNo: body.phoneNo && body.phoneNo !== user.phoneNo ? body.phoneNo : '',
        },
        user.organizationType,
      );
      if (taken.email) throw new AppError(409, 'errors.emailRegistered');
      if (taken.phoneNo) throw new AppError(409, 'errors.phoneRegistered');
      const changes: UserChanges = {
        ...(body.email ? { email: body.email.toLowerCase(), pendingEmail: null } : {}),
        ...(body.phoneNo ? { phoneNo: body.phoneNo } : {}),
        ...(body.locked === undefined ? {} : { lockedAt: body.locked ? now : null }),
        ...(body.allowToApplyNewLoanAfterDateTime === undefined
          ? {}
          : {
              allowToApplyNewLoanAfter:
                body.allowToApplyNewLoanAfterDateTime === null
                  ? null
                  : new Date(body.allowToApplyNewLoanAfterDateTime),
            }),
      };
      const after = await updateUser(tx, userId, changes);
      if (body.locked) await this.#sessions.endOtherSessions(tx, userId, null, 'account locked');
      const loginBefore = {
        email: user.email,
        phoneNo: user.phoneNo,
        locked: user.lockedAt !== null,
        allowToApplyNewLoanAfter: user.allowToApplyNewLoanAfter,
      };
      const loginAfter = {
        email: after.email,
        phoneNo: after.phoneNo,
        locked: after.lockedAt !== null,
        allowToApplyNewLoanAfter: after.allowToApplyNewLoanAfter,
      };
      await insertUserAuditEvent(tx, {
        userId,
        actorKind: 'officer',
        actorId: officer.officerId,
        event: 'auth-updated',
        before: loginBefore,
        after: loginAfter,
      });
      await recordOfficerAction(tx, {
        officer,
        action: 'authUpdate',
        userId,
        at: now,
        before: loginBefore,
        after: loginAfter,
      });
      return after;
    });
    return userProfileOf(updated, now);
  }

  /** Links the application and agreement an officer approved to the customer's account. */
  async linkApplication(
    officer: OfficerPrincipal,
    userId: string,
    applicationId: string,
    agreementId: string,
  ): Promise<UserProfile> {
    const updated = await this.#db.transaction(async (tx) => {
      const user = await findUserById(tx, userId, { lock: true });
      if (!user) throw notFound();
      const after = await updateUser(tx, userId, {
        latestApplicationId: applicationId,
        latestAgreementId: agreementId,
      });
      await insertUserAuditEvent(tx, {
        userId,
        actorKind: 'officer',
        actorId: officer.officerId,
        event: 'application-linked',
        before: { applicationId: user.latestApplicationId, agreementId: user.latestAgreementId },
        after: { applicationId, agreementId },
      });
      await recordOfficerAction(tx, {
        officer,
        action: 'applicationLink',
        userId,
        at: this.#clock.now(),
        before: { applicationId: user.latestApplicationId, agreementId: user.latestAgreementId },
        after: { applicationId, agreementId },
      });
      return after;
    });
    return userProfileOf(updated, this.#clock.now());
  }
}
