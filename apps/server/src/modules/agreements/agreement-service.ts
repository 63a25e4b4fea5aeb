import type {
  AcceptSummaryRequest,
  AgreementStatusView,
  AgreementView,
  ApprovedSummary,
  ProtectionRate,
  Workflow,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { CustomerPrincipal } from '../../http/principals.ts';
import type { Clock } from '../../lib/clock.ts';
import { changeApplicationStatus } from '../applications/application-lifecycle.ts';
import type { ApplicationAgreement } from '../applications/application-ports.ts';
import { applicationsOfCustomer, findApplicationOf } from '../applications/application-records.ts';
import { protectionRateFor } from '../master/master-records.ts';
import { eventsOfAgreement } from './agreement-event-repository.ts';
import { changeAgreementStatus } from './agreement-lifecycle.ts';
import { agreementOwnerOf, ownedAgreement } from './agreement-ownership.ts';
import {
  type AgreementRow,
  findAgreementOfApplication,
  findOwnedAgreement,
  type SummaryAcceptance,
} from './agreement-repository.ts';
import { agreementStatusView, agreementView, approvedSummary, offerOf } from './agreement-view.ts';
import { latestOwnedSmeAgreement } from './sme-agreement-repository.ts';

/**
 * The applicant's agreement: reading it, the approved summary and its acceptance with the protection choice, and
 * walking away before signing. Someone else's agreement answers as a missing one.
 */
export class AgreementService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #workflow: Workflow;
  readonly #applicationAgreement: ApplicationAgreement;

  constructor(deps: {
    db: Database;
    clock: Clock;
    workflow: Workflow;
    applicationAgreement: ApplicationAgreement;
  }) {
    this.#applicationAgreement = deps.applicationAgreement;
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#workflow = deps.workflow;
  }

  /**
   * The agreement of the caller's latest application; none before approval, or after a new application began. A
   * group staff member's is their staff loan's, whose mandate the individual's direct-debit pages set up (decision
   * 067); an SME partner's loan takes no mandate and is read through `smeAgreement/current`.
   */
  async current(principal: CustomerPrincipal): Promise<AgreementView | null> {
    const [latest] = await applicationsOfCustomer(this.#db, principal.userId);
    if (latest) {
      const agreement = await findAgreementOfApplication(this.#db, latest.id);
      return agreement ? agreementView(agreement) : null;
    }
    const owner = await agreementOwnerOf(this.#db, principal.userId);
    const staffLoan = await latestOwnedSmeAgreement(this.#db, owner);
    if (staffLoan?.product !== 'STAFF') return null;
    const agreement = await findOwnedAgreement(this.#db, staffLoan.id, owner);
    return agreement ? agreementView(agreement) : null;
  }

  async summary(principal: CustomerPrincipal, agreementId: string): Promise<ApprovedSummary> {
    const agreement = await ownedAgreement(this.#db, principal, agreementId);
    const protection = agreement.acceptance ? null : await protectionOffered(this.#db, agreement);
    return approvedSummary(agreement, protection);
  }

  async status(principal: CustomerPrincipal, agreementId: string): Promise<AgreementStatusView> {
    const agreement = await ownedAgreement(this.#db, principal, agreementId);
    return agreementStatusView(agreement, await eventsOfAgreement(this.#db, agreement.id));
  }

  /**
   * The customer accepts the approved summary, with or without the protection plan the tenure offers today. The
   * quote's figures are recorded as accepted, the agent's commission with them, and attestation comes next.
   */
  async acceptSummary(
    principal: CustomerPrincipal,
    agreementId: string,
    request: AcceptSummaryRequest,
  ): Promise<AgreementView> {
    return this.#db.transaction(async (tx) => {
      const agreement = await ownedAgreement(tx, principal, agreementId, { lock: true });
      const plan = request.takeProtection ? await protectionOffered(tx, agreement) : null;
      if (request.takeProtection && !plan) throw conflict('agreements.protectionNotOffered');
      const now = this.#clock.now();
      const { agreement: accepted } = await changeAgreementStatus({
        tx,
        agreement,
        event: { name: 'acceptSummary', acceptance: acceptanceOf(agreement, plan, now) },
        actor: { kind: 'applicant', userId: principal.userId },
        now,
      });
      return agreementView(accepted);
    });
  }

  /**
   * The applicant walks away before signing, after confirming on the screen: the application is cancelled through
   * its lifecycle, and the agreement follows it as the applicant's cancel.
   */
  async cancel(principal: CustomerPrincipal, agreementId: string): Promise<AgreementView> {
    return this.#db.transaction(async (tx) => {
      const found = await ownedAgreement(tx, principal, agreementId);
      // An SME partner's or staff agreement is cancelled with its SME application (docs/decisions/067).
      if (found.applicationId === null) throw conflict('agreements.smeCancelWithApplication');
      const application = await findApplicationOf(tx, found.applicationId, principal.userId, { lock: true });
      if (!application) throw notFound('errors.agreementNotFound');
      await changeApplicationStatus({
        tx,
        application,
        workflow: this.#workflow,
        event: { name: 'cancel' },
        actor: { kind: 'applicant', userId: principal.userId },
        agreement: this.#applicationAgreement,
        now: this.#clock.now(),
      });
      return agreementView(await ownedAgreement(tx, principal, agreementId));
    });
  }
}

/** The protection plan the tenure offers today; an SME partner's or staff loan offers none (docs/decisions/067). */
function protectionOffered(db: Queryable, agreement: AgreementRow): Promise<ProtectionRate | null> {
  if (agreement.product !== 'INDIVIDUAL') return Promise.resolve(null);
  return protectionRateFor(db, agreement.variant, agreement.tenureMonths);
}

export function acceptanceOf(
  agreement: AgreementRow,
  plan: ProtectionRate | null,
  at: Date,
): SummaryAcceptance {
  const { quote, agentCommissionSen } = offerOf(agreement, plan);
  return {
    at,
    protection: plan,
    monthlyInstalmentSen: quote.monthlyInstalmentSen,
    lastInstalmentSen: quote.lastInstalmentSen,
    totalInterestSen: quote.totalInterestSen,
    totalPayableSen: quote.totalPayableSen,
    stampDutySen: quote.stampDutySen,
    processingFeeSen: quote.processingFeeSen,
    wakalahFeeSen: quote.wakalahFeeSen,
    grossPremiumSen: quote.grossPremiumSen,
    premiumServiceTaxSen: quote.premiumServiceTaxSen,
    totalPremiumSen: quote.totalPremiumSen,
    totalDeductionsSen: quote.totalDeductionsSen,
    netDisbursementSen: quote.netDisbursementSen,
    agentCommissionSen,
  };
}
