import {
  allowedAgreementEvents,
  DomainRuleError,
  type Language,
  type LocalDate,
  type SmeAgreementStep,
  type SmeAgreementView,
  smeAgreementQuote,
  smeStampingOf,
  ZERO_SEN,
} from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CustomerPrincipal } from '../../http/principals.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LenderParticulars } from '../../lib/pdf/lender-particulars.ts';
import { findCustomer } from '../auth/customer-records.ts';
import type { AgreementDocument } from './agreement-document-service.ts';
import { eventsOfAgreement } from './agreement-event-repository.ts';
import { agreementStatusView } from './agreement-view.ts';
import { agreementParticulars } from './pdf/agreement-particulars.ts';
import { buildAgreementPdf } from './pdf/agreement-pdf.ts';
import {
  findOwnedSmeAgreement,
  latestOwnedSmeAgreement,
  type SmeAgreementRow,
} from './sme-agreement-repository.ts';

/**
 * The SME partner's and staff member's agreement calls (docs/decisions/063): the agreement with its figures, its
 * steps, and the agreement to sign for the business. Each finds the agreement by its id together with the caller's
 * user id and partner id, so another partner's agreement is a 404.
 */
export class SmeAgreementService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #lender: LenderParticulars;

  constructor(deps: { db: Database; clock: Clock; lender: LenderParticulars }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#lender = deps.lender;
  }

  /** The agreement of the caller's latest approved application, or null: where the screens after approval start. */
  async current(principal: CustomerPrincipal): Promise<SmeAgreementView | null> {
    const owner = await this.#owner(principal);
    const agreement = owner ? await latestOwnedSmeAgreement(this.#db, owner) : undefined;
    return agreement ? smeAgreementView(agreement) : null;
  }

  async agreement(principal: CustomerPrincipal, id: string): Promise<SmeAgreementView> {
    return smeAgreementView(await this.#owned(principal, id));
  }

  async step(principal: CustomerPrincipal, id: string): Promise<SmeAgreementStep> {
    const agreement = await this.#owned(principal, id);
    return agreementStatusView(agreement, await eventsOfAgreement(this.#db, agreement.id));
  }

  /** The agreement in `language`, dated today, made out to be signed by the applicant (for the business). */
  async document(principal: CustomerPrincipal, id: string, language: Language): Promise<AgreementDocument> {
    const agreement = await this.#owned(principal, id);
    const bytes = await smeAgreementPdf(agreement, language, this.#clock.today() as LocalDate, this.#lender);
    return { fileName: `${agreement.agreementNo}-${language}.pdf`, bytes };
  }

  async #owned(principal: CustomerPrincipal, id: string): Promise<SmeAgreementRow> {
    const owner = await this.#owner(principal);
    const agreement = owner ? await findOwnedSmeAgreement(this.#db, id, owner) : undefined;
    if (!agreement) throw notFound('errors.agreementNotFound');
    return agreement;
  }

  /** The caller as an SME partner (with its partner id) or group staff (none); undefined for anyone else. */
  async #owner(principal: CustomerPrincipal) {
    const customer = await findCustomer(this.#db, principal.userId);
    if (customer?.organizationType === 'STAFF') return { userId: principal.userId, partnerId: null };
    if (customer?.organizationType === 'SME' && customer.partnerId)
      return { userId: principal.userId, partnerId: customer.partnerId };
    return undefined;
  }
}

function quoteOf(agreement: SmeAgreementRow) {
  return smeAgreementQuote({
    product: agreement.product,
    amountSen: agreement.amountSen,
    tenureMonths: agreement.tenureMonths,
    annualRateBp: agreement.annualRateBp,
  });
}

/** The agreement with the approved summary's figures: for the SME loan, its stamping of 0.5% plus RM150. */
export function smeAgreementView(agreement: SmeAgreementRow): SmeAgreementView {
  const quote = quoteOf(agreement);
  const stamping = agreement.product === 'SME' ? smeStampingOf(agreement.amountSen) : null;
  return {
    id: agreement.id,
    agreementNo: agreement.agreementNo,
    smeApplicationId: agreement.smeApplicationId,
    applicationNo: agreement.applicationNo,
    product: agreement.product,
    partnerId: agreement.partnerId,
    partnerType: agreement.partnerType,
    companyName: agreement.company?.name ?? null,
    signatoryName: agreement.signatory.name,
    status: agreement.status,
    approvedAmountSen: agreement.amountSen,
    tenureMonths: agreement.tenureMonths,
    annualRateBp: agreement.annualRateBp,
    monthlyInstalmentSen: quote.monthlyInstalmentSen,
    lastInstalmentSen: quote.lastInstalmentSen,
    totalInterestSen: quote.totalInterestSen,
    totalPayableSen: quote.totalPayableSen,
    stampDutySen: stamping?.stampDutySen ?? quote.stampDutySen,
    stampingAdminFeeSen: stamping?.adminFeeSen ?? ZERO_SEN,
    processingFeeSen: quote.processingFeeSen,
    netAmountSen: quote.netDisbursementSen,
    openedAt: agreement.openedAt.toISOString(),
    allowedEvents: allowedAgreementEvents({
      variant: agreement.variant,
      from: agreement.status,
      actor: 'applicant',
    }),
  };
}

/**
 * The agreement's PDF in `language` dated `date`: the individual's agreement with the SME particulars (the business,
 * the partner id, the stamping) and the signature block of the applicant who signs for the business.
 */
export async function smeAgreementPdf(
  agreement: SmeAgreementRow,
  language: Language,
  date: LocalDate,
  lender: LenderParticulars,
): Promise<Uint8Array> {
  try {
    return await buildAgreementPdf(
      agreementParticulars({
        language,
        agreementNo: agreement.agreementNo,
        agreementDate: date,
        lender,
        borrower: agreement.signatory,
        quote: quoteOf(agreement),
        sme: {
          partnerId: agreement.partnerId,
          stamping: agreement.product === 'SME' ? smeStampingOf(agreement.amountSen) : null,
          company: agreement.company,
        },
      }),
    );
  } catch (error) {
    if (error instanceof AppError || error instanceof DomainRuleError) throw error;
    throw new AppError(500, 'errors.fetchAgreementFailed');
  }
}
