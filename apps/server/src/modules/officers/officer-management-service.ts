import { type AuditEventOf, OFFICER_ROLES, type Officer, type OfficerRole } from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { AuditedOrigin } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHashing } from '../../ports/password-hashing.ts';
import { newTemporaryPassword } from '../../security/temporary-password.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { deleteLoginChallengesOf } from './login-challenge-repository.ts';
import {
  findOfficerById,
  insertOfficer,
  listOfficers,
  type OfficerChanges,
  updateOfficer,
} from './officer-repository.ts';
import type { OfficerSessions } from './officer-sessions.ts';
import { officerAuditState, officerView } from './officer-view.ts';

export interface OfficerWithTemporaryPassword {
  readonly officer: Officer;
  readonly temporaryPassword: string;
}

const officerNotFound = () => notFound('errors.officerNotFound');

/**
 * Officer accounts, kept by administrators: a new officer or a reset one gets a temporary password (shown once, to
 * the administrator who hands it over) and enrols a second factor at their next login. Every change is audited with
 * the officer before and after, and ends the officer's sessions where it takes a right away.
 */
export class OfficerManagementService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #passwords: PasswordHashing;
  readonly #sessions: OfficerSessions;

  constructor(options: {
    db: Database;
    clock: Clock;
    passwords: PasswordHashing;
    sessions: OfficerSessions;
  }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#passwords = options.passwords;
    this.#sessions = options.sessions;
  }

  async list(): Promise<Officer[]> {
    return (await listOfficers(this.#db)).map(officerView);
  }

  /** The officer as they see themselves; the guard has let only an active officer through. */
  async one(officerId: string): Promise<Officer> {
    const officer = await findOfficerById(this.#db, officerId);
    if (!officer) throw notFound();
    return officerView(officer);
  }

  async create(
    admin: OfficerPrincipal,
    form: { email: string; fullName: string; roles: readonly OfficerRole[] },
    origin: AuditedOrigin,
  ): Promise<OfficerWithTemporaryPassword> {
    const temporaryPassword = newTemporaryPassword();
    const passwordHash = await this.#passwords.hash(temporaryPassword);
    const now = this.#clock.now();
    return this.#db.transaction(async (tx) => {
      const officer = await insertOfficer(tx, {
        email: form.email.trim(),
        fullName: form.fullName,
        roles: inRoleOrder(form.roles),
        passwordHash,
        passwordIsTemporary: true,
        at: now,
      });
      if (!officer) throw conflict('errors.officerEmailTaken');
      await this.#audit(tx, admin, origin, officer.id, {
        action: 'officer.create',
        subjectType: 'officer',
        after: officerAuditState(officer),
      });
      return { officer: officerView(officer), temporaryPassword };
    });
  }

  async update(
    admin: OfficerPrincipal,
    officerId: string,
    changes: { roles?: readonly OfficerRole[] | undefined; active?: boolean | undefined },
    origin: AuditedOrigin,
  ): Promise<Officer> {
    if (changes.roles === undefined && changes.active === undefined)
      throw badRequest('errors.invalidRequest');
    const roles = changes.roles ? inRoleOrder(changes.roles) : undefined;
    // An administrator who could demote or deactivate themselves could leave the back office with no administrator.
    const demotesSelf = roles !== undefined && !roles.includes('admin');
    if (officerId === admin.officerId && (demotesSelf || changes.active === false))
      throw new AppError(403, 'errors.officerSelfChange');

    const now = this.#clock.now();
    return this.#db.transaction(async (tx) => {
      const before = await findOfficerById(tx, officerId, { lock: true });
      if (!before) throw officerNotFound();
      const after = await updateOfficer(tx, officerId, { roles, active: changes.active }, now);
      if (before.active && !after.active) await this.#shutOut(tx, officerId, 'officer deactivated');
      await this.#audit(tx, admin, origin, officerId, {
        action: 'officer.update',
        subjectType: 'officer',
        before: officerAuditState(before),
        after: officerAuditState(after),
      });
      return officerView(after);
    });
  }

  /** A new temporary password and no second factor: for a forgotten password or a lost phone. */
  async reset(
    admin: OfficerPrincipal,
    officerId: string,
    origin: AuditedOrigin,
  ): Promise<OfficerWithTemporaryPassword> {
    const temporaryPassword = newTemporaryPassword();
    const now = this.#clock.now();
    const changes: OfficerChanges = {
      passwordHash: await this.#passwords.hash(temporaryPassword),
      passwordIsTemporary: true,
      passwordChangedAt: now,
      totpSecret: null,
      totpLastStep: null,
    };
    return this.#db.transaction(async (tx) => {
      const before = await findOfficerById(tx, officerId, { lock: true });
      if (!before) throw officerNotFound();
      const after = await updateOfficer(tx, officerId, changes, now);
      await this.#shutOut(tx, officerId, 'officer reset');
      await this.#audit(tx, admin, origin, officerId, {
        action: 'officer.reset',
        subjectType: 'officer',
        before: officerAuditState(before),
        after: officerAuditState(after),
      });
      return { officer: officerView(after), temporaryPassword };
    });
  }

  /** Ends the officer's sessions and any login waiting for a code. */
  async #shutOut(tx: Queryable, officerId: string, reason: string): Promise<void> {
    await this.#sessions.endSessions(tx, officerId, reason);
    await deleteLoginChallengesOf(tx, officerId);
  }

  async #audit(
    tx: Queryable,
    admin: OfficerPrincipal,
    origin: AuditedOrigin,
    officerId: string,
    change: AuditEventOf<'officer.create' | 'officer.update' | 'officer.reset'>,
  ): Promise<void> {
    const actor = await findOfficerById(tx, admin.officerId);
    await recordAuditEvent(tx, {
      at: this.#clock.now(),
      actorKind: 'officer',
      actorId: admin.officerId,
      actorName: actor?.fullName ?? null,
      actorRole: 'admin',
      subjectId: officerId,
      ...change,
      requestId: origin.requestId,
      ip: origin.ip,
    });
  }
}

/** Each role once, in the order of the work, whatever order the form sent. */
function inRoleOrder(roles: readonly OfficerRole[]): OfficerRole[] {
  return OFFICER_ROLES.filter((role) => roles.includes(role));
}
