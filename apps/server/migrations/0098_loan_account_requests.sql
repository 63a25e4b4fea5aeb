-- The back office's maker-checker requests on a loan account (decision 042): a payment's reversal, a waiver of late
-- charges or fees, a write-off. One officer prepares (the maker), a different one approves or rejects (the checker);
-- an approval applies the change through the ledger in the same transaction that marks the request approved.
create table loan_account_requests (
  id uuid primary key,
  account_id uuid not null references loan_accounts (id),
  kind text not null check (kind in ('reversal', 'waiver', 'writeOff')),
  -- The payment a reversal undoes.
  payment_id uuid references loan_payments (id),
  -- A waiver's amounts: [{ "instalmentNo": 1, "component": "lateCharge", "amountSen": 657 }, ...].
  waivers jsonb,
  amount_sen bigint not null check (amount_sen >= 0),
  reason text not null check (length(reason) between 1 and 500),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  maker_officer_id uuid not null references officers (id),
  maker_name text not null,
  made_at timestamptz not null,
  checker_officer_id uuid references officers (id),
  checker_name text,
  decided_at timestamptz,
  decision_remark text,
  check ((kind = 'reversal') = (payment_id is not null)),
  check ((kind = 'waiver') = (waivers is not null)),
  check ((status = 'pending') = (checker_officer_id is null)),
  check (checker_officer_id is null or checker_officer_id <> maker_officer_id)
);

create index loan_account_requests_pending on loan_account_requests (made_at) where status = 'pending';
create index loan_account_requests_account on loan_account_requests (account_id, made_at desc);
-- One open request of a kind per payment or account at a time: a second officer does not prepare the same change twice.
create unique index loan_account_requests_one_open_reversal on loan_account_requests (payment_id)
  where status = 'pending' and kind = 'reversal';
create unique index loan_account_requests_one_open_write_off on loan_account_requests (account_id)
  where status = 'pending' and kind = 'writeOff';

