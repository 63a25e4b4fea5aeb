-- The monthly direct-debit run (docs/decisions/037), owned by the direct-debit-collection module.

-- One run per business date: scheduled once (whichever process asks first), done when every deduction due that day
-- was asked for; what it did is kept with it.
create table direct_debit_runs (
  run_on date primary key,
  status text not null default 'scheduled' check (status in ('scheduled', 'done')),
  scheduled_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  -- Deductions asked for on the debit day, retries asked for, and accounts found due with nothing left to ask.
  first_attempts integer not null default 0,
  retries integer not null default 0,
  nothing_due integer not null default 0
);

-- Every deduction asked of the bank: the first on the debit day, at most two retries after insufficient funds. The
-- attempt's id is its reference at the bank, so a deduction asked again is the same one.
create table direct_debit_attempts (
  id uuid primary key,
  account_id text not null,
  agreement_id uuid not null,
  agreement_no text not null,
  instalment_no integer not null check (instalment_no > 0),
  attempt_no integer not null check (attempt_no between 1 and 3),
  mandate_id uuid not null,
  amount_sen bigint not null check (amount_sen > 0),
  requested_on date not null,
  status text not null default 'requested' check (status in ('requested', 'succeeded', 'failed')),
  reason text check (reason in ('insufficientFunds', 'accountClosed', 'mandateNotActive', 'bankOffline')),
  reason_code text,
  bank_reference text unique,
  -- The bank's id of the deduction, once it accepted it.
  collection_id uuid,
  sent_at timestamptz,
  -- The working day the next attempt is due, while one is (insufficient funds, retries left).
  retry_on date,
  -- The loan account's payment the deduction was posted as: exactly once.
  payment_id text unique,
  settled_at timestamptz,
  settled_by text check (settled_by in ('notice', 'poll', 'refused')),
  created_at timestamptz not null default now(),
  unique (account_id, instalment_no, attempt_no),
  check ((status = 'failed') = (reason is not null)),
  check ((status = 'succeeded') = (bank_reference is not null and payment_id is not null)),
  check (retry_on is null or status = 'failed')
);
create index direct_debit_attempts_agreement on direct_debit_attempts (agreement_id, created_at desc);
create index direct_debit_attempts_retry on direct_debit_attempts (retry_on) where retry_on is not null;
create index direct_debit_attempts_requested_on on direct_debit_attempts (requested_on, created_at desc);
