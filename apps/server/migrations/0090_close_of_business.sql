-- The daily close of business (docs/decisions/039), owned by the servicing module.

-- Each account's last closed business date and the delinquency bucket that close left it in: a day on or before it
-- is never closed again, so a close that stopped half-way resumes without doubling anything.
alter table loan_accounts
  add column last_closed_on date,
  add column delinquency_bucket text not null default 'current'
    check (delinquency_bucket in ('current', '1-30', '31-60', '61-90', '90+'));

-- One run per business date, claimed under the business date's row lock by one process at a time; what it did is
-- counted in the transaction of each account's close, so the figures stay true across a resumed run.
create table close_of_business_runs (
  business_date date primary key,
  status text not null default 'running' check (status in ('running', 'done')),
  -- 'schedule' for the server's own, or the officer who asked for it.
  started_by text not null,
  runner uuid not null,
  claimed_at timestamptz not null,
  started_at timestamptz not null,
  finished_at timestamptz,
  accounts_closed integer not null default 0,
  charges_posted integer not null default 0,
  charges_sen bigint not null default 0,
  letters_queued integer not null default 0,
  postage_sen bigint not null default 0,
  debits_requested integer not null default 0,
  -- [{ accountId, agreementNo, message }] of each account whose close failed; it is closed again the next run.
  errors jsonb not null default '[]'
);

-- Every reminder letter sent, with the notice queued to the customer and the instalment its postage was charged to.
create table loan_reminder_letters (
  account_id uuid not null references loan_accounts (id),
  business_date date not null,
  letter text not null check (letter in ('firstReminder', 'secondReminder', 'finalNotice')),
  instalment_no integer not null,
  days_past_due integer not null,
  postage_sen bigint not null check (postage_sen >= 0),
  created_at timestamptz not null,
  primary key (account_id, business_date)
);
