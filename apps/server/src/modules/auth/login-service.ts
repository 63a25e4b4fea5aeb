import type { Language, LoginMethod, TokenPair, Variant } from '@sinar/domain';
import { isValidNric, loginIdentifierKind } from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, badRequest, conflict } from '../../http/app-error.ts';
import { invalidCredentials } from '../../http/principals.ts';
import type { RequestOrigin } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  type BrandAccountLookup,
  isActiveTelecomAccount,
  type PartnerLookup,
  type TelecomAccountLookup,
} from '../../ports/account-directories.ts';
import type { SmsQueue } from '../../ports/messaging.ts';
import type { PasswordHashing } from '../../ports/password-hashing.ts';
import type { AbuseGuard } from '../../security/abuse-guard.ts';
import { newTemporaryPassword, TEMPORARY_PASSWORD_HOURS } from '../../security/temporary-password.ts';
import { messageText } from '../notifications/message-texts.ts';
import { recordLoginAttempt } from './login-attempt-repository.ts';
import type { SessionService } from './session-service.ts';
import {
  findIndividualByPhone,
  findSmeUserByPartnerId,
  findUserByEmail,
  insertUser,
  isNricTaken,
  type UserRow,
  updateUser,
} from './user-repository.ts';

/**
 * The key of an account's login lock-out: shared by every tab and identifier that reaches the account, and by the
 * password typed to confirm a change while logged in (password-service.ts, profile-service.ts).
 */
export function accountLockKey(userId: string): string {
  return `user:${userId}`;
}

const invalidTelecomPhone = () =>
  badRequest('errors.invalidTelecomPhone', {}, { phoneNo: 'errors.invalidTelecomPhone' });

/** Why a correct password still does not open a session. */
class LoginRefused extends Error {
  readonly error: AppError;
  readonly reason: string;

  constructor(error: AppError, reason: string) {
    super(reason);
    this.error = error;
    this.reason = reason;
  }
}

/** A login's session, and whether its password is a temporary one it must change before anything else. */
export interface OpenedSession extends TokenPair {
  readonly passwordChangeRequired: boolean;
}

export interface LoginServiceOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly sessions: SessionService;
  readonly guard: AbuseGuard;
  readonly passwords: PasswordHashing;
  readonly telecom: TelecomAccountLookup;
  readonly brandAccounts: BrandAccountLookup;
  readonly partners: PartnerLookup;
  readonly sms: SmsQueue;
}

/**
 * The four login tabs and the partner login. Each follows the same steps: refuse while locked out, check the
 * password (spending the same time when there is no account, so timing does not tell), then the checks a correct
 * password still has to pass (the brand account, a verified staff email, an active partner), then the session.
 * Every attempt is recorded.
 */
export class LoginService {
  readonly #o: LoginServiceOptions;

  constructor(options: LoginServiceOptions) {
    this.#o = options;
  }

  telecomLogin(form: { phoneNo: string; password: string }, origin: RequestOrigin): Promise<OpenedSession> {
    return this.#login('telecom', form.phoneNo, form.password, origin, {
      find: (db) => findIndividualByPhone(db, form.phoneNo),
      // A number that left the operator no longer opens the telecom tab.
      admit: async (user) => {
        const account = await this.#o.telecom.findAccount(user.phoneNo ?? form.phoneNo);
        if (!isActiveTelecomAccount(account))
          throw new LoginRefused(invalidTelecomPhone(), 'telecom account not active');
      },
    });
  }

  brandLogin(
    form: { brand: Variant; phoneOrEmail: string; password: string },
    origin: RequestOrigin,
  ): Promise<OpenedSession> {
    const byEmail = loginIdentifierKind(form.phoneOrEmail) === 'email';
    return this.#login(form.brand, form.phoneOrEmail, form.password, origin, {
      find: (db) =>
        byEmail
          ? findUserByEmail(db, 'INDIVIDUAL', form.phoneOrEmail)
          : findIndividualByPhone(db, form.phoneOrEmail),
      admit: async (user) => {
        const holder = await this.#o.brandAccounts.findHolder(
          form.brand,
          user.phoneNo ? { phoneNo: user.phoneNo } : { email: user.email ?? form.phoneOrEmail },
        );
        if (!holder) throw new LoginRefused(new AppError(403, 'errors.noBrandAccount'), 'no brand account');
      },
    });
  }

  staffLogin(form: { email: string; password: string }, origin: RequestOrigin): Promise<OpenedSession> {
    return this.#login('staff', form.email, form.password, origin, {
      find: (db) => findUserByEmail(db, 'STAFF', form.email),
      admit: async (user) => {
        if (!user.emailVerifiedAt)
          throw new LoginRefused(new AppError(403, 'errors.staffEmailNotVerified'), 'email not verified');
      },
    });
  }

  partnerLogin(form: { partnerId: string; password: string }, origin: RequestOrigin): Promise<OpenedSession> {
    return this.#login('partner', form.partnerId, form.password, origin, {
      find: (db) => findSmeUserByPartnerId(db, form.partnerId),
      admit: async (user) => {
        const partner = await this.#o.partners.findPartner(user.partnerId ?? form.partnerId);
        if (partner?.status !== 'active')
          throw new LoginRefused(new AppError(403, 'errors.partnerNotActive'), 'partner not active');
      },
    });
  }

  /**
   * `/redone/firstLogin`: a telecom customer without a password gets a temporary one by SMS. The account is made
   * from the operator's record. A number that already has a password of its own is told to use it.
   */
  async telecomFirstLogin(phoneNo: string, language: Language, origin: RequestOrigin): Promise<void> {
    await this.#sendTelecomTemporaryPassword(phoneNo, language, origin, { refuseWhenPasswordSet: true });
  }

  /** `/redone/resetPassword`: a new temporary password by SMS, which stands beside the old one until used. */
  async telecomResetPassword(phoneNo: string, language: Language, origin: RequestOrigin): Promise<void> {
    await this.#sendTelecomTemporaryPassword(phoneNo, language, origin, { refuseWhenPasswordSet: false });
  }

  /**
   * `POST /smeUser`: a partner's account, made from the partner directory's record; the temporary password goes
   * by SMS to the phone the directory holds, so a partner id alone claims nothing.
   */
  async activatePartner(partnerId: string, language: Language, origin: RequestOrigin): Promise<void> {
    await this.#o.guard.guard('temporary-password', { ip: origin.ip, subject: `partner:${partnerId}` });
    const partner = await this.#o.partners.findPartner(partnerId);
    if (!partner) throw badRequest('errors.partnerIdNotFound', {}, { partnerId: 'errors.partnerIdNotFound' });
    if (partner.status !== 'active' || !partner.phoneNo) throw new AppError(403, 'errors.partnerNotActive');
    const phoneNo = partner.phoneNo;
    await this.#o.db.transaction(async (tx) => {
      const existing = await findSmeUserByPartnerId(tx, partnerId);
      const user =
        existing ??
        (await insertUser(tx, {
          organizationType: 'SME',
          fullName: partner.fullName,
          email: partner.email,
          phoneNo,
          nric: partner.nric && isValidNric(partner.nric) ? partner.nric : null,
          icType: partner.nric ? 'MYKAD' : null,
          partnerId,
          partnerType: partner.partnerType,
          companyName: partner.companyName,
          tinNumber: partner.tinNumber,
          language,
        }));
      await this.#issueTemporaryPassword(tx, user, phoneNo, language);
    });
  }

  async #sendTelecomTemporaryPassword(
    phoneNo: string,
    language: Language,
    origin: RequestOrigin,
    options: { refuseWhenPasswordSet: boolean },
  ): Promise<void> {
    await this.#o.guard.guard('temporary-password', { ip: origin.ip, subject: `telecom:${phoneNo}` });
    const account = await this.#o.telecom.findAccount(phoneNo);
    if (!account || !isActiveTelecomAccount(account)) throw invalidTelecomPhone();
    await this.#o.db.transaction(async (tx) => {
      const existing = await findIndividualByPhone(tx, phoneNo);
      if (existing?.passwordHash && !existing.passwordIsTemporary && options.refuseWhenPasswordSet)
        throw conflict('errors.passwordAlreadySet');
      const nric = account.holderNric && isValidNric(account.holderNric) ? account.holderNric : null;
      const nricFree = nric ? !(await isNricTaken(tx, nric)) : false;
      const user =
        existing ??
        (await insertUser(tx, {
          organizationType: 'INDIVIDUAL',
          fullName: account.holderName,
          phoneNo,
          nric: nricFree ? nric : null,
          icType: nricFree ? 'MYKAD' : null,
          language,
        }));
      await this.#issueTemporaryPassword(tx, user, phoneNo, language);
    });
  }

  async #issueTemporaryPassword(tx: Queryable, user: UserRow, phoneNo: string, language: Language) {
    const password = newTemporaryPassword();
    const expiresAt = new Date(this.#o.clock.now().getTime() + TEMPORARY_PASSWORD_HOURS * 3_600_000);
    await updateUser(tx, user.id, {
      temporaryPasswordHash: await this.#o.passwords.hash(password),
      temporaryPasswordExpiresAt: expiresAt,
    });
    await this.#o.sms.queue(tx, {
      purpose: 'temporary-password',
      to: phoneNo,
      text: messageText(language, (m) => m.temporaryPasswordSms, {
        password,
        hours: TEMPORARY_PASSWORD_HOURS,
      }),
    });
  }

  async #login(
    method: LoginMethod,
    account: string,
    password: string,
    origin: RequestOrigin,
    rules: {
      find: (db: Queryable) => Promise<UserRow | null>;
      admit: (user: UserRow) => Promise<void>;
    },
  ): Promise<OpenedSession> {
    const { db, clock, guard } = this.#o;
    const record = (
      outcome: 'success' | 'failure' | 'locked',
      userId: string | null,
      reason: string | null,
    ) =>
      recordLoginAttempt(db, {
        ip: origin.ip,
        loginMethod: method,
        account,
        userId,
        outcome,
        reason,
        at: clock.now(),
      });

    const user = await rules.find(db);
    // Failures count against the account, whichever tab and identifier named it; an identifier that names no
    // account counts against itself, so that probing for accounts is limited all the same.
    const lockKey = user ? accountLockKey(user.id) : account;
    try {
      await guard.guardLogin(method, lockKey, origin.ip);
    } catch (error) {
      await record('locked', user?.id ?? null, 'locked out');
      throw error;
    }

    const match = user ? await this.#passwordMatch(user, password) : null;
    if (!user || !match) {
      if (!user) await this.#o.passwords.verifyNothing(password);
      await guard.loginFailed(method, lockKey, origin.ip);
      await record('failure', user?.id ?? null, user ? 'wrong password' : 'no such account');
      throw invalidCredentials();
    }
    if (match === 'temporary-expired') {
      await record('failure', user.id, 'temporary password expired');
      throw new AppError(401, 'errors.temporaryPasswordExpired');
    }
    if (match === 'temporary-used') {
      await record('failure', user.id, 'temporary password used already');
      throw new AppError(401, 'errors.temporaryPasswordUsed');
    }
    try {
      if (user.lockedAt) throw new LoginRefused(new AppError(403, 'errors.accountLocked'), 'account locked');
      await rules.admit(user);
    } catch (error) {
      if (!(error instanceof LoginRefused)) throw error;
      await record('failure', user.id, error.reason);
      throw error.error;
    }

    await guard.loginSucceeded(method, lockKey);
    return db.transaction(async (tx) => {
      const current =
        match === 'temporary'
          ? await updateUser(tx, user.id, {
              passwordHash: user.temporaryPasswordHash,
              passwordIsTemporary: true,
              temporaryPasswordHash: null,
              temporaryPasswordExpiresAt: null,
            })
          : user;
      await recordLoginAttempt(tx, {
        ip: origin.ip,
        loginMethod: method,
        account,
        userId: user.id,
        outcome: 'success',
        reason: match === 'temporary' ? 'temporary password' : null,
        at: clock.now(),
      });
      const tokens = await this.#o.sessions.open(tx, current, method, origin);
      return { ...tokens, passwordChangeRequired: current.passwordIsTemporary };
    });
  }

  /**
   * The password in use, or a temporary one sent by SMS. A temporary password opens one session: it then becomes
   * the password that session confirms its change with, and logs in no more ('temporary-used').
   */
  async #passwordMatch(
    user: UserRow,
    password: string,
  ): Promise<'password' | 'temporary' | 'temporary-expired' | 'temporary-used' | null> {
    const { passwords, clock } = this.#o;
    if (user.passwordHash && (await passwords.verify(user.passwordHash, password)))
      return user.passwordIsTemporary ? 'temporary-used' : 'password';
    if (user.temporaryPasswordHash && (await passwords.verify(user.temporaryPasswordHash, password))) {
      const expired = !user.temporaryPasswordExpiresAt || user.temporaryPasswordExpiresAt <= clock.now();
      return expired ? 'temporary-expired' : 'temporary';
    }
    return null;
  }
}
