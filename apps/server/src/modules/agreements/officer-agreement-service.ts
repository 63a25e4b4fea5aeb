import {
  AGREEMENT_BACKOFFICE_PATHS,
  type AgreementFigures,
  type AgreementList,
  type AgreementListQuery,
  agreementAuditAction,
  allowedAgreementEvents,
  isActor,
  OFFICER_ROLES,
  type OfficerAgreement,
  type OfficerRole,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import type { StoredFile } from '../../http/send-file.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { customerNames, findCustomerOfRecord } from '../auth/customer-records.ts';
import { officerName } from '../officers/officer-records.ts';
import { mandateOfAgreement, stampingOfAgreement } from './after-signing-view.ts';
import { type AgreementEventRow, eventsOfAgreement } from './agreement-event-repository.ts';
import {
  type AgreementFile,
  findAgreementFileById,
  listAgreementFiles,
} from './agreement-file-repository.ts';
import {
  agreementCounts,
  agreementPage,
  agreementsNeedingAttention,
  attentionOf,
} from './agreement-list-repository.ts';
import { type AgreementRow, findAgreementById } from './agreement-repository.ts';
import { applicationIdOf, offerOf } from './agreement-view.ts';

/**
 * The back office's reading of agreements: the list by status and one agreement with its terms, figures,
 * protection and commission, and history. Opening one is audited, as opening an application is.
 */
export class OfficerAgreementService {
  readonly #db: Database;
  readonly #clock: Clock;

  constructor(deps: { db: Database; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  async list(query: AgreementListQuery): Promise<AgreementList> {
    const products = {
      ...(query.product ? { product: query.product } : {}),
      ...(query.company ? { variant: query.company } : {}),
    };
    const [counts, needsAttention, page] = await Promise.all([
      agreementCounts(this.#db, products),
      agreementsNeedingAttention(this.#db, products),
      agreementPage(this.#db, {
        ...products,
        ...(query.status ? { status: query.status } : {}),
        ...(query.needsAttention ? { needsAttention: true } : {}),
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
    ]);
    const names = await customerNames(
      this.#db,
      page.rows.filter((row) => row.signatoryName === null).map((row) => row.userId),
    );
    return {
      counts: counts.map(({ status, variant, product, count }) => ({
        status,
        company: variant,
        product,
        count,
      })),
      needsAttention,
      items: page.rows.map((row) => ({
        id: row.id,
        agreementNo: row.agreementNo,
        product: row.product,
        applicationId: row.applicationId,
        applicationNo: row.applicationNo,
        // An SME or staff agreement names who signs it, as its application did.
        applicantName: row.signatoryName ?? names.get(row.userId) ?? '',
        company: row.variant,
        status: row.status,
        approvedAmountSen: row.amountSen,
        tenureMonths: row.tenureMonths,
        openedAt: row.openedAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        attention: attentionOf(row),
      })),
      total: page.total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** A file of the agreement to stream to the officer: a PDF, a certificate or a mandate's drawn signature (PNG). */
  async file(agreementId: string, fileId: string): Promise<StoredFile> {
    const file = await findAgreementFileById(this.#db, agreementId, fileId);
    if (!file) throw notFound('ekyc.documents.fileNotFound');
    return {
      storageKey: file.storageKey,
      fileName: file.fileName,
      contentType: file.contentType,
      sha256: file.sha256,
    };
  }

  /** One agreement as an officer sees it after acting on it (the action is audited, not this reading). */
  async current(officer: OfficerPrincipal, id: string): Promise<OfficerAgreement> {
    const agreement = await findAgreementById(this.#db, id);
    if (!agreement) throw notFound('errors.agreementNotFound');
    return this.read(this.#db, officer, agreement);
  }

  /** One agreement as an officer sees it; the view is recorded in the audit trail in the same transaction. */
  async view(officer: OfficerPrincipal, id: string, trace: RequestTrace): Promise<OfficerAgreement> {
    return this.#db.transaction(async (tx) => {
      const agreement = await findAgreementById(tx, id);
      if (!agreement) throw notFound('errors.agreementNotFound');
      await recordAuditEvent(tx, {
        at: this.#clock.now(),
        actorKind: 'officer',
        actorId: officer.officerId,
        actorName: await officerName(tx, officer.officerId),
        // Reading is not acting in a role: the entry keeps every role the officer holds.
        actorRole: officer.roles.join(','),
        subjectId: agreement.id,
        // The audit trail's application is the individual's; an SME or staff agreement's entry names none.
        applicationId: agreement.applicationId,
        action: agreementAuditAction('view'),
        subjectType: 'agreement',
        ...trace,
      });
      return this.read(tx, officer, agreement);
    });
  }

  async read(db: Queryable, officer: OfficerPrincipal, agreement: AgreementRow): Promise<OfficerAgreement> {
    const [applicant, events, files, stamping, mandate] = await Promise.all([
      findCustomerOfRecord(db, agreement.userId),
      eventsOfAgreement(db, agreement.id),
      listAgreementFiles(db, agreement.id),
      stampingOfAgreement(db, agreement.id),
      mandateOfAgreement(db, agreement.id),
    ]);
    if (!applicant) throw new Error(`agreement ${agreement.id} lacks its applicant`);
    const accepted = agreement.acceptance;
    return {
      agreement: {
        id: agreement.id,
        agreementNo: agreement.agreementNo,
        product: agreement.product,
        applicationId: applicationIdOf(agreement),
        applicationNo: agreement.applicationNo,
        company: agreement.variant,
        status: agreement.status,
        openedAt: agreement.openedAt.toISOString(),
        updatedAt: agreement.updatedAt.toISOString(),
      },
      applicant: { id: applicant.id, fullName: applicant.fullName },
      terms: {
        approvedAmountSen: agreement.amountSen,
        tenureMonths: agreement.tenureMonths,
        annualRateBp: agreement.annualRateBp,
        campaignCode: agreement.campaignCode,
      },
      acceptedAt: accepted?.at.toISOString() ?? null,
      figures: figuresOf(agreement),
      protection: accepted?.protection
        ? {
            providerName: accepted.protection.providerName,
            grossRateBp: accepted.protection.grossRateBp,
            grossPremiumSen: accepted.grossPremiumSen,
            serviceTaxSen: accepted.premiumServiceTaxSen,
            totalPremiumSen: accepted.totalPremiumSen,
            agentCommissionSen: accepted.agentCommissionSen,
          }
        : null,
      files: files.map(fileEntry),
      history: events.map(historyEntry),
      allowedEvents: [
        ...new Set(
          officer.roles.flatMap((role) =>
            allowedAgreementEvents({ variant: agreement.variant, from: agreement.status, actor: role }),
          ),
        ),
      ],
      stamping,
      mandate,
    };
  }
}

/** The figures as accepted; before that, the offer of the approved terms without protection. */
function figuresOf(agreement: AgreementRow): AgreementFigures {
  const { quote } = offerOf(agreement, null);
  const figures = agreement.acceptance ?? quote;
  return {
    monthlyInstalmentSen: figures.monthlyInstalmentSen,
    lastInstalmentSen: figures.lastInstalmentSen,
    totalInterestSen: figures.totalInterestSen,
    totalPayableSen: figures.totalPayableSen,
    stampDutySen: figures.stampDutySen,
    processingFeeSen: figures.processingFeeSen,
    referralWaiverSen: quote.processingFeeDiscountSen,
    wakalahFeeSen: figures.wakalahFeeSen,
    totalPremiumSen: figures.totalPremiumSen,
    totalDeductionsSen: figures.totalDeductionsSen,
    netAmountSen: figures.netDisbursementSen,
  };
}

function historyEntry(event: AgreementEventRow): OfficerAgreement['history'][number] {
  return {
    at: event.at.toISOString(),
    event: event.event,
    from: event.from,
    to: event.to,
    actorKind: event.actorType,
    actorName: event.actorName,
    actorRole: isOfficerRole(event.actorRole) ? event.actorRole : null,
    remark: event.remark,
  };
}

function isOfficerRole(role: string | null): role is OfficerRole {
  return isActor(role) && (OFFICER_ROLES as readonly string[]).includes(role);
}

function fileEntry(file: AgreementFile): OfficerAgreement['files'][number] {
  const { signature } = file;
  return {
    id: file.id,
    kind: file.kind,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    sha256: file.sha256,
    createdAt: file.createdAt.toISOString(),
    url: AGREEMENT_BACKOFFICE_PATHS.file(file.agreementId, file.id),
    signature: signature ? { ...signature, signedAt: signature.signedAt.toISOString() } : null,
  };
}
