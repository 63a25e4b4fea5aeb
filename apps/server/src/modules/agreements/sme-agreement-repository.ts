import type { SmeAgreementProduct, SmePartnerType } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import {
  AGREEMENT_COLUMNS,
  type AgreementRow,
  agreementOf,
  type StoredAgreementRow,
} from './agreement-repository.ts';

/**
 * The agreements made from SME partner and staff applications (docs/decisions/063): rows of `agreements` that name
 * an SME application, with the partner id that owns them and who signs them.
 */
export interface SmeAgreementRow extends Omit<AgreementRow, 'applicationId'> {
  readonly smeApplicationId: string;
  readonly product: SmeAgreementProduct;
  readonly partnerId: string | null;
  readonly partnerType: SmePartnerType;
  readonly signatory: { readonly name: string; readonly nric: string; readonly address: string };
  readonly company: { readonly name: string; readonly registrationNo: string } | null;
}

const SME_COLUMNS = `${AGREEMENT_COLUMNS}, sme_application_id as "smeApplicationId", product,
  partner_id as "partnerId", partner_type as "partnerType", signatory_name as "signatoryName",
  signatory_nric as "signatoryNric", signatory_address as "signatoryAddress", company_name as "companyName",
  company_registration_no as "companyRegistrationNo"`;

interface StoredSmeRow extends StoredAgreementRow {
  readonly smeApplicationId: string;
  readonly product: SmeAgreementProduct;
  readonly partnerId: string | null;
  readonly partnerType: SmePartnerType;
  readonly signatoryName: string;
  readonly signatoryNric: string;
  readonly signatoryAddress: string;
  readonly companyName: string | null;
  readonly companyRegistrationNo: string | null;
}

function smeAgreementOf(row: StoredSmeRow): SmeAgreementRow {
  const {
    smeApplicationId,
    product,
    partnerId,
    partnerType,
    signatoryName,
    signatoryNric,
    signatoryAddress,
    companyName,
    companyRegistrationNo,
    ...stored
  } = row;
  const { applicationId: _none, ...agreement } = agreementOf(stored);
  return {
    ...agreement,
    smeApplicationId,
    product,
    partnerId,
    partnerType,
    signatory: { name: signatoryName, nric: signatoryNric, address: signatoryAddress },
    company:
      companyName !== null && companyRegistrationNo !== null
        ? { name: companyName, registrationNo: companyRegistrationNo }
        : null,
  };
}

/**
 * The SME or staff agreement when `owner` is its applicant with the partner id it was made for (none for group
 * staff); undefined otherwise, so that another partner's agreement answers as a missing one.
 */
export async function findOwnedSmeAgreement(
  db: Queryable,
  id: string,
  owner: { readonly userId: string; readonly partnerId: string | null },
): Promise<SmeAgreementRow | undefined> {
  const [row] = await db.query<StoredSmeRow>(
    `select ${SME_COLUMNS} from agreements
     where id = $1 and user_id = $2 and partner_id is not distinct from $3 and product <> 'INDIVIDUAL'`,
    [id, owner.userId, owner.partnerId],
  );
  return row && smeAgreementOf(row);
}

/** The owner's latest SME or staff agreement, or undefined when none was made. */
export async function latestOwnedSmeAgreement(
  db: Queryable,
  owner: { readonly userId: string; readonly partnerId: string | null },
): Promise<SmeAgreementRow | undefined> {
  const [row] = await db.query<StoredSmeRow>(
    `select ${SME_COLUMNS} from agreements
     where user_id = $1 and partner_id is not distinct from $2 and product <> 'INDIVIDUAL'
     order by opened_at desc, agreement_no desc limit 1`,
    [owner.userId, owner.partnerId],
  );
  return row && smeAgreementOf(row);
}

export async function findAgreementOfSmeApplication(
  db: Queryable,
  smeApplicationId: string,
): Promise<SmeAgreementRow | undefined> {
  const [row] = await db.query<StoredSmeRow>(
    `select ${SME_COLUMNS} from agreements where sme_application_id = $1`,
    [smeApplicationId],
  );
  return row && smeAgreementOf(row);
}

/** A partner id's SME agreements, newest first: what repayment from its commission is owed on. */
export function smeAgreementsOfPartner(db: Queryable, partnerId: string): Promise<SmeAgreementRow[]> {
  return db
    .query<StoredSmeRow>(
      `select ${SME_COLUMNS} from agreements where partner_id = $1 order by opened_at desc, agreement_no desc`,
      [partnerId],
    )
    .then((rows) => rows.map(smeAgreementOf));
}
