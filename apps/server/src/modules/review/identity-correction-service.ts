import {
  CUSTOMER_AUDIT_ACTIONS,
  type CustomerIdentityCorrected,
  type CustomerIdentityCorrectionRequest,
  type Language,
  maskNric,
  VARIANT_RULES,
  type Workflow,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import { translate } from '../../http/translator.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import type { ApplicationAgreement } from '../applications/application-ports.ts';
import {
  applicationHoldingIdentity,
  correctApplicantIdentity,
  type IdentityCorrectionOutcome,
} from '../applications/application-records.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import {
  type Customer,
  correctCustomerIdentity,
  findCustomer,
  nricHeldByAnother,
} from '../auth/customer-records.ts';
import { reopenEkycForReferBack } from '../ekyc/ekyc-records.ts';
import { emailOf } from '../notifications/message-texts.ts';
import { officerName } from '../officers/officer-records.ts';

/**
 * The admin's correction of a customer's identity, the NRIC and the name as on the card (docs/decisions/020). The
 * profile refuses these once an application binds them, so a genuine mistake is corrected here, with a reason. In
 * one transaction: the account, its history and the officers' audit entry (NRICs masked), and the open application,
 * which takes the corrected identity and goes back through e-KYC and the telecom check (one waiting for an officer
 * returns to the applicant through the lifecycle, so its history shows it); the applicant is emailed.
 */
export class IdentityCorrectionService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #workflow: Workflow;
  readonly #emails: { email: EmailQueue; publicUrl: string };
  readonly #agreement: ApplicationAgreement;

  constructor(deps: {
    db: Database;
    clock: Clock;
    workflow: Workflow;
    agreement: ApplicationAgreement;
    email: EmailQueue;
    publicUrl: string;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#workflow = deps.workflow;
    this.#agreement = deps.agreement;
    this.#emails = { email: deps.email, publicUrl: deps.publicUrl };
  }

  async correct(
    officer: OfficerPrincipal,
    userId: string,
    request: CustomerIdentityCorrectionRequest,
    trace: RequestTrace,
    language: Language,
  ): Promise<CustomerIdentityCorrected> {
    const outcome = await this.#db.transaction(async (tx) => {
      const customer = await findCustomer(tx, userId, { lock: true });
      if (customer?.organizationType !== 'INDIVIDUAL') throw notFound('errors.notFound');
      if (customer.nric === request.nric && customer.fullName === request.fullName)
        throw conflict('application.identityUnchanged');
      if (request.nric !== customer.nric && (await nricHeldByAnother(tx, userId, request.nric)))
        throw conflict('application.identityNricTaken');

      const now = this.#clock.now();
      const name = await officerName(tx, officer.officerId);
      if (name === null) throw new Error(`officer ${officer.officerId} missing`);
      const identity = { nric: request.nric, fullName: request.fullName };
      const open = await applicationHoldingIdentity(tx, userId, { lock: true });
      const corrected: IdentityCorrectionOutcome | null = open
        ? await correctApplicantIdentity({
            tx,
            application: open,
            identity,
            workflow: this.#workflow,
            agreement: this.#agreement,
            actor: { kind: 'officer', officerId: officer.officerId, name, roles: officer.roles },
            remark: request.remark,
            trace,
            now,
          })
        : null;
      if (corrected?.reverify) await reopenEkycForReferBack(tx, corrected.application.id, now);

      const updated = await correctCustomerIdentity(tx, userId, identity, officer.officerId);
      await recordAuditEvent(tx, {
        at: now,
        actorKind: 'officer',
        actorId: officer.officerId,
        actorName: name,
        actorRole: 'admin',
        subjectId: userId,
        action: CUSTOMER_AUDIT_ACTIONS.identityCorrection,
        subjectType: 'user',
        before: { nric: customer.nric && maskNric(customer.nric), fullName: customer.fullName },
        after: { nric: maskNric(request.nric), fullName: request.fullName },
        remark: request.remark,
        ...trace,
      });
      await this.#queueEmail(tx, updated, request.remark, corrected);
      return corrected;
    });
    const sentBackApplicationNo = outcome?.reverify ? outcome.application.applicationNo : null;
    return {
      message: sentBackApplicationNo
        ? translate(language, 'application.identityCorrectedSentBack', {
            applicationNo: sentBackApplicationNo,
          })
        : translate(language, 'application.identityCorrected'),
      sentBackApplicationNo,
    };
  }

  /** The applicant hears of it by email: with an application to verify again, or about the account alone. */
  async #queueEmail(
    tx: Queryable,
    customer: Customer,
    remark: string,
    corrected: IdentityCorrectionOutcome | null,
  ): Promise<void> {
    if (!customer.email) return;
    const application = corrected?.reverify ? corrected.application : null;
    const variant = application?.applicationType ?? customer.brands[0] ?? 'conventional';
    const language = application?.language ?? customer.language;
    const params = {
      name: customer.fullName,
      remark,
      link: `${this.#emails.publicUrl}${VARIANT_RULES[variant].pathPrefix}/home`,
      ...(application ? { applicationNo: application.applicationNo } : {}),
    };
    await this.#emails.email.queue(tx, {
      purpose: application ? 'application-identity-corrected' : 'identity-corrected',
      recipient: customer.email,
      ...emailOf(
        language,
        (messages) => (application ? messages.applicationIdentityCorrected : messages.identityCorrected),
        params,
      ),
    });
  }
}
