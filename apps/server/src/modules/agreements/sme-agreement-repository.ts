import type { SmeAgreementProduct } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import {
  AGREEMENT_COLUMNS,
  type AgreementRow,
  agreementOf,
  type SmeParticulars,
  type StoredAgreementRow,
} from './agreement-repository.ts';

/**
 * The agreements made from SME partner and staff applications (docs/decisions/063): rows of `agreements` that name
 * an SME application, with the partner id that owns them and who signs them.
 */
export interface SmeAgreementRow
  extends Omit<AgreementRow, 'applicationId' | 'sme' | 'product'>,
    SmeParticulars {
  readonly product: SmeAgreementProduct;
}

const SME_COLUMNS = AGREEMENT_COLUMNS;

/** An SME or staff agreement's row with its particulars beside the individual's columns. */
export function smeAgreementOf(row: StoredAgreementRow): SmeAgreementRow {
  const { applicationId: _none, sme, product, ...agreement } = agreementOf(row);
  if (!sme || product === 'INDIVIDUAL')
    throw new Error(`agreement ${row.id} is not an SME or staff agreement`);
  return { ...agreement, ...sme, product };
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
  const [row] = await db.query<StoredAgreementRow>(
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
  const [row] = await db.query<StoredAgreementRow>(
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
  const [row] = await db.query<StoredAgreementRow>(
    `select ${SME_COLUMNS} from agreements where sme_application_id = $1`,
    [smeApplicationId],
  );
  return row && smeAgreementOf(row);
}

/** A partner id's SME agreements, newest first: what repayment from its commission is owed on. */
export function smeAgreementsOfPartner(db: Queryable, partnerId: string): Promise<SmeAgreementRow[]> {
  return db
    .query<StoredAgreementRow>(
      `select ${SME_COLUMNS} from agreements where partner_id = $1 order by opened_at desc, agreement_no desc`,
      [partnerId],
    )
    .then((rows) => rows.map(smeAgreementOf));
}
