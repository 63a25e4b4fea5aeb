-- The sandboxes of the systems after approval: LHDN's e-stamping, the commodity trading platform of the Islamic
-- financing (tawarruq), the FPX direct-debit e-mandate and the payout of the net amount. Each keeps its state here so
-- that every process sees it (decision 008), signs what it reports with a key of its own, and fails when a switch
-- asks it to (docs/decisions/024).

-- The secret each sandbox signs its notices with (HMAC-SHA256), made on first use and kept for good.
create table sandbox_provider_keys (
  provider text primary key,
  secret text not null,
  created_at timestamptz not null default now()
);

-- Failures asked for on demand: the next `remaining` calls of `provider` fail as `failure` says.
create table sandbox_failure_switches (
  provider text not null,
  failure text not null,
  remaining integer not null check (remaining > 0),
  armed_at timestamptz not null default now(),
  primary key (provider, failure)
);

-- Every notice a sandbox reported, signed as it was sent: a repeated delivery carries the same id.
create table sandbox_notices (
  id uuid primary key default gen_random_uuid(),
  provider text not null,
  subject_id uuid not null,
  type text not null,
  body jsonb not null,
  signature text not null,
  occurred_at timestamptz not null,
  deliveries integer not null default 0,
  delivered_at timestamptz,
  unique (provider, subject_id, type)
);

create table sandbox_stamping_submissions (
  id uuid primary key default gen_random_uuid(),
  -- The submitter's own reference for the instrument: one live submission each, another after a rejection.
  reference text not null,
  agreement_no text not null,
  instrument text not null check (instrument in ('loanAgreement', 'financingAgreement')),
  lender_name text not null,
  lender_company_no text not null,
  borrower_name text not null,
  borrower_nric text not null,
  document_sha256 text not null check (document_sha256 ~ '^[0-9a-f]{64}$'),
  principal_sen bigint not null check (principal_sen > 0),
  executed_on date not null,
  status text not null default 'submitted'
    check (status in ('submitted', 'assessed', 'rejected', 'paid', 'stamped')),
  notice_no text unique,
  duty_sen bigint check (duty_sen >= 0),
  rejection_reason text,
  certificate_no text unique,
  certificate_pdf bytea,
  submitted_at timestamptz not null default now(),
  assessed_at timestamptz,
  paid_at timestamptz,
  stamped_at timestamptz
);
create unique index sandbox_stamping_submissions_live on sandbox_stamping_submissions (reference)
  where status <> 'rejected';

create table sandbox_commodity_trades (
  id uuid primary key default gen_random_uuid(),
  -- The financier's reference for the financing (one trade each).
  reference text not null unique,
  commodity text not null,
  quantity_kg integer not null check (quantity_kg > 0),
  cost_price_sen bigint not null check (cost_price_sen > 0),
  selling_price_sen bigint not null,
  financier_name text not null,
  customer_name text not null,
  customer_nric text not null,
  created_at timestamptz not null default now(),
  check (selling_price_sen > cost_price_sen)
);

create table sandbox_commodity_legs (
  id uuid primary key default gen_random_uuid(),
  trade_id uuid not null references sandbox_commodity_trades (id),
  leg text not null check (leg in ('purchase', 'saleToCustomer', 'agencySale')),
  seller text not null,
  buyer text not null,
  price_sen bigint not null check (price_sen > 0),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'failed')),
  failure_reason text,
  certificate_no text unique,
  certificate_pdf bytea,
  placed_at timestamptz not null default now(),
  settled_at timestamptz
);
-- A leg is placed again only after it failed: never two legs of one kind under way or confirmed.
create unique index sandbox_commodity_legs_live on sandbox_commodity_legs (trade_id, leg) where status <> 'failed';

-- The banks the FPX sandbox offers for e-mandates; `online` false answers as a bank outside its operating hours.
create table sandbox_fpx_banks (
  code text primary key,
  name text not null,
  account_types text[] not null,
  online boolean not null default true,
  position integer not null
);

insert into sandbox_fpx_banks (code, name, account_types, position) values
  ('MB2U0227', 'Maybank2u', '{savings,current}', 1),
  ('BCBB0235', 'CIMB Clicks', '{savings,current}', 2),
  ('PBB0233', 'Public Bank', '{savings,current}', 3),
  ('RHB0218', 'RHB Bank', '{savings,current}', 4),
  ('HLB0224', 'Hong Leong Bank', '{savings,current}', 5),
  ('AMBB0209', 'AmBank', '{savings,current}', 6),
  ('BIMB0340', 'Bank Islam', '{savings,current}', 7),
  ('BMMB0341', 'Bank Muamalat', '{savings,current}', 8),
  ('BKRM0602', 'Bank Rakyat', '{savings}', 9),
  ('BSN0601', 'BSN', '{savings}', 10);

create table sandbox_mandates (
  id uuid primary key default gen_random_uuid(),
  -- The merchant's reference (the agreement's): an update is a new mandate under the same reference.
  reference text not null,
  bank_code text not null references sandbox_fpx_banks (code),
  account_type text not null check (account_type in ('savings', 'current')),
  payer_name text not null,
  payer_nric text not null,
  max_amount_sen bigint not null check (max_amount_sen > 0),
  -- The bank page's link carries this token; it is spent when the customer answers.
  page_token text not null,
  return_url text not null,
  replaces_id uuid references sandbox_mandates (id),
  status text not null default 'PENDING' check (status in ('PENDING', 'ACTIVE', 'REJECTED', 'CANCELLED')),
  -- Only the last four digits of the account: the bank keeps the number.
  account_no_last4 text check (account_no_last4 ~ '^\d{4}$'),
  verification_debit_sen bigint,
  reason text,
  created_at timestamptz not null default now(),
  authorised_at timestamptz,
  decided_at timestamptz,
  cancelled_at timestamptz
);
create index sandbox_mandates_reference on sandbox_mandates (reference);

create table sandbox_payouts (
  id uuid primary key default gen_random_uuid(),
  -- The payer's reference: a repeated request with it never pays twice.
  reference text not null unique,
  -- A digest of what was asked (amount, bank, account, holder): the same reference cannot ask for something else.
  request_sha256 text not null,
  bank_code text not null,
  account_no_last4 text not null check (account_no_last4 ~ '^\d{4}$'),
  account_holder text not null,
  amount_sen bigint not null check (amount_sen > 0),
  status text not null default 'accepted' check (status in ('accepted', 'paid', 'failed')),
  failure_reason text,
  bank_reference text unique,
  requested_at timestamptz not null default now(),
  settled_at timestamptz
);
