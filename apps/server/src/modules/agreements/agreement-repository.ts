import type {
  AgreementProduct,
  AgreementStatus,
  Sen,
  SmeAgreementProduct,
  SmePartnerType,
  Variant,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** The summary as the customer accepted it: the protection choice and every figure of the quote. */
export interface SummaryAcceptance {
  readonly at: Date;
  /** The plan taken, or null when declined. */
  readonly protection: { readonly providerName: string; readonly grossRateBp: number } | null;
  readonly monthlyInstalmentSen: Sen;
  readonly lastInstalmentSen: Sen;
  readonly totalInterestSen: Sen;
  readonly totalPayableSen: Sen;
  readonly stampDutySen: Sen;
  readonly processingFeeSen: Sen;
  readonly wakalahFeeSen: Sen;
  readonly grossPremiumSen: Sen;
  readonly premiumServiceTaxSen: Sen;
  readonly totalPremiumSen: Sen;
  readonly totalDeductionsSen: Sen;
  readonly netDisbursementSen: Sen;
  readonly agentCommissionSen: Sen;
}

/**
 * What an SME partner's or staff agreement keeps beside the individual's columns (docs/decisions/063): the SME
 * application it was made from, the partner id that owns it (none for group staff), and who signs for what business.
 */
export interface SmeParticulars {
  readonly smeApplicationId: string;
  readonly partnerId: string | null;
  readonly partnerType: SmePartnerType;
  readonly signatory: { readonly name: string; readonly nric: string; readonly address: string };
  /** The business the applicant signs for; null for an individual partner or a staff loan. */
  readonly company: { readonly name: string; readonly registrationNo: string } | null;
}

/** A row of `agreements` as the services use it. */
export interface AgreementRow {
  readonly id: string;
  readonly agreementNo: string;
  /** What the agreement was made from: an individual's application, an SME partner's, or a staff loan's. */
  readonly product: AgreementProduct;
  /** The individual's application; null for an SME or staff agreement, whose application is in `sme`. */
  readonly applicationId: string | null;
  /** Null for an individual's agreement. */
  readonly sme: SmeParticulars | null;
  readonly applicationNo: string;
  readonly userId: string;
  readonly variant: Variant;
  readonly status: AgreementStatus;
  readonly amountSen: Sen;
  readonly tenureMonths: number;
  readonly annualRateBp: number;
  readonly campaignCode: string | null;
  readonly processingFeeDiscountSen: Sen;
  /** Null until the customer accepts the approved summary. */
  readonly acceptance: SummaryAcceptance | null;
  readonly openedAt: Date;
  readonly updatedAt: Date;
}

/** The columns of an `AgreementRow`, for the repositories of this module that read agreements with more. */
export const AGREEMENT_COLUMNS = `
  id, agreement_no as "agreementNo", application_id as "applicationId", application_no as "applicationNo",
  user_id as "userId", variant, status, amount_sen as "amountSen", tenure_months as "tenureMonths",
  annual_rate_bp as "annualRateBp", campaign_code as "campaignCode",
  processing_fee_discount_sen as "processingFeeDiscountSen", summary_accepted_at as "summaryAcceptedAt",
  protection_taken as "protectionTaken", protection_provider_name as "protectionProviderName",
  protection_gross_rate_bp as "protectionGrossRateBp", monthly_instalment_sen as "monthlyInstalmentSen",
  last_instalment_sen as "lastInstalmentSen", total_interest_sen as "totalInterestSen",
  total_payable_sen as "totalPayableSen", stamp_duty_sen as "stampDutySen", processing_fee_sen as "processingFeeSen",
  wakalah_fee_sen as "wakalahFeeSen", gross_premium_sen as "grossPremiumSen",
  premium_service_tax_sen as "premiumServiceTaxSen", total_premium_sen as "totalPremiumSen",
  total_deductions_sen as "totalDeductionsSen", net_disbursement_sen as "netDisbursementSen",
  agent_commission_sen as "agentCommissionSen", opened_at as "openedAt", updated_at as "updatedAt", product,
  sme_application_id as "smeApplicationId", partner_id as "partnerId", partner_type as "partnerType",
  signatory_name as "signatoryName", signatory_nric as "signatoryNric", signatory_address as "signatoryAddress",
  company_name as "companyName", company_registration_no as "companyRegistrationNo"`;

export interface StoredAgreementRow extends Omit<AgreementRow, 'acceptance' | 'sme'> {
  readonly smeApplicationId: string | null;
  readonly partnerId: string | null;
  readonly partnerType: SmePartnerType | null;
  readonly signatoryName: string | null;
  readonly signatoryNric: string | null;
  readonly signatoryAddress: string | null;
  readonly companyName: string | null;
  readonly companyRegistrationNo: string | null;
  readonly summaryAcceptedAt: Date | null;
  readonly protectionTaken: boolean | null;
  readonly protectionProviderName: string | null;
  readonly protectionGrossRateBp: number | null;
  readonly monthlyInstalmentSen: Sen | null;
  readonly lastInstalmentSen: Sen | null;
  readonly totalInterestSen: Sen | null;
  readonly totalPayableSen: Sen | null;
  readonly stampDutySen: Sen | null;
  readonly processingFeeSen: Sen | null;
  readonly wakalahFeeSen: Sen | null;
  readonly grossPremiumSen: Sen | null;
  readonly premiumServiceTaxSen: Sen | null;
  readonly totalPremiumSen: Sen | null;
  readonly totalDeductionsSen: Sen | null;
  readonly netDisbursementSen: Sen | null;
  readonly agentCommissionSen: Sen | null;
}

/** The stored columns as one acceptance, or none: the table's check keeps them all set or all empty. */
export function agreementOf(row: StoredAgreementRow): AgreementRow {
  const {
    summaryAcceptedAt,
    protectionTaken,
    protectionProviderName,
    protectionGrossRateBp,
    monthlyInstalmentSen,
    lastInstalmentSen,
    totalInterestSen,
    totalPayableSen,
    stampDutySen,
    processingFeeSen,
    wakalahFeeSen,
    grossPremiumSen,
    premiumServiceTaxSen,
    totalPremiumSen,
    totalDeductionsSen,
    netDisbursementSen,
    agentCommissionSen,
    smeApplicationId,
    partnerId,
    partnerType,
    signatoryName,
    signatoryNric,
    signatoryAddress,
    companyName,
    companyRegistrationNo,
    ...columns
  } = row;
  // The table's check keeps an SME or staff row's application, partner type and signatory set.
  const sme: SmeParticulars | null =
    smeApplicationId !== null && partnerType !== null
      ? {
          smeApplicationId,
          partnerId,
          partnerType,
          signatory: {
            name: signatoryName ?? '',
            nric: signatoryNric ?? '',
            address: signatoryAddress ?? '',
          },
          company:
            companyName !== null && companyRegistrationNo !== null
              ? { name: companyName, registrationNo: companyRegistrationNo }
              : null,
        }
      : null;
  const agreement = { ...columns, sme };
  if (
    summaryAcceptedAt === null ||
    monthlyInstalmentSen === null ||
    lastInstalmentSen === null ||
    totalInterestSen === null ||
    totalPayableSen === null ||
    stampDutySen === null ||
    processingFeeSen === null ||
    wakalahFeeSen === null ||
    grossPremiumSen === null ||
    premiumServiceTaxSen === null ||
    totalPremiumSen === null ||
    totalDeductionsSen === null ||
    netDisbursementSen === null ||
    agentCommissionSen === null
  )
    return { ...agreement, acceptance: null };
  return {
    ...agreement,
    acceptance: {
      at: summaryAcceptedAt,
      protection:
        protectionTaken && protectionProviderName !== null && protectionGrossRateBp !== null
          ? { providerName: protectionProviderName, grossRateBp: protectionGrossRateBp }
          : null,
      monthlyInstalmentSen,
      lastInstalmentSen,
      totalInterestSen,
      totalPayableSen,
      stampDutySen,
      processingFeeSen,
      wakalahFeeSen,
      grossPremiumSen,
      premiumServiceTaxSen,
      totalPremiumSen,
      totalDeductionsSen,
      netDisbursementSen,
      agentCommissionSen,
    },
  };
}

const forUpdate = (lock: boolean | undefined) => (lock ? ' for update' : '');

/** An agreement of any product by id: the jobs, the notices and the officers' moves read it. */
export async function findAgreementById(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AgreementRow | undefined> {
  const [row] = await db.query<StoredAgreementRow>(
    `select ${AGREEMENT_COLUMNS} from agreements where id = $1${forUpdate(options.lock)}`,
    [id],
  );
  return row && agreementOf(row);
}

/**
 * Who may move an agreement: its applicant, and for an SME or staff agreement the partner id it was made for (none
 * for group staff), so that a partner's agreement is no one else's.
 */
export interface AgreementOwner {
  readonly userId: string;
  /** The caller's partner id when they are an SME partner; null otherwise. */
  readonly partnerId: string | null;
}

/** The agreement when `owner` is its applicant (with its partner id); undefined otherwise, so ids cannot be probed. */
export async function findOwnedAgreement(
  db: Queryable,
  id: string,
  owner: AgreementOwner,
  options: { lock?: boolean } = {},
): Promise<AgreementRow | undefined> {
  const [row] = await db.query<StoredAgreementRow>(
    `select ${AGREEMENT_COLUMNS} from agreements
     where id = $1 and user_id = $2 and (product = 'INDIVIDUAL' or partner_id is not distinct from $3)
     ${forUpdate(options.lock)}`,
    [id, owner.userId, owner.partnerId],
  );
  return row && agreementOf(row);
}

export async function findAgreementOfApplication(
  db: Queryable,
  applicationId: string,
  options: { lock?: boolean } = {},
): Promise<AgreementRow | undefined> {
  const [row] = await db.query<StoredAgreementRow>(
    `select ${AGREEMENT_COLUMNS} from agreements where application_id = $1${forUpdate(options.lock)}`,
    [applicationId],
  );
  return row && agreementOf(row);
}

export async function nextAgreementSerial(db: Queryable): Promise<number> {
  const [row] = await db.query<{ serial: number }>(`select nextval('agreement_no_seq') as serial`);
  if (!row) throw new Error('agreement_no_seq returned nothing');
  return row.serial;
}

export interface NewAgreement {
  readonly id: string;
  readonly agreementNo: string;
  readonly applicationId: string;
  readonly applicationNo: string;
  readonly userId: string;
  readonly variant: Variant;
  readonly status: AgreementStatus;
  readonly amountSen: Sen;
  readonly tenureMonths: number;
  readonly annualRateBp: number;
  readonly campaignCode: string | null;
  readonly processingFeeDiscountSen: Sen;
  readonly at: Date;
}

export async function insertAgreement(db: Queryable, agreement: NewAgreement): Promise<AgreementRow> {
  const [row] = await db.query<StoredAgreementRow>(
    `insert into agreements (id, agreement_no, application_id, application_no, user_id, variant, status, amount_sen,
       tenure_months, annual_rate_bp, campaign_code, processing_fee_discount_sen, opened_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
     returning ${AGREEMENT_COLUMNS}`,
    [
      agreement.id,
      agreement.agreementNo,
      agreement.applicationId,
      agreement.applicationNo,
      agreement.userId,
      agreement.variant,
      agreement.status,
      agreement.amountSen,
      agreement.tenureMonths,
      agreement.annualRateBp,
      agreement.campaignCode,
      agreement.processingFeeDiscountSen,
      agreement.at,
    ],
  );
  if (!row) throw new Error('agreement not inserted');
  return agreementOf(row);
}

/** What a status change writes beside the status: the summary's acceptance, for the event that accepts it. */
export interface AgreementStatusWrite {
  readonly status: AgreementStatus;
  readonly acceptance?: SummaryAcceptance;
}

/** Called by the agreement's lifecycle only (agreement-lifecycle.ts), which checks the transition table first. */
export async function writeAgreementStatus(
  db: Queryable,
  id: string,
  write: AgreementStatusWrite,
  now: Date,
): Promise<AgreementRow> {
  const accepted = write.acceptance;
  const [row] = await db.query<StoredAgreementRow>(
    accepted
      ? `update agreements set status = $2, updated_at = $3, summary_accepted_at = $4, protection_taken = $5,
           protection_provider_name = $6, protection_gross_rate_bp = $7, monthly_instalment_sen = $8,
           last_instalment_sen = $9, total_interest_sen = $10, total_payable_sen = $11, stamp_duty_sen = $12,
           processing_fee_sen = $13, wakalah_fee_sen = $14, gross_premium_sen = $15, premium_service_tax_sen = $16,
           total_premium_sen = $17, total_deductions_sen = $18, net_disbursement_sen = $19,
           agent_commission_sen = $20
         where id = $1 returning ${AGREEMENT_COLUMNS}`
      : `update agreements set status = $2, updated_at = $3 where id = $1 returning ${AGREEMENT_COLUMNS}`,
    accepted
      ? [
          id,
          write.status,
          now,
          accepted.at,
          accepted.protection !== null,
          accepted.protection?.providerName ?? null,
          accepted.protection?.grossRateBp ?? null,
          accepted.monthlyInstalmentSen,
          accepted.lastInstalmentSen,
          accepted.totalInterestSen,
          accepted.totalPayableSen,
          accepted.stampDutySen,
          accepted.processingFeeSen,
          accepted.wakalahFeeSen,
          accepted.grossPremiumSen,
          accepted.premiumServiceTaxSen,
          accepted.totalPremiumSen,
          accepted.totalDeductionsSen,
          accepted.netDisbursementSen,
          accepted.agentCommissionSen,
        ]
      : [id, write.status, now],
  );
  if (!row) throw new Error(`agreement ${id} not found`);
  return agreementOf(row);
}

export interface NewSmeAgreement {
  readonly id: string;
  readonly agreementNo: string;
  readonly smeApplicationId: string;
  readonly applicationNo: string;
  readonly userId: string;
  readonly product: SmeAgreementProduct;
  readonly partnerId: string | null;
  readonly partnerType: SmePartnerType;
  readonly status: AgreementStatus;
  readonly amountSen: Sen;
  readonly tenureMonths: number;
  readonly annualRateBp: number;
  readonly signatory: { readonly name: string; readonly nric: string; readonly address: string };
  /** The business the applicant signs for; null for an individual partner or a staff loan. */
  readonly company: { readonly name: string; readonly registrationNo: string } | null;
  readonly at: Date;
}

/**
 * The agreement of an approved SME partner or staff application (docs/decisions/063), read back through
 * sme-agreement-repository.ts.
 */
export async function insertSmeAgreement(db: Queryable, agreement: NewSmeAgreement): Promise<void> {
  const [row] = await db.query<{ id: string }>(
    `insert into agreements (id, agreement_no, application_id, sme_application_id, application_no, user_id, variant,
       status, amount_sen, tenure_months, annual_rate_bp, campaign_code, processing_fee_discount_sen, product,
       partner_id, partner_type, signatory_name, signatory_nric, signatory_address, company_name,
       company_registration_no, opened_at, updated_at)
     values ($1, $2, null, $3, $4, $5, 'conventional', $6, $7, $8, $9, null, 0, $10, $11, $12, $13, $14, $15, $16,
       $17, $18, $18)
     returning id`,
    [
      agreement.id,
      agreement.agreementNo,
      agreement.smeApplicationId,
      agreement.applicationNo,
      agreement.userId,
      agreement.status,
      agreement.amountSen,
      agreement.tenureMonths,
      agreement.annualRateBp,
      agreement.product,
      agreement.partnerId,
      agreement.partnerType,
      agreement.signatory.name,
      agreement.signatory.nric,
      agreement.signatory.address,
      agreement.company?.name ?? null,
      agreement.company?.registrationNo ?? null,
      agreement.at,
    ],
  );
  if (!row) throw new Error('sme agreement not inserted');
}
