-- The JomPAY sandbox (docs/decisions/040): the bills paid on its page, as the payers' banks report them to the
-- lender's biller bank. Each payment belongs to one business day's reconciliation file (`file_date`): the day it was
-- paid, or the next business day when it was paid after the cut-off or on a day that is not one.
create table sandbox_jompay_payments (
  id uuid primary key default gen_random_uuid(),
  biller_code text not null,
  ref1 text not null,
  ref2 text not null default '',
  amount_sen bigint not null check (amount_sen > 0),
  bank_reference text not null unique,
  paid_at timestamptz not null,
  paid_on date not null,
  file_date date not null
);
create index sandbox_jompay_payments_file_date on sandbox_jompay_payments (file_date, paid_at);
