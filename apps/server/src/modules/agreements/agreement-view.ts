import {
  type AgreementStatus,
  type AgreementStatusView,
  type AgreementView,
  type ApprovedOffer,
  type ApprovedSummary,
  addSen,
  agreementStepProgress,
  allowedAgreementEvents,
  approvedOffer,
  INSURANCE_SERVICE_TAX_BP,
  type ProtectionOffer,
  type ProtectionRate,
  smeAgreementQuote,
  smeStampingOf,
  ZERO_SEN,
} from '@sinar/domain';
import type { AgreementEventRow } from './agreement-event-repository.ts';
import type { AgreementRow } from './agreement-repository.ts';
import type { SmeParticulars } from './pdf/agreement-particulars.ts';

/** How an agreement is shown to its applicant: the contract's shapes (packages/domain/src/api/agreement.ts). */

export function agreementView(agreement: AgreementRow): AgreementView {
  return {
    id: agreement.id,
    agreementNo: agreement.agreementNo,
    applicationId: applicationIdOf(agreement),
    applicationNo: agreement.applicationNo,
    company: agreement.variant,
    status: agreement.status,
    approvedAmountSen: agreement.amountSen,
    tenureMonths: agreement.tenureMonths,
    annualRateBp: agreement.annualRateBp,
    openedAt: agreement.openedAt.toISOString(),
    summaryAcceptedAt: agreement.acceptance?.at.toISOString() ?? null,
    protectionTaken: agreement.acceptance ? agreement.acceptance.protection !== null : null,
    allowedEvents: allowedAgreementEvents({
      variant: agreement.variant,
      from: agreement.status,
      actor: 'applicant',
    }),
  };
}

/** The application an agreement was made from: the individual's, or the SME partner's or staff member's. */
export function applicationIdOf(agreement: Pick<AgreementRow, 'id' | 'applicationId' | 'sme'>): string {
  const id = agreement.applicationId ?? agreement.sme?.smeApplicationId;
  if (!id) throw new Error(`agreement ${agreement.id} names no application`);
  return id;
}

/**
 * The offer of the approved terms, by the agreement's product: the individual's with the protection plan when one is
 * given; an SME partner's or staff loan's quote (`smeAgreementQuote`, docs/decisions/063), which offers no plan and
 * earns no agent's commission.
 */
export function offerOf(agreement: AgreementRow, protection: ProtectionRate | null): ApprovedOffer {
  if (agreement.product !== 'INDIVIDUAL')
    return {
      quote: smeAgreementQuote({
        product: agreement.product,
        amountSen: agreement.amountSen,
        tenureMonths: agreement.tenureMonths,
        annualRateBp: agreement.annualRateBp,
      }),
      agentCommissionSen: ZERO_SEN,
    };
  return approvedOffer({
    variant: agreement.variant,
    amountSen: agreement.amountSen,
    tenureMonths: agreement.tenureMonths,
    processingFeeDiscountSen: agreement.processingFeeDiscountSen,
    protection,
  });
}

/**
 * The approved summary. Before acceptance: the offer without protection, and with the plan the tenure has today.
 * Once accepted: the figures as recorded then, whatever the rates have become since.
 */
export function approvedSummary(
  agreement: AgreementRow,
  protectionToday: ProtectionRate | null,
): ApprovedSummary {
  const { quote } = offerOf(agreement, null);
  const terms = {
    agreementId: agreement.id,
    agreementNo: agreement.agreementNo,
    applicationNo: agreement.applicationNo,
    company: agreement.variant,
    status: agreement.status,
    approvedAmountSen: agreement.amountSen,
    annualRateBp: agreement.annualRateBp,
    tenureMonths: agreement.tenureMonths,
    referralWaiverSen: quote.processingFeeDiscountSen,
    campaignCode: agreement.campaignCode,
  };
  const accepted = agreement.acceptance;
  if (!accepted) {
    const withPlan = protectionToday ? offerOf(agreement, protectionToday) : null;
    return {
      ...terms,
      stampDutySen: quote.stampDutySen,
      processingFeeSen: quote.processingFeeSen,
      wakalahFeeSen: quote.wakalahFeeSen,
      monthlyInstalmentSen: quote.monthlyInstalmentSen,
      lastInstalmentSen: quote.lastInstalmentSen,
      totalInterestSen: quote.totalInterestSen,
      totalPayableSen: quote.totalPayableSen,
      netAmountSen: quote.netDisbursementSen,
      protection: protectionToday && withPlan ? protectionOffer(protectionToday, withPlan) : null,
      acceptance: null,
    };
  }
  return {
    ...terms,
    stampDutySen: accepted.stampDutySen,
    processingFeeSen: accepted.processingFeeSen,
    wakalahFeeSen: accepted.wakalahFeeSen,
    monthlyInstalmentSen: accepted.monthlyInstalmentSen,
    lastInstalmentSen: accepted.lastInstalmentSen,
    totalInterestSen: accepted.totalInterestSen,
    totalPayableSen: accepted.totalPayableSen,
    // The plan's total is the only deduction it adds.
    netAmountSen: addSen(accepted.netDisbursementSen, accepted.totalPremiumSen),
    protection: accepted.protection
      ? {
          providerName: accepted.protection.providerName,
          grossRateBp: accepted.protection.grossRateBp,
          serviceTaxBp: INSURANCE_SERVICE_TAX_BP,
          grossPremiumSen: accepted.grossPremiumSen,
          serviceTaxSen: accepted.premiumServiceTaxSen,
          totalPremiumSen: accepted.totalPremiumSen,
          netAmountSen: accepted.netDisbursementSen,
        }
      : null,
    acceptance: { acceptedAt: accepted.at.toISOString(), protectionTaken: accepted.protection !== null },
  };
}

function protectionOffer(rate: ProtectionRate, offer: ApprovedOffer): ProtectionOffer {
  return {
    providerName: rate.providerName,
    grossRateBp: rate.grossRateBp,
    serviceTaxBp: INSURANCE_SERVICE_TAX_BP,
    grossPremiumSen: offer.quote.grossPremiumSen,
    serviceTaxSen: offer.quote.premiumServiceTaxSen,
    totalPremiumSen: offer.quote.totalPremiumSen,
    netAmountSen: offer.quote.netDisbursementSen,
  };
}

/** What an SME partner's or staff agreement prints beside the individual's particulars; none for an individual. */
export function smePdfParticularsOf(agreement: AgreementRow): SmeParticulars | undefined {
  if (!agreement.sme) return undefined;
  return {
    partnerId: agreement.sme.partnerId,
    stamping: agreement.product === 'SME' ? smeStampingOf(agreement.amountSen) : null,
    company: agreement.sme.company,
  };
}

export function agreementStatusView(
  agreement: Pick<AgreementRow, 'id' | 'agreementNo' | 'variant' | 'status' | 'product'>,
  events: readonly AgreementEventRow[],
): AgreementStatusView {
  return {
    agreementId: agreement.id,
    agreementNo: agreement.agreementNo,
    company: agreement.variant,
    status: agreement.status,
    steps: agreementStepProgress(agreement.status, cancelledFrom(agreement.status, events), {
      directDebit: agreement.product !== 'SME',
    }),
    history: events.map((event) => ({
      at: event.at.toISOString(),
      event: event.event,
      from: event.from,
      to: event.to,
      actor: event.actorType,
    })),
  };
}

/** Where a cancelled agreement stood when it was cancelled: the status its last move left. */
function cancelledFrom(
  status: AgreementStatus,
  events: readonly AgreementEventRow[],
): Exclude<AgreementStatus, 'CANCELED'> | undefined {
  if (status !== 'CANCELED') return undefined;
  const from = events.findLast((event) => event.to === 'CANCELED')?.from;
  return from === null || from === undefined || from === 'CANCELED' ? undefined : from;
}
