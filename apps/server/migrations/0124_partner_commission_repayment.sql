-- Repayment of SME loans from the partner's commission and e-wallet (docs/decisions/064).

-- The partner-commission sandbox: what each partner has this month (the commission not yet paid out, and the
-- e-wallet's balance), and the deductions asked of it, one per reference, settled later with a signed notice.
create table sandbox_partner_wallets (
  partner_id text primary key,
  commission_sen bigint not null default 0 check (commission_sen >= 0),
  e_wallet_sen bigint not null default 0 check (e_wallet_sen >= 0),
  updated_at timestamptz not null default now()
);

create table sandbox_partner_deductions (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique,
  request_sha256 text not null,
  partner_id text not null,
  source text not null check (source in ('commission', 'eWallet')),
  requested_sen bigint not null check (requested_sen > 0),
  requested_on date not null,
  status text not null default 'accepted' check (status in ('accepted', 'settled', 'failed')),
  -- What the source held and gave: from nothing up to what was asked.
  deducted_sen bigint check (deducted_sen >= 0 and deducted_sen <= requested_sen),
  failure_reason text check (failure_reason in ('partnerSuspended')),
  requested_at timestamptz not null default now(),
  settled_at timestamptz,
  check ((status = 'failed') = (failure_reason is not null)),
  check ((status = 'settled') = (deducted_sen is not null))
);

-- The servicing module's mark on a loan account repaid from a partner's commission: set by the account's opening.
create table loan_account_partners (
  account_id uuid primary key references loan_accounts (id),
  partner_id text not null,
  created_at timestamptz not null
);
create index loan_account_partners_partner_idx on loan_account_partners (partner_id);

-- The monthly runs: the 12th's deduction from commission (and the e-wallet for the rest), and the 15th's from the
-- e-wallet of what is still unpaid. One row per month and stage, claimed by whichever process asks first.
create table partner_commission_runs (
  month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
  stage text not null check (stage in ('commission', 'topUp')),
  run_on date not null,
  status text not null check (status in ('running', 'done')),
  accounts integer not null default 0,
  started_at timestamptz not null,
  finished_at timestamptz,
  primary key (month, stage)
);

-- Every deduction asked of the partner's commission or e-wallet for an account: its id is the reference at the
-- provider, so a request asked again is the same deduction.
create table partner_commission_deductions (
  id uuid primary key,
  account_id uuid not null references loan_accounts (id),
  partner_id text not null,
  month text not null,
  stage text not null check (stage in ('commission', 'topUp')),
  source text not null check (source in ('commission', 'eWallet')),
  requested_sen bigint not null check (requested_sen > 0),
  requested_on date not null,
  status text not null check (status in ('requested', 'settled', 'failed')),
  deducted_sen bigint check (deducted_sen >= 0),
  failure_reason text,
  payment_id uuid,
  notice_id text,
  reminded_at timestamptz,
  created_at timestamptz not null,
  settled_at timestamptz,
  unique (account_id, month, stage, source)
);
create index partner_commission_deductions_open_idx on partner_commission_deductions (status)
  where status = 'requested';

-- Payments from the partner's commission and e-wallet are posted like any other, under their own channels.
alter table loan_payments drop constraint loan_payments_channel_check;
alter table loan_payments add constraint loan_payments_channel_check
  check (channel in ('fpx', 'card', 'jompay', 'directDebit', 'counter', 'partnerCommission', 'partnerEWallet'));
