import { randomBytes } from 'node:crypto';
import {
  type ChangePasswordForm,
  type Language,
  type PasswordResetForm,
  VARIANT_RULES,
  type Variant,
} from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/app-error.ts';
import type { CustomerPrincipal } from '../../http/principals.ts';
import type { RequestOrigin } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import type { PasswordHashing } from '../../ports/password-hashing.ts';
import type { AbuseGuard } from '../../security/abuse-guard.ts';
import { assertAcceptablePassword, type PasswordOwner } from '../../security/password-policy.ts';
import { emailOf } from '../notifications/message-texts.ts';
import { accountLockKey } from './login-service.ts';
import {
  emailOfResetToken,
  insertPasswordResetToken,
  lockUsableResetToken,
  spendResetTokensOf,
} from './password-reset-repository.ts';
import { hashToken, type SessionService } from './session-service.ts';
import { findUserByEmail, findUserById, type UserRow, updateUser } from './user-repository.ts';

export const RESET_LINK_VALID_MINUTES = 30;

const resetLinkInvalid = () => badRequest('errors.resetLinkInvalid');

/** 'aisyah@example.com' -> 'ai****@example.com': enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(local.length - 2, 4))}@${domain}`;
}

/** What a customer is known by, which their password may not be built on: email, phone, name, company. */
export function passwordOwnerOf(user: UserRow): PasswordOwner {
  return { email: user.email, phoneNo: user.phoneNo, names: [user.fullName, user.companyName] };
}

export class PasswordService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #guard: AbuseGuard;
  readonly #passwords: PasswordHashing;
  readonly #sessions: SessionService;
  readonly #email: EmailQueue;
  readonly #publicUrl: string;

  constructor(options: {
    db: Database;
    clock: Clock;
    guard: AbuseGuard;
    passwords: PasswordHashing;
    sessions: SessionService;
    email: EmailQueue;
    publicUrl: string;
  }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#guard = options.guard;
    this.#passwords = options.passwords;
    this.#sessions = options.sessions;
    this.#email = options.email;
    this.#publicUrl = options.publicUrl;
  }

  /**
   * Sends a single-use link that expires, when the address belongs to an account. The answer is the same either
   * way, so the form tells a stranger nothing about who is registered.
   */
  async requestReset(
    input: { email: string; staff: boolean; brand: Variant },
    language: Language,
    origin: RequestOrigin,
  ): Promise<void> {
    await this.#guard.guard('password-reset', { ip: origin.ip, subject: `reset:${input.email}` });
    const user = await findUserByEmail(this.#db, input.staff ? 'STAFF' : 'INDIVIDUAL', input.email);
    if (!user || (input.staff && !user.emailVerifiedAt)) return;
    const token = randomBytes(32).toString('base64url');
    const now = this.#clock.now();
    const page = input.staff
      ? '/staff/reset-password-request'
      : `${VARIANT_RULES[input.brand].pathPrefix}/reset-password-request`;
    const link = `${this.#publicUrl}${page}?${new URLSearchParams({ token, lang: language })}`;
    await this.#db.transaction(async (tx) => {
      await insertPasswordResetToken(tx, {
        tokenHash: hashToken(token),
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LINK_VALID_MINUTES * 60_000),
        requestedIp: origin.ip,
      });
      await this.#email.queue(tx, {
        purpose: 'password-reset',
        recipient: input.email,
        ...emailOf(language, (m) => m.passwordReset, {
          name: user.fullName,
          link,
          minutes: RESET_LINK_VALID_MINUTES,
        }),
      });
    });
  }

  /** Lets the page say 'this link has expired' before the customer types a new password. */
  async checkResetToken(token: string): Promise<{ email: string }> {
    const email = await emailOfResetToken(this.#db, hashToken(token), this.#clock.now());
    if (!email) throw resetLinkInvalid();
    return { email: maskEmail(email) };
  }

  /**
   * Sets the new password from a reset link. The link is spent, every other link of the user dies with it, and
   * every session ends: whoever knew the old password is logged out.
   */
  async resetPassword(token: string | null, form: PasswordResetForm): Promise<void> {
    if (!token) throw resetLinkInvalid();
    const now = this.#clock.now();
    await this.#db.transaction(async (tx) => {
      const userId = await lockUsableResetToken(tx, hashToken(token), now);
      const user = userId ? await findUserById(tx, userId, { lock: true }) : null;
      if (!user) throw resetLinkInvalid();
      // Refused before the link is spent, so that the customer may choose another with the same link.
      assertAcceptablePassword(form.password, passwordOwnerOf(user), 'password');
      const passwordHash = await this.#passwords.hash(form.password);
      await spendResetTokensOf(tx, user.id, now);
      await updateUser(tx, user.id, {
        passwordHash,
        passwordIsTemporary: false,
        passwordChangedAt: now,
        temporaryPasswordHash: null,
        temporaryPasswordExpiresAt: null,
      });
      await this.#sessions.endOtherSessions(tx, user.id, null, 'password reset');
    });
  }

  /**
   * Change password: the old one proves it is the owner at the keyboard (wrong guesses count towards the login
   * lock-out); every other session of the user ends, this one continues.
   */
  async changePassword(principal: CustomerPrincipal, form: ChangePasswordForm): Promise<void> {
    const account = accountLockKey(principal.userId);
    await this.#guard.guardLogin(principal.claims.loginMethod, account, null);
    const user = await findUserById(this.#db, principal.userId);
    if (!user?.passwordHash || !(await this.#passwords.verify(user.passwordHash, form.oldPassword))) {
      await this.#guard.loginFailed(principal.claims.loginMethod, account, null);
      throw badRequest('errors.incorrectOldPassword', {}, { oldPassword: 'errors.incorrectOldPassword' });
    }
    assertAcceptablePassword(form.newPassword, passwordOwnerOf(user), 'newPassword');
    const passwordHash = await this.#passwords.hash(form.newPassword);
    await this.#db.transaction(async (tx) => {
      await updateUser(tx, user.id, {
        passwordHash,
        passwordIsTemporary: false,
        passwordChangedAt: this.#clock.now(),
        temporaryPasswordHash: null,
        temporaryPasswordExpiresAt: null,
      });
      await this.#sessions.endOtherSessions(tx, user.id, principal.sessionId, 'password changed');
    });
  }
}
