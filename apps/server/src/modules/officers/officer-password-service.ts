import type { Officer, OfficerPasswordChangeRequest } from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict } from '../../http/app-error.ts';
import { type OfficerPrincipal, unauthorized } from '../../http/principals.ts';
import type { AuditedOrigin } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHashing } from '../../ports/password-hashing.ts';
import type { AbuseGuard } from '../../security/abuse-guard.ts';
import { assertAcceptablePassword } from '../../security/password-policy.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { deleteLoginChallengesOf } from './login-challenge-repository.ts';
import { findOfficerById, updateOfficer } from './officer-repository.ts';
import type { OfficerSessions } from './officer-sessions.ts';
import { officerView } from './officer-view.ts';

const incorrectCurrentPassword = () =>
  badRequest('errors.incorrectOldPassword', {}, { currentPassword: 'errors.incorrectOldPassword' });

/**
 * An officer choosing their own password, above all to replace the temporary one an administrator handed over.
 * The current password proves the officer is at the keyboard: a wrong one counts towards the same lock-out as a
 * wrong password at login. The change ends the officer's other sessions and any login waiting for its code, since
 * whoever knew the old password may hold one.
 */
export class OfficerPasswordService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #guard: AbuseGuard;
  readonly #passwords: PasswordHashing;
  readonly #sessions: OfficerSessions;

  constructor(options: {
    db: Database;
    clock: Clock;
    guard: AbuseGuard;
    passwords: PasswordHashing;
    sessions: OfficerSessions;
  }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#guard = options.guard;
    this.#passwords = options.passwords;
    this.#sessions = options.sessions;
  }

  async change(
    principal: OfficerPrincipal,
    form: OfficerPasswordChangeRequest,
    origin: AuditedOrigin,
  ): Promise<Officer> {
    const officer = await findOfficerById(this.#db, principal.officerId);
    if (!officer) throw unauthorized();
    await this.#guard.guardLogin('officer', officer.email, origin.ip);
    const match = officer.passwordHash
      ? await this.#passwords.verify(officer.passwordHash, form.currentPassword)
      : false;
    if (!match) {
      await this.#guard.loginFailed('officer', officer.email, origin.ip);
      throw incorrectCurrentPassword();
    }
    assertAcceptablePassword(
      form.newPassword,
      { email: officer.email, names: [officer.fullName] },
      'newPassword',
    );

    const passwordHash = await this.#passwords.hash(form.newPassword);
    const now = this.#clock.now();
    return this.#db.transaction(async (tx) => {
      const before = await findOfficerById(tx, officer.id, { lock: true });
      // Reset by an administrator, or changed in another tab, since the check: the password typed is not current.
      if (!before || before.passwordHash !== officer.passwordHash) throw conflict();
      const after = await updateOfficer(
        tx,
        officer.id,
        { passwordHash, passwordIsTemporary: false, passwordChangedAt: now },
        now,
      );
      const endedSessions = await this.#sessions.endSessions(
        tx,
        officer.id,
        'password changed',
        principal.sessionId,
      );
      await deleteLoginChallengesOf(tx, officer.id);
      await recordAuditEvent(tx, {
        at: now,
        actorKind: 'officer',
        actorId: officer.id,
        actorName: after.fullName,
        actorRole: null,
        action: 'officer.passwordChange',
        subjectType: 'officer',
        subjectId: officer.id,
        before: {
          mustChangePassword: before.passwordIsTemporary,
          passwordChangedAt: before.passwordChangedAt?.toISOString() ?? null,
        },
        after: { mustChangePassword: false, passwordChangedAt: now.toISOString(), endedSessions },
        requestId: origin.requestId,
        ip: origin.ip,
      });
      return officerView(after);
    });
  }
}
