import type { CatalogKey, Language, ProfileUpdateForm, SmeUser, UserProfile } from '@sinar/domain';
import { nricInfo } from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, badRequest, conflict } from '../../http/app-error.ts';
import { assertOwner, type CustomerPrincipal } from '../../http/principals.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  isActiveTelecomAccount,
  type PartnerLookup,
  type TelecomAccountLookup,
} from '../../ports/account-directories.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import type { OneTimeCodeStore } from '../../ports/one-time-code-store.ts';
import type { PasswordHashing } from '../../ports/password-hashing.ts';
import type { AbuseGuard } from '../../security/abuse-guard.ts';
import { throwUnlessCodeAccepted } from '../../security/one-time-codes.ts';
import { findApplicationOf } from '../applications/application-records.ts';
import { emailOf } from '../notifications/message-texts.ts';
import { isIdentityLocked } from './identity-lock.ts';
import { accountLockKey } from './login-service.ts';
import { CODE_VALID_MINUTES } from './registration-service.ts';
import {
  findUserById,
  insertUserAuditEvent,
  registrationConflicts,
  type UserRow,
  updateUser,
} from './user-repository.ts';
import { smeUserOf, userProfileOf } from './user-view.ts';

const notFound = () => new AppError(404, 'errors.notFound');

export interface ProfileServiceOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly guard: AbuseGuard;
  readonly passwords: PasswordHashing;
  readonly telecom: TelecomAccountLookup;
  readonly partners: PartnerLookup;
  readonly codes: OneTimeCodeStore;
  readonly email: EmailQueue;
}

/** What a user reads and changes of their own account. Every call checks that the record is the caller's. */
export class ProfileService {
  readonly #o: ProfileServiceOptions;

  constructor(options: ProfileServiceOptions) {
    this.#o = options;
  }

  async me(principal: CustomerPrincipal): Promise<UserProfile> {
    return this.user(principal, principal.userId);
  }

  async user(principal: CustomerPrincipal, userId: string): Promise<UserProfile> {
    assertOwner(principal, userId);
    return this.#profileOf(this.#o.db, await this.#own(this.#o.db, userId));
  }

  /**
   * Update profile: the password (typed twice on the form) confirms the change. A new phone must be an active
   * telecom account, a new NRIC or phone not anyone else's; a new email waits for its code before it is used. The
   * identity card (its type and NRIC) may change only while no application binds it (docs/decisions/020): after
   * that, only an officer corrects it.
   */
  async updateProfile(
    principal: CustomerPrincipal,
    userId: string,
    form: ProfileUpdateForm,
    language: Language,
  ): Promise<{ user: UserProfile; emailVerificationPending: boolean }> {
    assertOwner(principal, userId);
    const current = await this.#own(this.#o.db, userId);
    await this.#confirmPassword(principal, current, form.password);

    const nric = nricInfo(form.nric);
    if (!nric.valid) throw badRequest('identity.nric.invalid', {}, { 'nric.part1': 'identity.nric.invalid' });
    const identityChanged = nric.nric !== current.nric || form.icType !== current.icType;
    if (identityChanged) await this.#assertIdentityFree(this.#o.db, userId);
    const fieldErrors: Record<string, CatalogKey> = {};
    const taken = await this.#takenByOthers(current, {
      email: form.email,
      phoneNo: form.phoneNo,
      nric: nric.nric,
    });
    if (taken.email) fieldErrors.email = 'errors.emailRegistered';
    if (taken.phoneNo) fieldErrors.phoneNo = 'errors.phoneRegistered';
    if (taken.nric) fieldErrors['nric.part1'] = 'errors.nricRegistered';
    if (!fieldErrors.phoneNo && form.phoneNo !== current.phoneNo) {
      const account = await this.#o.telecom.findAccount(form.phoneNo);
      if (!isActiveTelecomAccount(account)) fieldErrors.phoneNo = 'errors.invalidTelecomPhone';
    }
    if (form.partnerId && form.partnerId.toUpperCase() !== current.referralPartnerId) {
      const partner = await this.#o.partners.findPartner(form.partnerId.toUpperCase());
      if (partner?.status !== 'active') fieldErrors.partnerId = 'errors.partnerIdNotFound';
    }
    const firstProblem = Object.values(fieldErrors)[0];
    if (firstProblem) throw badRequest(firstProblem, {}, fieldErrors);

    const emailChanged = form.email !== current.email;
    const updated = await this.#o.db.transaction(async (tx) => {
      // With the row locked, no application can be made from this identity while it changes (drafts lock it too).
      await this.#own(tx, userId, true);
      if (identityChanged) await this.#assertIdentityFree(tx, userId);
      const user = await updateUser(tx, userId, {
        phoneNo: form.phoneNo,
        residentialAddress1: form.residentialAddress1,
        residentialAddress2: form.residentialAddress2 ?? null,
        residentialAddress3: form.residentialAddress3 ?? null,
        postcode: form.postcode,
        city: form.city,
        state: form.state,
        referralPartnerId: form.partnerId?.toUpperCase() ?? null,
        icType: form.icType,
        nric: nric.nric,
      });
      await insertUserAuditEvent(tx, {
        userId,
        actorKind: 'user',
        actorId: userId,
        event: 'profile-updated',
        before: auditedFields(current),
        after: auditedFields(user),
      });
      return emailChanged ? this.#startEmailChange(tx, user, form.email, language) : user;
    });
    return { user: await this.#profileOf(this.#o.db, updated), emailVerificationPending: emailChanged };
  }

  /** `PATCH /user/{id}/email`: the new address gets a code; the old one stays in use until it is typed back. */
  async requestEmailChange(
    principal: CustomerPrincipal,
    userId: string,
    email: string,
    language: Language,
  ): Promise<void> {
    assertOwner(principal, userId);
    await this.#o.guard.guard('code-sending', { ip: null, subject: `email-change:${userId}` });
    const current = await this.#own(this.#o.db, userId);
    if (email === current.email) return;
    const taken = await this.#takenByOthers(current, { email });
    if (taken.email) throw badRequest('errors.emailRegistered', {}, { email: 'errors.emailRegistered' });
    await this.#o.db.transaction((tx) => this.#startEmailChange(tx, current, email, language));
  }

  async verifyEmailChange(principal: CustomerPrincipal, userId: string, code: string): Promise<UserProfile> {
    assertOwner(principal, userId);
    await this.#o.guard.guard('code-checking', { ip: null, subject: `email-change:${userId}` });
    const outcome = await this.#o.db.transaction(async (tx) => {
      const user = await this.#own(tx, userId, true);
      if (!user.pendingEmail) throw badRequest('errors.noPendingEmailChange');
      const checked = await this.#o.codes.verify(tx, { purpose: 'email-change', subject: user.id, code });
      if (checked !== 'ok') return { checked, user: null };
      const taken = await this.#takenByOthers(user, { email: user.pendingEmail }, tx);
      if (taken.email) throw badRequest('errors.emailRegistered', {}, { code: 'errors.emailRegistered' });
      const updated = await updateUser(tx, user.id, { email: user.pendingEmail, pendingEmail: null });
      await insertUserAuditEvent(tx, {
        userId,
        actorKind: 'user',
        actorId: userId,
        event: 'email-changed',
        before: { email: user.email },
        after: { email: updated.email },
      });
      return { checked, user: updated };
    });
    throwUnlessCodeAccepted(outcome.checked);
    return this.#profileOf(this.#o.db, outcome.user as UserRow);
  }

  async updateTin(principal: CustomerPrincipal, userId: string, tinNumber: string): Promise<string> {
    assertOwner(principal, userId);
    await this.#own(this.#o.db, userId);
    const user = await updateUser(this.#o.db, userId, { tinNumber });
    return user.tinNumber ?? tinNumber;
  }

  /**
   * Remembers the user's latest application, which the access token then carries and the back office shows: one of
   * the user's own only, and another customer's answers as one that does not exist.
   */
  async applicationCreated(
    principal: CustomerPrincipal,
    userId: string,
    applicationId: string,
  ): Promise<void> {
    assertOwner(principal, userId);
    await this.#own(this.#o.db, userId);
    if (!(await findApplicationOf(this.#o.db, applicationId, userId)))
      throw new AppError(404, 'errors.applicationNotFound');
    await updateUser(this.#o.db, userId, { latestApplicationId: applicationId });
  }

  async smeUser(principal: CustomerPrincipal, userId: string): Promise<SmeUser> {
    assertOwner(principal, userId);
    return smeUserOf(await this.#ownPartner(userId));
  }

  async smeUserByPartnerId(principal: CustomerPrincipal, partnerId: string): Promise<SmeUser> {
    const user = await this.#ownPartner(principal.userId);
    if (user.partnerId !== partnerId.toUpperCase()) throw new AppError(403, 'errors.forbidden');
    return smeUserOf(user);
  }

  async updateSmeUser(principal: CustomerPrincipal, userId: string, phoneNo: string): Promise<SmeUser> {
    assertOwner(principal, userId);
    await this.#ownPartner(userId);
    return smeUserOf(await updateUser(this.#o.db, userId, { phoneNo }));
  }

  /** The partner id in the path must be the caller's own. */
  async assertOwnPartnerId(principal: CustomerPrincipal, partnerId: string): Promise<void> {
    const user = await this.#ownPartner(principal.userId);
    if (user.partnerId !== partnerId.toUpperCase()) throw new AppError(403, 'errors.forbidden');
  }

  async #profileOf(db: Queryable, user: UserRow): Promise<UserProfile> {
    return userProfileOf(user, this.#o.clock.now(), await isIdentityLocked(db, user.id));
  }

  async #assertIdentityFree(db: Queryable, userId: string): Promise<void> {
    if (await isIdentityLocked(db, userId)) throw conflict('application.identityLocked');
  }

  async #startEmailChange(tx: Queryable, user: UserRow, email: string, language: Language): Promise<UserRow> {
    const updated = await updateUser(tx, user.id, { pendingEmail: email });
    const code = await this.#o.codes.issue(tx, { purpose: 'email-change', subject: user.id });
    await this.#o.email.queue(tx, {
      purpose: 'email-change',
      recipient: email,
      ...emailOf(language, (m) => m.emailChange, { name: user.fullName, code, minutes: CODE_VALID_MINUTES }),
    });
    return updated;
  }

  async #confirmPassword(principal: CustomerPrincipal, user: UserRow, password: string): Promise<void> {
    const account = accountLockKey(user.id);
    await this.#o.guard.guardLogin(principal.claims.loginMethod, account, null);
    if (!user.passwordHash || !(await this.#o.passwords.verify(user.passwordHash, password))) {
      await this.#o.guard.loginFailed(principal.claims.loginMethod, account, null);
      throw badRequest('errors.incorrectPassword', {}, { password: 'errors.incorrectPassword' });
    }
  }

  async #takenByOthers(
    user: UserRow,
    values: { email?: string; phoneNo?: string; nric?: string },
    db: Queryable = this.#o.db,
  ): Promise<{ email: boolean; phoneNo: boolean; nric: boolean }> {
    const taken = await registrationConflicts(
      db,
      {
        email: values.email !== undefined && values.email !== user.email ? values.email : '',
        phoneNo: values.phoneNo !== undefined && values.phoneNo !== user.phoneNo ? values.phoneNo : '',
        ...(values.nric !== undefined && values.nric !== user.nric ? { nric: values.nric } : {}),
      },
      user.organizationType,
    );
    return taken;
  }

  async #own(db: Queryable, userId: string, lock = false): Promise<UserRow> {
    const user = await findUserById(db, userId, { lock });
    if (!user) throw notFound();
    return user;
  }

  async #ownPartner(userId: string): Promise<UserRow> {
    const user = await this.#own(this.#o.db, userId);
    if (user.organizationType !== 'SME') throw new AppError(403, 'errors.forbidden');
    return user;
  }
}

/** What an audit record keeps of a profile: the fields a customer can change, never a password. */
function auditedFields(user: UserRow) {
  return {
    phoneNo: user.phoneNo,
    residentialAddress1: user.residentialAddress1,
    residentialAddress2: user.residentialAddress2,
    residentialAddress3: user.residentialAddress3,
    postcode: user.postcode,
    city: user.city,
    state: user.state,
    referralPartnerId: user.referralPartnerId,
    icType: user.icType,
    nric: user.nric ? `${user.nric.slice(0, 6)}-**-****` : null,
  };
}
