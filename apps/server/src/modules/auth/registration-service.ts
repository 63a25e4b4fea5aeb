import { randomUUID } from 'node:crypto';
import type {
  CatalogKey,
  CheckEmailExistedResponse,
  Language,
  RegistrationForm,
  StaffRegistrationForm,
  TokenPair,
  Variant,
} from '@sinar/domain';
import { nricInfo } from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/app-error.ts';
import type { RequestOrigin } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  type BrandAccountLookup,
  isActiveTelecomAccount,
  type PartnerLookup,
  type TelecomAccountLookup,
} from '../../ports/account-directories.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import type { OneTimeCodeStore } from '../../ports/one-time-code-store.ts';
import type { PasswordHashing } from '../../ports/password-hashing.ts';
import type { AbuseGuard } from '../../security/abuse-guard.ts';
import { throwUnlessCodeAccepted } from '../../security/one-time-codes.ts';
import { assertAcceptablePassword, passwordProblem } from '../../security/password-policy.ts';
import { emailOf } from '../notifications/message-texts.ts';
import type { SessionService } from './session-service.ts';
import { findUserByEmail, insertUser, registrationConflicts, updateUser } from './user-repository.ts';

export const CODE_VALID_MINUTES = 10;

/** A one-time code's outcome as the customer reads it, on the code field. */
/** Postgres' unique_violation: two registrations raced past the checks with the same email, phone or NRIC. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export interface RegistrationServiceOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly sessions: SessionService;
  readonly guard: AbuseGuard;
  readonly passwords: PasswordHashing;
  readonly telecom: TelecomAccountLookup;
  readonly brandAccounts: BrandAccountLookup;
  readonly partners: PartnerLookup;
  readonly codes: OneTimeCodeStore;
  readonly email: EmailQueue;
  readonly publicUrl: string;
}

export class RegistrationService {
  readonly #o: RegistrationServiceOptions;

  constructor(options: RegistrationServiceOptions) {
    this.#o = options;
  }

  /** `checkEmailExisted`: the registration form asks early, so the customer is not told only at the end. */
  async checkEmailExisted(
    email: string,
    phoneNo: string,
    origin: RequestOrigin,
  ): Promise<CheckEmailExistedResponse> {
    await this.#o.guard.guard('check-email-existed', { ip: origin.ip });
    const taken = await registrationConflicts(this.#o.db, { email, phoneNo });
    return { emailExisted: taken.email, phoneNoExisted: taken.phoneNo };
  }

  /**
   * Registration of an individual under a brand (spec 000 sections 3 and 5): the email, phone and NRIC not yet
   * registered, the phone an active account of the telecom operator, the partner id (if any) known to the partner
   * directory. The account, its brand account and its first session are made together; the new customer is
   * logged in.
   */
  async register(
    form: RegistrationForm,
    brand: Variant,
    language: Language,
    origin: RequestOrigin,
  ): Promise<TokenPair> {
    await this.#o.guard.guard('registration', { ip: origin.ip });
    const nric = nricInfo(form.nric);
    if (!nric.valid) throw badRequest('identity.nric.invalid', {}, { nric: 'identity.nric.invalid' });

    const fieldErrors: Record<string, CatalogKey> = {};
    const weakPassword = passwordProblem(form.password, {
      email: form.email,
      phoneNo: form.phoneNo,
      names: [form.fullName],
    });
    if (weakPassword) fieldErrors.password = weakPassword;
    const taken = await registrationConflicts(this.#o.db, {
      email: form.email,
      phoneNo: form.phoneNo,
      nric: nric.nric,
    });
    if (taken.email) fieldErrors.email = 'errors.emailRegistered';
    if (taken.phoneNo) fieldErrors.phoneNo = 'errors.phoneRegistered';
    if (taken.nric) fieldErrors['nric.part1'] = 'errors.nricRegistered';
    if (!fieldErrors.phoneNo) {
      const account = await this.#o.telecom.findAccount(form.phoneNo);
      if (!isActiveTelecomAccount(account)) fieldErrors.phoneNo = 'errors.invalidTelecomPhone';
    }
    if (form.partnerId) {
      const partner = await this.#o.partners.findPartner(form.partnerId.toUpperCase());
      if (partner?.status !== 'active') fieldErrors.partnerId = 'errors.partnerIdNotFound';
    }
    const firstProblem = Object.values(fieldErrors)[0];
    if (firstProblem) throw badRequest(firstProblem, {}, fieldErrors);

    const passwordHash = await this.#o.passwords.hash(form.password);
    const now = this.#o.clock.now();
    const userId = randomUUID();
    // The brand's directory first: if it is down, nothing is kept and the customer may simply retry. Enrolment is
    // idempotent by user id, and an enrolment whose registration then fails names a user id that never exists.
    await this.#o.brandAccounts.enrol(brand, {
      userId,
      phoneNo: form.phoneNo,
      email: form.email,
      fullName: form.fullName,
    });
    try {
      return await this.#o.db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          id: userId,
          organizationType: 'INDIVIDUAL',
          fullName: form.fullName,
          email: form.email,
          phoneNo: form.phoneNo,
          icType: form.icType,
          nric: nric.nric,
          raceId: form.raceId,
          residentialAddress1: form.residentialAddress1,
          residentialAddress2: form.residentialAddress2 ?? null,
          residentialAddress3: form.residentialAddress3 ?? null,
          postcode: form.postcode,
          city: form.city,
          state: form.state,
          grossSalaryRangeId: form.grossSalaryRangeId,
          referralPartnerId: form.partnerId?.toUpperCase() ?? null,
          brands: [brand],
          marketingConsent: form.marketingConsent,
          marketingConsentAt: form.marketingConsent ? now : null,
          passwordHash,
          passwordIsTemporary: false,
          language,
        });
        return this.#o.sessions.open(tx, user, brand, origin);
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw badRequest('errors.emailRegistered', {}, { email: 'errors.emailRegistered' });
      throw error;
    }
  }

  /**
   * Staff registration: the account waits for the code sent to the company mailbox. Registering an address that
   * already has a verified account answers the same, and tells only that mailbox, so the form reveals nothing.
   */
  async registerStaff(form: StaffRegistrationForm, language: Language, origin: RequestOrigin): Promise<void> {
    await this.#o.guard.guard('code-sending', { ip: origin.ip, subject: `staff:${form.email}` });
    assertAcceptablePassword(form.password, { email: form.email, names: [form.name] }, 'password');
    const passwordHash = await this.#o.passwords.hash(form.password);
    await this.#o.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, 'STAFF', form.email);
      if (existing?.emailVerifiedAt) {
        await this.#o.email.queue(tx, {
          purpose: 'staff-already-registered',
          recipient: form.email,
          ...emailOf(language, (m) => m.staffAlreadyRegistered, { link: `${this.#o.publicUrl}/staff` }),
        });
        return;
      }
      const user = existing
        ? await updateUser(tx, existing.id, { fullName: form.name, passwordHash, language })
        : await insertUser(tx, {
            organizationType: 'STAFF',
            fullName: form.name,
            email: form.email,
            passwordHash,
            language,
          });
      const code = await this.#o.codes.issue(tx, { purpose: 'staff-verification', subject: user.id });
      await this.#o.email.queue(tx, {
        purpose: 'staff-verification',
        recipient: form.email,
        ...emailOf(language, (m) => m.staffVerification, {
          name: form.name,
          code,
          minutes: CODE_VALID_MINUTES,
        }),
      });
    });
  }

  /** The code from the company mailbox proves the address; the staff member may then log in at /staff. */
  async verifyStaff(input: { email: string; code: string }, origin: RequestOrigin): Promise<void> {
    await this.#o.guard.guard('code-checking', { ip: origin.ip, subject: `staff:${input.email}` });
    // The outcome is committed before it is reported: a wrong code must count even though the call fails.
    const outcome = await this.#o.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, 'STAFF', input.email);
      if (!user || user.emailVerifiedAt) return 'invalid';
      const checked = await this.#o.codes.verify(tx, {
        purpose: 'staff-verification',
        subject: user.id,
        code: input.code,
      });
      if (checked === 'ok') await updateUser(tx, user.id, { emailVerifiedAt: this.#o.clock.now() });
      return checked;
    });
    throwUnlessCodeAccepted(outcome);
  }
}
