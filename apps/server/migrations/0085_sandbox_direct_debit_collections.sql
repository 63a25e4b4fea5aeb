-- The FPX direct-debit sandbox's deductions under a mandate (docs/decisions/037): accepted at once, settled later with
-- a signed notice ('collected' with the bank's reference, or 'collectionFailed' with the reason and response code).
-- The collector's reference is the idempotency key: one deduction each.
create table sandbox_collections (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique,
  mandate_id uuid not null references sandbox_mandates (id),
  amount_sen bigint not null check (amount_sen > 0),
  requested_on date not null,
  status text not null default 'accepted' check (status in ('accepted', 'succeeded', 'failed')),
  failure_reason text
    check (failure_reason in ('insufficientFunds', 'accountClosed', 'mandateNotActive', 'bankOffline')),
  response_code text,
  bank_reference text unique,
  requested_at timestamptz not null default now(),
  settled_at timestamptz,
  check ((status = 'failed') = (failure_reason is not null)),
  check ((status = 'succeeded') = (bank_reference is not null))
);
create index sandbox_collections_mandate on sandbox_collections (mandate_id);
