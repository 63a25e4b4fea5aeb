import { createHash, randomBytes } from 'node:crypto';
import {
  APPLICATION_PATHS,
  applicantMayChangeStep,
  isSameEmail,
  recordStepMarker,
  VARIANT_RULES,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict } from '../../http/app-error.ts';
import type { CustomerPrincipal } from '../../http/principals.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import {
  ATTEMPT_RULES,
  type AttemptLimiter,
  addressKey,
  assertAllowed,
} from '../../security/attempt-limiter.ts';
import {
  ONE_TIME_CODE_TTL_SECONDS,
  type OneTimeCodes,
  throwUnlessCodeAccepted,
} from '../../security/one-time-codes.ts';
import { findCustomer } from '../auth/customer-records.ts';
import { emailOf } from '../notifications/message-texts.ts';
import { assertMayChange, loadApplicant, ownedApplication } from './applicant-rules.ts';
import { recordStep } from './application-changes.ts';
import { type ApplicationRow, findApplicationById, updateApplication } from './application-repository.ts';
import { lockEmailLink, markEmailLinkUsed, replaceEmailLink } from './email-link-repository.ts';

export const EMAIL_CODE_VALID_MINUTES = ONE_TIME_CODE_TTL_SECONDS / 60;
const CODE_PURPOSE = 'application-email';
/** The web page the emailed link lands on, in the application's variant. */
const LANDING_PAGE = '/application/email-verification';

export interface EmailVerificationServiceOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly codes: OneTimeCodes;
  readonly limiter: AttemptLimiter;
  readonly email: EmailQueue;
  readonly publicUrl: string;
}

/**
 * The email step: a 6-digit code and a single-use link, both sent to the applicant's profile email and both proving
 * that address. The code's subject is the application and the address together, so a code sent to an old address
 * proves nothing about a new one.
 */
export class EmailVerificationService {
  readonly #o: EmailVerificationServiceOptions;

  constructor(options: EmailVerificationServiceOptions) {
    this.#o = options;
  }

  /** Sends the code and link in the application's language; returns the address they went to. */
  async send(principal: CustomerPrincipal, id: string, ip: string | null): Promise<{ email: string }> {
    const { db, clock, limiter } = this.#o;
    const applicant = await loadApplicant(db, principal.userId);
    const checked = await ownedApplication(db, id, applicant.id);
    assertMayChange(checked, 'emailVerification');
    const email = applicant.email;
    if (!email) throw conflict('application.profileEmailMissing');
    // Counted outside the transaction: a refused or failed send still counts (attempt-limiter.ts says why).
    if (ip) assertAllowed(await limiter.hit(ATTEMPT_RULES.codeSendAddress, addressKey(ip)));
    assertAllowed(await limiter.hit(ATTEMPT_RULES.codeSendRecipient, `${CODE_PURPOSE}:${email}`));

    await db.transaction(async (tx) => {
      const application = await ownedApplication(tx, id, applicant.id, { lock: true });
      assertMayChange(application, 'emailVerification');
      const now = clock.now();
      const code = await this.#o.codes.issue(tx, {
        purpose: CODE_PURPOSE,
        subject: codeSubject(application, email),
      });
      const token = randomBytes(32).toString('base64url');
      await replaceEmailLink(tx, {
        tokenHash: hashToken(token),
        applicationId: application.id,
        email,
        issuedAt: now,
        expiresAt: new Date(now.getTime() + ONE_TIME_CODE_TTL_SECONDS * 1000),
      });
      await this.#o.email.queue(tx, {
        purpose: 'application-email-verification',
        recipient: email,
        ...emailOf(application.language, (m) => m.applicationEmailVerification, {
          name: applicant.fullName,
          applicationNo: application.applicationNo,
          code,
          link: `${this.#o.publicUrl}${APPLICATION_PATHS.emailVerificationLink(token)}`,
          minutes: EMAIL_CODE_VALID_MINUTES,
        }),
      });
    });
    return { email };
  }

  /** The code from the email. A wrong code is counted (committed) before the refusal is thrown. */
  async verifyCode(principal: CustomerPrincipal, id: string, code: string, ip: string | null): Promise<void> {
    const { db, limiter } = this.#o;
    if (ip) assertAllowed(await limiter.hit(ATTEMPT_RULES.codeCheckAddress, addressKey(ip)));
    const outcome = await db.transaction(async (tx) => {
      const applicant = await loadApplicant(tx, principal.userId);
      const application = await ownedApplication(tx, id, applicant.id, { lock: true });
      assertMayChange(application, 'emailVerification');
      const email = applicant.email;
      if (!email) throw conflict('application.profileEmailMissing');
      const checked = await this.#o.codes.verify(tx, {
        purpose: CODE_PURPOSE,
        subject: codeSubject(application, email),
        code,
      });
      if (checked === 'ok') await this.#markVerified(tx, application, email, applicant.id);
      return checked;
    });
    throwUnlessCodeAccepted(outcome);
  }

  /**
   * The emailed link: no login, the token is the proof. Answers where to send the browser: the variant's email
   * step page, saying whether it worked. A link used, expired, replaced, or for an address the applicant no longer
   * has, verifies nothing.
   */
  async verifyLink(token: string): Promise<string> {
    const { clock } = this.#o;
    const outcome = await this.#o.db.transaction(async (tx) => {
      const link = await lockEmailLink(tx, hashToken(token));
      if (!link) return { verified: false, application: undefined };
      const application = await findApplicationById(tx, link.applicationId, { lock: true });
      if (!application) return { verified: false, application: undefined };
      const now = clock.now();
      const applicant = await findCustomer(tx, application.userId);
      const usable =
        link.usedAt === null &&
        link.expiresAt > now &&
        applicant?.email != null &&
        isSameEmail(applicant.email, link.email) &&
        applicantMayChangeStep({
          status: application.status,
          step: 'emailVerification',
          referBackSteps: application.referBackSteps,
        });
      if (!usable) return { verified: false, application };
      await markEmailLinkUsed(tx, hashToken(token), now);
      await this.#markVerified(tx, application, link.email, application.userId);
      return { verified: true, application };
    });
    const prefix = outcome.application ? VARIANT_RULES[outcome.application.applicationType].pathPrefix : '';
    return `${prefix}${LANDING_PAGE}?verified=${outcome.verified ? 1 : 0}`;
  }

  /**
   * Stores the proved address; the step's marker follows at once when the form step is already complete (the
   * step rules' order), else the step call records it later from the stored proof.
   */
  async #markVerified(tx: Queryable, application: ApplicationRow, email: string, applicantId: string) {
    const now = this.#o.clock.now();
    const verified = await updateApplication(
      tx,
      application.id,
      { verifiedEmail: email, emailVerifiedAt: now },
      now,
    );
    const ready = recordStepMarker({
      step: 'emailVerification',
      outcome: 'completed',
      markers: verified.markers,
      status: verified.status,
    });
    if (ready.ok)
      await recordStep({
        tx,
        application: verified,
        applicantId,
        now,
        step: 'emailVerification',
        outcome: 'completed',
      });
  }
}

function codeSubject(application: ApplicationRow, email: string): string {
  return `${application.id}:${email}`;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
