-- After signing (docs/decisions/027): the agreement's e-stamping at LHDN, its direct-debit mandates, the refunds it is
-- owed (the RM1 verification debits) and every provider notice the agreements module applied.

-- The e-stamping of a signed agreement: asked for in the signing transaction, submitted by a job that retries while
-- the provider is down, then moved on by the provider's notices (assessed, paid by us, stamped; or rejected).
create table agreement_stampings (
  agreement_id uuid primary key references agreements (id),
  -- What LHDN files the instrument under: the agreement number.
  reference text not null unique,
  signed_document_sha256 text not null check (signed_document_sha256 ~ '^[0-9a-f]{64}$'),
  status text not null
    check (status in ('pending', 'submitted', 'assessed', 'paid', 'stamped', 'rejected', 'failed')),
  -- The provider's id of the submission, once it accepted it.
  submission_id text unique,
  notice_no text,
  duty_sen bigint check (duty_sen >= 0),
  duty_due_on date,
  paid_sen bigint check (paid_sen >= 0),
  paid_at timestamptz,
  certificate_no text,
  stamped_at timestamptz,
  -- Why it is failing or failed: the provider's outage while the job retries, a rejection, a duty that does not
  -- match the quote. Cleared when a later step succeeds.
  failure_reason text,
  submit_attempts integer not null default 0 check (submit_attempts >= 0),
  requested_at timestamptz not null,
  updated_at timestamptz not null,
  check ((status = 'stamped') = (certificate_no is not null)),
  check (status not in ('paid', 'stamped') or (paid_sen is not null and paid_at is not null))
);

-- The agreement's direct-debit mandates, one row per authorisation asked for at the bank (an update is a new one).
-- Only the account's last four digits are kept, as the bank reports them.
create table agreement_mandates (
  id text primary key,
  agreement_id uuid not null references agreements (id),
  state text not null check (state in ('PENDING', 'ACTIVE', 'REJECTED', 'CANCELLED')),
  bank_code text not null,
  bank_name text not null,
  account_type text not null check (account_type in ('savings', 'current')),
  account_no_last4 text check (account_no_last4 ~ '^[0-9]{4}$'),
  max_amount_sen bigint not null check (max_amount_sen > 0),
  verification_debit_sen bigint check (verification_debit_sen >= 0),
  rejection text check (rejection in ('cancelledByCustomer', 'insufficientFunds', 'rejectedByBank')),
  debit_auth_code text,
  -- The active mandate this one replaces once it is active (an update).
  replaces_mandate_id text references agreement_mandates (id),
  -- Islamic financing: started from the attestation option, so its activation attests.
  for_attestation boolean not null default false,
  created_by uuid not null,
  created_at timestamptz not null,
  activated_at timestamptz,
  decided_at timestamptz,
  cancelled_at timestamptz,
  check ((state = 'REJECTED') = (rejection is not null))
);
create index agreement_mandates_agreement on agreement_mandates (agreement_id, created_at desc);
-- One mandate in force per agreement, and one being set up.
create unique index agreement_mandates_one_active on agreement_mandates (agreement_id) where state = 'ACTIVE';
create unique index agreement_mandates_one_pending on agreement_mandates (agreement_id) where state = 'PENDING';

-- What the lender owes the customer on the agreement, to be credited to the loan or financing account when
-- servicing opens it: the RM1 of each mandate's verification debit.
create table agreement_refunds (
  id uuid primary key,
  agreement_id uuid not null references agreements (id),
  amount_sen bigint not null check (amount_sen > 0),
  reason text not null check (reason in ('mandateVerificationDebit')),
  mandate_id text references agreement_mandates (id),
  created_at timestamptz not null,
  -- Set by servicing when the refund is credited to the account.
  credited_at timestamptz,
  unique (mandate_id, reason)
);

-- Every provider notice the module applied, by its id: a repeated delivery (by the in-process listener or the
-- callback route) finds its id here and changes nothing.
create table agreement_provider_notices (
  id text primary key,
  provider text not null check (provider in ('e-stamping', 'direct-debit')),
  type text not null,
  subject_id text not null,
  agreement_id uuid references agreements (id),
  occurred_at timestamptz not null,
  received_at timestamptz not null,
  body jsonb not null
);
