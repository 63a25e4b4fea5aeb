import type { AuditEventOf, UserProfile } from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { officerName } from '../officers/officer-records.ts';
import { isIdentityLocked } from './identity-lock.ts';
import type { SessionService } from './session-service.ts';
import {
  findUserById,
  insertUserAuditEvent,
  markUserDeleted,
  registrationConflicts,
  type UserChanges,
  type UserRow,
  updateUser,
} from './user-repository.ts';
import { userProfileOf } from './user-view.ts';

const notFound = () => new AppError(404, 'errors.notFound');

/** The roles that may take each call (admin-auth-routes.ts), in the order the audit names the one that acted. */
const ACTING_ROLES = {
  'customer.delete': ['admin'],
  'customer.authUpdate': ['admin'],
  'customer.applicationLink': ['approver1', 'approver2', 'admin'],
} as const;

/**
 * The officers' audit trail (audit_events) gets every change too, so an admin's search finds it beside the
 * decisions; the account's own history (user_audit_events) keeps its copy for the customer's record.
 */
async function recordOfficerAction(
  tx: Queryable,
  entry: {
    officer: OfficerPrincipal;
    userId: string;
    at: Date;
    change: AuditEventOf<keyof typeof ACTING_ROLES>;
  },
): Promise<void> {
  const actorName = await officerName(tx, entry.officer.officerId);
  const role = ACTING_ROLES[entry.change.action].find((candidate) => entry.officer.roles.includes(candidate));
  await recordAuditEvent(tx, {
    at: entry.at,
    actorKind: 'officer',
    actorId: entry.officer.officerId,
    actorName,
    actorRole: role ?? null,
    subjectId: entry.userId,
    ...entry.change,
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
        userId,
        at: this.#clock.now(),
        change: {
          action: 'customer.delete',
          subjectType: 'user',
          before: { email: user.email, phoneNo: user.phoneNo },
        },
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
      const loginBefore = loginState(user);
      const loginAfter = loginState(after);
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
        userId,
        at: now,
        change: {
          action: 'customer.authUpdate',
          subjectType: 'user',
          before: loginBefore,
          after: loginAfter,
        },
      });
      return after;
    });
    return userProfileOf(updated, now, await isIdentityLocked(this.#db, userId));
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
        userId,
        at: this.#clock.now(),
        change: {
          action: 'customer.applicationLink',
          subjectType: 'user',
          before: { applicationId: user.latestApplicationId, agreementId: user.latestAgreementId },
          after: { applicationId, agreementId },
        },
      });
      return after;
    });
    return userProfileOf(updated, this.#clock.now(), await isIdentityLocked(this.#db, userId));
  }
}

/** What a login is made of, as the account's history and the audit trail keep it (dates as ISO 8601 text). */
function loginState(user: UserRow): AuditEventOf<'customer.authUpdate'>['before'] {
  return {
    email: user.email,
    phoneNo: user.phoneNo,
    locked: user.lockedAt !== null,
    allowToApplyNewLoanAfter: user.allowToApplyNewLoanAfter?.toISOString() ?? null,
  };
}
