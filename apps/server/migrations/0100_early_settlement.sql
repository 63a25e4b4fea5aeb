-- Early settlement (decision 045): the rebate of unearned interest, for Islamic financing the ibra', written as a
-- journal entry of its own kind against its own chart account; what each payment was for; and, for a payment marked
-- as a settlement, what the day's quote asked, whether it settled the account and what the rebate changed, so that a
-- reversal undoes exactly that.
insert into ledger_accounts (code, kind, name) values
  ('interestRebate', 'expense', 'Rebate of unearned interest granted on early settlement'),
  ('ibraRebate', 'expense', 'Ibra'' of unearned profit granted on early settlement');

alter table journal_entries drop constraint journal_entries_kind_check;
alter table journal_entries add constraint journal_entries_kind_check
  check (kind in ('disbursement', 'payment', 'reversal', 'charge', 'waiver', 'writeOff', 'refund', 'rebate'));

alter table loan_payments add column purpose text not null default 'instalment'
  check (purpose in ('instalment', 'settlement'));

create table loan_settlements (
  payment_id uuid primary key references loan_payments (id),
  account_id uuid not null references loan_accounts (id),
  outcome text not null check (outcome in ('settled', 'notCovered')),
  -- The business date the money was received on, which the settlement was quoted for, and that day's figures.
  settle_on date not null,
  settlement_sen bigint not null check (settlement_sen >= 0),
  rebate_sen bigint not null check (rebate_sen >= 0),
  -- The rebate's entry and, per instalment, the interest (profit) it waived and the paid-ahead interest it moved onto
  -- principal (no entry when there was nothing to rebate); null when the payment did not cover the settlement.
  rebate_entry_id bigint references journal_entries (id),
  changes jsonb,
  created_at timestamptz not null,
  check ((outcome = 'settled') = (changes is not null)),
  check (outcome = 'settled' or rebate_entry_id is null)
);
create index loan_settlements_account_idx on loan_settlements (account_id);
