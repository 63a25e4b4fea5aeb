-- The loan or financing account a disbursement opens, its schedule as it stands, the payments received on it, and
-- the double-entry ledger every money movement is written to (decision 030). All amounts are integer sen.

-- The lender's business date: one row, moved on by the close of business; payments are received on it.
create table business_date (
  id boolean primary key default true check (id),
  business_date date not null,
  updated_at timestamptz not null
);

create table loan_accounts (
  id uuid primary key,
  agreement_id uuid not null unique references agreements (id),
  agreement_no text not null unique,
  application_id uuid not null,
  user_id uuid not null references users (id),
  variant text not null check (variant in ('conventional', 'islamic')),
  status text not null check (status in ('ACTIVE', 'CLOSED', 'WRITEOFF')),
  opened_on date not null,
  closed_on date,
  -- The agreement's figures, as its PDF prints them.
  amount_sen bigint not null check (amount_sen > 0),
  tenure_months integer not null check (tenure_months > 0),
  annual_rate_bp integer not null check (annual_rate_bp >= 0),
  total_interest_sen bigint not null check (total_interest_sen >= 0),
  total_payable_sen bigint not null check (total_payable_sen > 0),
  monthly_instalment_sen bigint not null check (monthly_instalment_sen > 0),
  last_instalment_sen bigint not null check (last_instalment_sen > 0),
  protection_charge_sen bigint not null check (protection_charge_sen >= 0),
  -- Cached from the ledger in the transaction of every entry, so the account view never sums its entries.
  outstanding_late_charge_sen bigint not null default 0 check (outstanding_late_charge_sen >= 0),
  outstanding_fee_sen bigint not null default 0 check (outstanding_fee_sen >= 0),
  outstanding_interest_sen bigint not null default 0 check (outstanding_interest_sen >= 0),
  outstanding_principal_sen bigint not null default 0 check (outstanding_principal_sen >= 0),
  -- What the customer may ask back (excess payments above the small-excess limit).
  refundable_sen bigint not null default 0 check (refundable_sen >= 0),
  -- As of the last entry or close of business: outstanding on instalments already past due, and for how long.
  arrears_sen bigint not null default 0 check (arrears_sen >= 0),
  days_past_due integer not null default 0 check (days_past_due >= 0),
  last_entry_seq bigint not null default 0,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index loan_accounts_user_idx on loan_accounts (user_id, opened_on desc);

create table loan_instalments (
  account_id uuid not null references loan_accounts (id),
  instalment_no integer not null check (instalment_no > 0),
  due_on date not null,
  instalment_sen bigint not null check (instalment_sen > 0),
  balance_after_sen bigint not null check (balance_after_sen >= 0),
  late_charge_due_sen bigint not null default 0,
  late_charge_paid_sen bigint not null default 0,
  late_charge_waived_sen bigint not null default 0,
  late_charge_written_off_sen bigint not null default 0,
  fee_due_sen bigint not null default 0,
  fee_paid_sen bigint not null default 0,
  fee_waived_sen bigint not null default 0,
  fee_written_off_sen bigint not null default 0,
  interest_due_sen bigint not null,
  interest_paid_sen bigint not null default 0,
  interest_waived_sen bigint not null default 0,
  interest_written_off_sen bigint not null default 0,
  principal_due_sen bigint not null,
  principal_paid_sen bigint not null default 0,
  principal_waived_sen bigint not null default 0,
  principal_written_off_sen bigint not null default 0,
  met_on date,
  primary key (account_id, instalment_no),
  check (least(late_charge_due_sen, late_charge_paid_sen, late_charge_waived_sen, late_charge_written_off_sen,
    fee_due_sen, fee_paid_sen, fee_waived_sen, fee_written_off_sen, interest_due_sen, interest_paid_sen,
    interest_waived_sen, interest_written_off_sen, principal_due_sen, principal_paid_sen, principal_waived_sen,
    principal_written_off_sen) >= 0),
  check (late_charge_paid_sen + late_charge_waived_sen + late_charge_written_off_sen <= late_charge_due_sen),
  check (fee_paid_sen + fee_waived_sen + fee_written_off_sen <= fee_due_sen),
  check (interest_paid_sen + interest_waived_sen + interest_written_off_sen <= interest_due_sen),
  check (principal_paid_sen + principal_waived_sen + principal_written_off_sen <= principal_due_sen)
);

-- The chart of accounts. Receivables are kept per loan account by the lines' loan_account_id.
create table ledger_accounts (
  code text primary key,
  kind text not null check (kind in ('asset', 'liability', 'income', 'expense')),
  name text not null
);
insert into ledger_accounts (code, kind, name) values
  ('loanPrincipalReceivable', 'asset', 'Loans and financing receivable: principal or cost price'),
  ('loanInterestReceivable', 'asset', 'Loans and financing receivable: interest or profit'),
  ('loanLateChargeReceivable', 'asset', 'Loans and financing receivable: late payment charges'),
  ('loanFeeReceivable', 'asset', 'Loans and financing receivable: fees'),
  ('bankClearing', 'asset', 'Cash at bank: collections clearing'),
  ('payoutClearing', 'asset', 'Cash at bank: disbursements paid out'),
  ('unearnedInterest', 'liability', 'Unearned interest of conventional loans'),
  ('unearnedProfit', 'liability', 'Unearned profit of Islamic financing'),
  ('customerRefundsPayable', 'liability', 'Excess payments the customers may ask back'),
  ('charityPayable', 'liability', 'Amounts for charity (Islamic small excess and ta''widh beyond compensation)'),
  ('stampDutyPayable', 'liability', 'Stamp duty deducted at payout'),
  ('protectionPremiumPayable', 'liability', 'Insurance premium or takaful contribution deducted at payout'),
  ('interestIncome', 'income', 'Interest income'),
  ('profitIncome', 'income', 'Profit income'),
  ('lateChargeIncome', 'income', 'Late payment charges (ta''widh)'),
  ('feeIncome', 'income', 'Fees charged to accounts'),
  ('processingFeeIncome', 'income', 'Processing and wakalah fees deducted at payout'),
  ('adminFeeIncome', 'income', 'Small excess payments kept as an admin fee'),
  ('writeOffExpense', 'expense', 'Loans and financing written off');

create table journal_entries (
  id bigserial primary key,
  loan_account_id uuid not null references loan_accounts (id),
  -- The account's own sequence: 1, 2, 3... (loan_accounts.last_entry_seq is the latest).
  seq bigint not null,
  kind text not null check (kind in ('disbursement', 'payment', 'reversal', 'charge', 'waiver', 'writeOff')),
  business_date date not null,
  payment_id uuid,
  reverses_entry_id bigint references journal_entries (id),
  description text not null,
  created_at timestamptz not null,
  unique (loan_account_id, seq),
  unique (reverses_entry_id)
);

-- A line is a debit (amount_sen > 0) or a credit (amount_sen < 0); an entry's lines sum to zero.
create table journal_lines (
  id bigserial primary key,
  entry_id bigint not null references journal_entries (id),
  ledger_account text not null references ledger_accounts (code),
  loan_account_id uuid not null references loan_accounts (id),
  instalment_no integer,
  amount_sen bigint not null check (amount_sen <> 0)
);
create index journal_lines_entry_idx on journal_lines (entry_id);
create index journal_lines_account_idx on journal_lines (loan_account_id, ledger_account);

create function refuse_ledger_change() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only: correct it by a reversal entry', tg_table_name;
end;
$$;
create trigger journal_entries_append_only before update or delete on journal_entries
  for each row execute function refuse_ledger_change();
create trigger journal_lines_append_only before update or delete on journal_lines
  for each row execute function refuse_ledger_change();

-- Checked at commit, once every line of the transaction is written: an entry has two lines or more summing to zero.
create function check_journal_entry_balanced() returns trigger language plpgsql as $$
declare
  -- The column naming the entry: id on journal_entries, entry_id on journal_lines (the trigger's argument).
  entry bigint := (to_jsonb(new) ->> tg_argv[0])::bigint;
  line_count integer;
  total bigint;
begin
  select count(*), coalesce(sum(amount_sen), 0) into line_count, total from journal_lines where entry_id = entry;
  if line_count < 2 or total <> 0 then
    raise exception 'journal entry % does not balance (% lines, % sen)', entry, line_count, total;
  end if;
  return null;
end;
$$;
create constraint trigger journal_entries_balanced after insert on journal_entries
  deferrable initially deferred for each row execute function check_journal_entry_balanced('id');
create constraint trigger journal_lines_balanced after insert on journal_lines
  deferrable initially deferred for each row execute function check_journal_entry_balanced('entry_id');

create table loan_payments (
  id uuid primary key,
  account_id uuid not null references loan_accounts (id),
  channel text not null check (channel in ('fpx', 'card', 'jompay', 'directDebit', 'counter')),
  -- The channel's own reference: a payment is posted once per channel and reference.
  reference text not null,
  amount_sen bigint not null check (amount_sen > 0),
  received_on date not null,
  received_at timestamptz not null,
  status text not null check (status in ('posted', 'reversed')),
  entry_id bigint not null references journal_entries (id),
  excess_kind text not null check (excess_kind in ('none', 'adminFee', 'charity', 'refundable')),
  excess_sen bigint not null check (excess_sen >= 0),
  reversal_entry_id bigint references journal_entries (id),
  reversal_reason text,
  reversed_by uuid,
  reversed_at timestamptz,
  receipt_file_id uuid,
  created_at timestamptz not null,
  unique (channel, reference),
  check ((status = 'reversed') = (reversal_entry_id is not null))
);
create index loan_payments_account_idx on loan_payments (account_id, received_at desc);

create table loan_payment_allocations (
  payment_id uuid not null references loan_payments (id),
  instalment_no integer not null,
  component text not null check (component in ('lateCharge', 'fee', 'interest', 'principal')),
  amount_sen bigint not null check (amount_sen > 0),
  prepaid boolean not null,
  primary key (payment_id, instalment_no, component)
);
