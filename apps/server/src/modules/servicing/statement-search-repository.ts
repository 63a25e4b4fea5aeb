import type { AccountStatus, LocalDate, Variant } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/**
 * The officers' statement search (decision 041): a read model joining the accounts to their holders' names and
 * MyKad numbers, so that a name or the last digits of an NRIC filter and page in one query.
 */

export interface AccountSearchFilter {
  readonly agreementNo?: string | undefined;
  readonly customerName?: string | undefined;
  readonly nricLastDigits?: string | undefined;
  readonly status?: AccountStatus | undefined;
  readonly openedFrom?: LocalDate | undefined;
  readonly openedTo?: LocalDate | undefined;
}

export interface AccountSearchRow {
  readonly accountId: string;
  readonly agreementId: string;
  readonly agreementNo: string;
  readonly variant: Variant;
  readonly status: AccountStatus;
  readonly customerName: string;
  readonly nric: string | null;
  readonly openedOn: LocalDate;
}

const contains = (text: string | undefined) =>
  text ? `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;

/** One page of the accounts matching every filter given, newest first, and how many match in all. */
export async function searchAccounts(
  db: Queryable,
  filter: AccountSearchFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AccountSearchRow[]; total: number }> {
  const where = `($1::text is null or a.agreement_no ilike $1::text)
     and ($2::text is null or u.full_name ilike $2::text)
     and ($3::text is null or u.nric like '%' || $3::text)
     and ($4::text is null or a.status = $4::text)
     and ($5::date is null or a.opened_on >= $5::date)
     and ($6::date is null or a.opened_on <= $6::date)`;
  const parameters = [
    contains(filter.agreementNo),
    contains(filter.customerName),
    filter.nricLastDigits ?? null,
    filter.status ?? null,
    filter.openedFrom ?? null,
    filter.openedTo ?? null,
  ];
  const [counted] = await db.query<{ total: number }>(
    `select count(*)::int as total from loan_accounts a join users u on u.id = a.user_id where ${where}`,
    parameters,
  );
  const rows = await db.query<AccountSearchRow>(
    `select a.id as "accountId", a.agreement_id as "agreementId", a.agreement_no as "agreementNo", a.variant,
       a.status, u.full_name as "customerName", u.nric, a.opened_on::text as "openedOn"
     from loan_accounts a join users u on u.id = a.user_id
     where ${where}
     order by a.opened_on desc, a.created_at desc, a.agreement_no desc
     offset $7 limit $8`,
    [...parameters, page.offset, page.limit],
  );
  return { rows, total: counted?.total ?? 0 };
}
