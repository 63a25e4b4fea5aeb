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
import type { EmailStepTarget, PartnerApplicationSteps } from './application-ports.ts';
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
  /** The other journey's applications (SME partners and group staff): the same code and link, for its address. */
  readonly partnerSteps?: PartnerApplicationSteps;
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
    const { db, limiter } = this.#o;
    const partner = await this.#partnerOf(principal);
    if (partner) {
      const target = await partner.emailTarget(db, principal.userId, id);
      if (ip) assertAllowed(await limiter.hit(ATTEMPT_RULES.codeSendAddress, addressKey(ip)));
      assertAllowed(await limiter.hit(ATTEMPT_RULES.codeSendRecipient, `${CODE_PURPOSE}:${target.email}`));
      await db.transaction(async (tx) =>
        this.#issue(tx, await partner.emailTarget(tx, principal.userId, id, { lock: true })),
      );
      return { email: target.email };
    }
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
      await this.#issue(tx, {
        applicationId: application.id,
        applicationNo: application.applicationNo,
        email,
        name: applicant.fullName,
        language: application.language,
      });
    });
    return { email };
  }

  /** Issues the code and the link for the address, replacing the application's unused links, and queues the email. */
  async #issue(tx: Queryable, target: EmailStepTarget): Promise<void> {
    const now = this.#o.clock.now();
    const code = await this.#o.codes.issue(tx, {
      purpose: CODE_PURPOSE,
      subject: codeSubject(target.applicationId, target.email),
    });
    const token = randomBytes(32).toString('base64url');
    await replaceEmailLink(tx, {
      tokenHash: hashToken(token),
      applicationId: target.applicationId,
      email: target.email,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + ONE_TIME_CODE_TTL_SECONDS * 1000),
    });
    await this.#o.email.queue(tx, {
      purpose: 'application-email-verification',
      recipient: target.email,
      ...emailOf(target.language, (m) => m.applicationEmailVerification, {
        name: target.name,
        applicationNo: target.applicationNo,
        code,
        link: `${this.#o.publicUrl}${APPLICATION_PATHS.emailVerificationLink(token)}`,
        minutes: EMAIL_CODE_VALID_MINUTES,
      }),
    });
  }

  /** The other journey's steps when the caller applies there (an SME partner or group staff). */
  async #partnerOf(principal: CustomerPrincipal): Promise<PartnerApplicationSteps | undefined> {
    const partner = this.#o.partnerSteps;
    return partner && (await partner.serves(this.#o.db, principal.userId)) ? partner : undefined;
  }

  /** The code from the email. A wrong code is counted (committed) before the refusal is thrown. */
  async verifyCode(principal: CustomerPrincipal, id: string, code: string, ip: string | null): Promise<void> {
    const { db, limiter } = this.#o;
    if (ip) assertAllowed(await limiter.hit(ATTEMPT_RULES.codeCheckAddress, addressKey(ip)));
    const partner = await this.#partnerOf(principal);
    const outcome = await db.transaction(async (tx) => {
      if (partner) {
        const target = await partner.emailTarget(tx, principal.userId, id, { lock: true });
        const checked = await this.#o.codes.verify(tx, {
          purpose: CODE_PURPOSE,
          subject: codeSubject(target.applicationId, target.email),
          code,
        });
        if (checked === 'ok') await partner.emailProved(tx, target.applicationId, target.email);
        return checked;
      }
      const applicant = await loadApplicant(tx, principal.userId);
      const application = await ownedApplication(tx, id, applicant.id, { lock: true });
      assertMayChange(application, 'emailVerification');
      const email = applicant.email;
      if (!email) throw conflict('application.profileEmailMissing');
      const checked = await this.#o.codes.verify(tx, {
        purpose: CODE_PURPOSE,
        subject: codeSubject(application.id, email),
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
      const now = clock.now();
      if (!application) {
        const partner = this.#o.partnerSteps;
        if (!partner) return { verified: false, application: undefined };
        const usable = link.usedAt === null && link.expiresAt > now;
        const proved = usable ? await partner.emailProved(tx, link.applicationId, link.email) : 'refused';
        if (proved === 'verified') await markEmailLinkUsed(tx, hashToken(token), now);
        return {
          verified: proved === 'verified',
          application: undefined,
          landingPage: proved === 'unknown' ? undefined : partner.emailLandingPage,
        };
      }
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
    const verified = `?verified=${outcome.verified ? 1 : 0}`;
    if ('landingPage' in outcome && outcome.landingPage) return `${outcome.landingPage}${verified}`;
    const prefix = outcome.application ? VARIANT_RULES[outcome.application.applicationType].pathPrefix : '';
    return `${prefix}${LANDING_PAGE}${verified}`;
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

function codeSubject(applicationId: string, email: string): string {
  return `${applicationId}:${email}`;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
