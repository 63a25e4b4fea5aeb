import type {
  AccountStatus,
  ComponentAmounts,
  InstalmentComponent,
  InstalmentState,
  LocalDate,
  Sen,
  Variant,
  WrittenOffInstalment,
} from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/** A row of `loan_accounts` as the services use it. */
export interface LoanAccountRow {
  readonly id: string;
  readonly agreementId: string;
  readonly agreementNo: string;
  readonly applicationId: string;
  readonly userId: string;
  readonly variant: Variant;
  readonly status: AccountStatus;
  readonly openedOn: LocalDate;
  readonly closedOn: LocalDate | null;
  readonly amountSen: Sen;
  readonly tenureMonths: number;
  readonly annualRateBp: number;
  readonly totalInterestSen: Sen;
  readonly totalPayableSen: Sen;
  readonly monthlyInstalmentSen: Sen;
  readonly lastInstalmentSen: Sen;
  readonly protectionChargeSen: Sen;
  readonly outstanding: Readonly<Record<InstalmentComponent, Sen>>;
  readonly refundableSen: Sen;
  readonly arrearsSen: Sen;
  readonly daysPastDue: number;
  readonly lastEntrySeq: number;
}

const ACCOUNT_COLUMNS = `
  id, agreement_id as "agreementId", agreement_no as "agreementNo", application_id as "applicationId",
  user_id as "userId", variant, status, opened_on::text as "openedOn", closed_on::text as "closedOn",
  amount_sen as "amountSen", tenure_months as "tenureMonths", annual_rate_bp as "annualRateBp",
  total_interest_sen as "totalInterestSen", total_payable_sen as "totalPayableSen",
  monthly_instalment_sen as "monthlyInstalmentSen", last_instalment_sen as "lastInstalmentSen",
  protection_charge_sen as "protectionChargeSen", outstanding_late_charge_sen as "lateCharge",
  outstanding_fee_sen as "fee", outstanding_interest_sen as "interest", outstanding_principal_sen as "principal",
  refundable_sen as "refundableSen", arrears_sen as "arrearsSen", days_past_due as "daysPastDue",
  last_entry_seq as "lastEntrySeq"`;

type StoredAccount = Omit<LoanAccountRow, 'outstanding'> & Record<InstalmentComponent, Sen>;

function accountOf(row: StoredAccount): LoanAccountRow {
  const { lateCharge, fee, interest, principal, ...rest } = row;
  return { ...rest, outstanding: { lateCharge, fee, interest, principal } };
}

export interface NewLoanAccount {
  readonly id: string;
  readonly agreementId: string;
  readonly agreementNo: string;
  readonly applicationId: string;
  readonly userId: string;
  readonly variant: Variant;
  readonly openedOn: LocalDate;
  readonly amountSen: Sen;
  readonly tenureMonths: number;
  readonly annualRateBp: number;
  readonly totalInterestSen: Sen;
  readonly totalPayableSen: Sen;
  readonly monthlyInstalmentSen: Sen;
  readonly lastInstalmentSen: Sen;
  readonly protectionChargeSen: Sen;
  readonly at: Date;
}

export async function insertLoanAccount(db: Queryable, account: NewLoanAccount): Promise<void> {
  await db.query(
    `insert into loan_accounts (id, agreement_id, agreement_no, application_id, user_id, variant, status, opened_on,
       amount_sen, tenure_months, annual_rate_bp, total_interest_sen, total_payable_sen, monthly_instalment_sen,
       last_instalment_sen, protection_charge_sen, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 'ACTIVE', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)`,
    [
      account.id,
      account.agreementId,
      account.agreementNo,
      account.applicationId,
      account.userId,
      account.variant,
      account.openedOn,
      account.amountSen,
      account.tenureMonths,
      account.annualRateBp,
      account.totalInterestSen,
      account.totalPayableSen,
      account.monthlyInstalmentSen,
      account.lastInstalmentSen,
      account.protectionChargeSen,
      account.at,
    ],
  );
}

export async function findLoanAccount(
  db: Queryable,
  accountId: string,
  options: { lock?: boolean } = {},
): Promise<LoanAccountRow | undefined> {
  const [row] = await db.query<StoredAccount>(
    `select ${ACCOUNT_COLUMNS} from loan_accounts where id = $1${options.lock ? ' for update' : ''}`,
    [accountId],
  );
  return row && accountOf(row);
}

export async function findLoanAccountOfAgreement(
  db: Queryable,
  agreementId: string,
): Promise<LoanAccountRow | undefined> {
  const [row] = await db.query<StoredAccount>(
    `select ${ACCOUNT_COLUMNS} from loan_accounts where agreement_id = $1`,
    [agreementId],
  );
  return row && accountOf(row);
}

/**
 * The account of an agreement number (`SKL-2026-000123`), or of its number without the variant's prefix
 * (`2026-000123`, as a JomPAY Ref-1 names it: one serial serves both variants, so it names one agreement).
 */
export async function findLoanAccountByAgreementNo(
  db: Queryable,
  agreementNo: string,
): Promise<LoanAccountRow | undefined> {
  const [row] = await db.query<StoredAccount>(
    `select ${ACCOUNT_COLUMNS} from loan_accounts
     where agreement_no = $1 or right(agreement_no, length($1) + 1) = '-' || $1
     order by agreement_no = $1 desc limit 1`,
    [agreementNo],
  );
  return row && accountOf(row);
}

/** The customer's account by its agreement number; another customer's is none. */
export async function findOwnedLoanAccount(
  db: Queryable,
  userId: string,
  agreementNo: string,
): Promise<LoanAccountRow | undefined> {
  const [row] = await db.query<StoredAccount>(
    `select ${ACCOUNT_COLUMNS} from loan_accounts where agreement_no = $1 and user_id = $2`,
    [agreementNo, userId],
  );
  return row && accountOf(row);
}

export async function loanAccountsOfUser(db: Queryable, userId: string): Promise<LoanAccountRow[]> {
  const rows = await db.query<StoredAccount>(
    `select ${ACCOUNT_COLUMNS} from loan_accounts where user_id = $1 order by opened_on desc, created_at desc`,
    [userId],
  );
  return rows.map(accountOf);
}

/** The cached figures, written in the transaction of the entry that changed them. */
export interface AccountStanding {
  readonly status: AccountStatus;
  readonly closedOn: LocalDate | null;
  readonly outstanding: Readonly<Record<InstalmentComponent, Sen>>;
  readonly refundableSen: Sen;
  readonly arrearsSen: Sen;
  readonly daysPastDue: number;
  readonly lastEntrySeq: number;
  readonly at: Date;
}

export async function writeAccountStanding(db: Queryable, accountId: string, standing: AccountStanding) {
  await db.query(
    `update loan_accounts set status = $2, closed_on = $3, outstanding_late_charge_sen = $4, outstanding_fee_sen = $5,
       outstanding_interest_sen = $6, outstanding_principal_sen = $7, refundable_sen = $8, arrears_sen = $9,
       days_past_due = $10, last_entry_seq = $11, updated_at = $12
     where id = $1`,
    [
      accountId,
      standing.status,
      standing.closedOn,
      standing.outstanding.lateCharge,
      standing.outstanding.fee,
      standing.outstanding.interest,
      standing.outstanding.principal,
      standing.refundableSen,
      standing.arrearsSen,
      standing.daysPastDue,
      standing.lastEntrySeq,
      standing.at,
    ],
  );
}

// --- Instalments ----------------------------------------------------------------------------------------------------

/** A schedule row as it stands, with the agreement's instalment and the balance it leaves. */
export interface InstalmentRow extends InstalmentState {
  readonly instalmentSen: Sen;
  readonly balanceAfterSen: Sen;
}

const PREFIXES: Readonly<Record<InstalmentComponent, string>> = {
  lateCharge: 'late_charge',
  fee: 'fee',
  interest: 'interest',
  principal: 'principal',
};
const PARTS = ['due', 'paid', 'waived', 'written_off'] as const;

const INSTALMENT_COLUMNS = [
  'instalment_no as "instalmentNo"',
  'due_on::text as "dueOn"',
  'instalment_sen as "instalmentSen"',
  'balance_after_sen as "balanceAfterSen"',
  'met_on::text as "metOn"',
  ...Object.values(PREFIXES).flatMap((prefix) =>
    PARTS.map((part) => `${prefix}_${part}_sen as "${prefix}_${part}"`),
  ),
].join(', ');

type StoredInstalment = Omit<InstalmentRow, 'components'> & Record<string, Sen>;

function instalmentOf(row: StoredInstalment): InstalmentRow {
  const part = (component: InstalmentComponent, name: (typeof PARTS)[number]) =>
    row[`${PREFIXES[component]}_${name}`] as Sen;
  const amounts = (component: InstalmentComponent): ComponentAmounts => ({
    dueSen: part(component, 'due'),
    paidSen: part(component, 'paid'),
    waivedSen: part(component, 'waived'),
    writtenOffSen: part(component, 'written_off'),
  });
  return {
    instalmentNo: row.instalmentNo,
    dueOn: row.dueOn,
    instalmentSen: row.instalmentSen,
    balanceAfterSen: row.balanceAfterSen,
    metOn: row.metOn,
    components: {
      lateCharge: amounts('lateCharge'),
      fee: amounts('fee'),
      interest: amounts('interest'),
      principal: amounts('principal'),
    },
  };
}

/** The account's schedule, first instalment first: a tenure's few rows, never its entries. */
export async function instalmentsOf(
  db: Queryable,
  accountId: string,
  options: { lock?: boolean } = {},
): Promise<InstalmentRow[]> {
  const rows = await db.query<StoredInstalment>(
    `select ${INSTALMENT_COLUMNS} from loan_instalments where account_id = $1 order by instalment_no${
      options.lock ? ' for update' : ''
    }`,
    [accountId],
  );
  return rows.map(instalmentOf);
}

export async function insertInstalments(
  db: Queryable,
  accountId: string,
  rows: readonly {
    instalmentNo: number;
    dueOn: LocalDate;
    instalmentSen: Sen;
    balanceAfterSen: Sen;
    interestSen: Sen;
    principalSen: Sen;
  }[],
): Promise<void> {
  for (const row of rows)
    await db.query(
      `insert into loan_instalments (account_id, instalment_no, due_on, instalment_sen, balance_after_sen,
         interest_due_sen, principal_due_sen)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        accountId,
        row.instalmentNo,
        row.dueOn,
        row.instalmentSen,
        row.balanceAfterSen,
        row.interestSen,
        row.principalSen,
      ],
    );
}

/** Writes each component's amounts and the met date of the instalments a change touched, in one statement. */
export async function writeInstalments(
  db: Queryable,
  accountId: string,
  instalments: readonly InstalmentState[],
): Promise<void> {
  if (instalments.length === 0) return;
  const columns = Object.values(PREFIXES).flatMap((prefix) => PARTS.map((part) => `${prefix}_${part}_sen`));
  const width = columns.length + 2;
  const rows = instalments.map(
    (_, row) =>
      `(${Array.from({ length: width }, (_, column) => {
        const placeholder = `$${row * width + column + 2}`;
        if (column === 0) return `${placeholder}::int`;
        if (column === 1) return `${placeholder}::date`;
        return `${placeholder}::bigint`;
      }).join(', ')})`,
  );
  const values = instalments.flatMap((instalment) => [
    instalment.instalmentNo,
    instalment.metOn,
    ...(Object.keys(PREFIXES) as InstalmentComponent[]).flatMap((component) => {
      const amounts = instalment.components[component];
      return [amounts.dueSen, amounts.paidSen, amounts.waivedSen, amounts.writtenOffSen];
    }),
  ]);
  await db.query(
    `update loan_instalments i set met_on = v.met_on, ${columns.map((column) => `${column} = v.${column}`).join(', ')}
     from (values ${rows.join(', ')}) as v (instalment_no, met_on, ${columns.join(', ')})
     where i.account_id = $1 and i.instalment_no = v.instalment_no`,
    [accountId, ...values],
  );
}

// --- Recoveries after a write-off (decision 048) --------------------------------------------------------------------

type StoredWrittenOff = { instalmentNo: number; dueOn: LocalDate } & Record<string, Sen>;

/** Each instalment's written-off components and what has been recovered of them, first instalment first. */
export async function writtenOffInstalmentsOf(
  db: Queryable,
  accountId: string,
  options: { lock?: boolean } = {},
): Promise<WrittenOffInstalment[]> {
  const rows = await db.query<StoredWrittenOff>(
    `select instalment_no as "instalmentNo", due_on::text as "dueOn", ${Object.values(PREFIXES)
      .flatMap((prefix) => [
        `${prefix}_written_off_sen as "${prefix}_written_off"`,
        `${prefix}_recovered_sen as "${prefix}_recovered"`,
      ])
      .join(', ')}
     from loan_instalments where account_id = $1 order by instalment_no${options.lock ? ' for update' : ''}`,
    [accountId],
  );
  const components = Object.keys(PREFIXES) as InstalmentComponent[];
  const of = (row: StoredWrittenOff, part: string) =>
    Object.fromEntries(
      components.map((component) => [component, row[`${PREFIXES[component]}_${part}`] as Sen]),
    ) as Record<InstalmentComponent, Sen>;
  return rows.map((row) => ({
    instalmentNo: row.instalmentNo,
    dueOn: row.dueOn,
    writtenOffSen: of(row, 'written_off'),
    recoveredSen: of(row, 'recovered'),
  }));
}

/** Writes what has been recovered of each component of the instalments a recovery or its reversal touched. */
export async function writeRecoveries(
  db: Queryable,
  accountId: string,
  instalments: readonly WrittenOffInstalment[],
): Promise<void> {
  for (const instalment of instalments)
    await db.query(
      `update loan_instalments set late_charge_recovered_sen = $3, fee_recovered_sen = $4,
         interest_recovered_sen = $5, principal_recovered_sen = $6
       where account_id = $1 and instalment_no = $2`,
      [
        accountId,
        instalment.instalmentNo,
        instalment.recoveredSen.lateCharge,
        instalment.recoveredSen.fee,
        instalment.recoveredSen.interest,
        instalment.recoveredSen.principal,
      ],
    );
}

// --- The business date ----------------------------------------------------------------------------------------------

/** The lender's business date, or none before the first is set. */
export async function storedBusinessDate(db: Queryable): Promise<LocalDate | undefined> {
  const [row] = await db.query<{ businessDate: LocalDate }>(
    'select business_date::text as "businessDate" from business_date',
  );
  return row?.businessDate;
}

export async function writeBusinessDate(db: Queryable, date: LocalDate, at: Date): Promise<void> {
  await db.query(
    `insert into business_date (id, business_date, updated_at) values (true, $1, $2)
     on conflict (id) do update set business_date = excluded.business_date, updated_at = excluded.updated_at`,
    [date, at],
  );
}
