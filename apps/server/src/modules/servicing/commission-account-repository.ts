import type { Queryable } from '../../db/database.ts';

/** An ACTIVE account repaid from a partner's commission. */
export interface CommissionAccountRow {
  readonly accountId: string;
  readonly agreementNo: string;
  readonly userId: string;
  readonly partnerId: string;
}

/** Marks the account as repaid from the partner's commission; marking it again changes nothing. */
export async function insertCommissionAccount(
  tx: Queryable,
  mark: { readonly accountId: string; readonly partnerId: string; readonly at: Date },
): Promise<void> {
  await tx.query(
    `insert into loan_account_partners (account_id, partner_id, created_at) values ($1, $2, $3)
     on conflict (account_id) do nothing`,
    [mark.accountId, mark.partnerId, mark.at],
  );
}

export function activeCommissionAccounts(db: Queryable): Promise<CommissionAccountRow[]> {
  return db.query<CommissionAccountRow>(
    `select p.account_id as "accountId", a.agreement_no as "agreementNo", a.user_id as "userId",
       p.partner_id as "partnerId"
     from loan_account_partners p join loan_accounts a on a.id = p.account_id
     where a.status = 'ACTIVE' order by a.agreement_no`,
  );
}

export async function findCommissionAccount(
  db: Queryable,
  accountId: string,
): Promise<CommissionAccountRow | null> {
  const [row] = await db.query<CommissionAccountRow>(
    `select p.account_id as "accountId", a.agreement_no as "agreementNo", a.user_id as "userId",
       p.partner_id as "partnerId"
     from loan_account_partners p join loan_accounts a on a.id = p.account_id
     where p.account_id = $1`,
    [accountId],
  );
  return row ?? null;
}

export async function partnerOfAccount(db: Queryable, accountId: string): Promise<string | null> {
  const [row] = await db.query<{ partnerId: string }>(
    'select partner_id as "partnerId" from loan_account_partners where account_id = $1',
    [accountId],
  );
  return row?.partnerId ?? null;
}
