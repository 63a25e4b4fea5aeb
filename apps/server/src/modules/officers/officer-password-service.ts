import type { Officer, OfficerPasswordChangeRequest } from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertAuditEvent } from '../audit/audit-repository.ts';
import type { AbuseGuard } from '../auth/abuse-guard.ts';
import { type OfficerPrincipal, unauthorized } from '../auth/authenticate.ts';
import type { PasswordHashing } from '../auth/ports.ts';
import type { AuditedOrigin } from './http.ts';
import { deleteLoginChallengesOf } from './login-challenge-repository.ts';
import { findOfficerById, revokeOtherOfficerSessions, updateOfficer } from './officer-repository.ts';
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

  constructor(options: { db: Database; clock: Clock; guard: AbuseGuard; passwords: PasswordHashing }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#guard = options.guard;
    this.#passwords = options.passwords;
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
      const endedSessions = await revokeOtherOfficerSessions(
        tx,
        officer.id,
        principal.sessionId,
        'password changed',
        now,
      );
      await deleteLoginChallengesOf(tx, officer.id);
      await insertAuditEvent(tx, {
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
