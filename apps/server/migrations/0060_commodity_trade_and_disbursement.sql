-- The Islamic financing's commodity trade (tawarruq) and the disbursement of every agreement, with its payouts and
-- the record the loan or financing account is opened from (docs/decisions/028).

-- A trade confirms three legs, each with a certificate kept as a file of the agreement: the one-file-per-kind rule
-- stays for every other kind.
alter table agreement_files drop constraint agreement_files_agreement_id_kind_key;
create unique index agreement_files_one_of_kind on agreement_files (agreement_id, kind)
  where kind <> 'commoditytrade';

-- The trade behind an Islamic financing, one per agreement, in the states of the domain's commodity-trade machine.
create table commodity_trades (
  agreement_id uuid primary key references agreements (id),
  status text not null check (status in ('PURCHASE_PENDING', 'PURCHASE_FAILED', 'PURCHASED', 'SOLD_TO_CUSTOMER',
    'AGENCY_SALE_FAILED', 'COMPLETED', 'UNWOUND')),
  -- The trading platform's id of the trade, once the first order is placed.
  provider_trade_id text unique,
  cost_price_sen bigint not null check (cost_price_sen > 0),
  selling_price_sen bigint not null check (selling_price_sen > cost_price_sen),
  -- What broker 2 paid for the commodity in the agency sale: the financing amount, from which the net is paid out.
  proceeds_sen bigint check (proceeds_sen > 0),
  started_at timestamptz not null,
  updated_at timestamptz not null,
  check ((status = 'COMPLETED') = (proceeds_sen is not null))
);

-- Every leg placed, failed ones included, with what its confirmation's certificate says.
create table commodity_trade_legs (
  id uuid primary key,
  -- The order the legs were placed in.
  seq bigint generated always as identity unique,
  agreement_id uuid not null references commodity_trades (agreement_id),
  leg text not null check (leg in ('purchase', 'saleToCustomer', 'agencySale')),
  provider_leg_id text not null unique,
  status text not null check (status in ('pending', 'confirmed', 'failed')),
  -- The notice that settled the leg: a repeated one finds it here and changes nothing.
  notice_id text unique,
  certificate_no text unique,
  commodity text,
  quantity_kg integer check (quantity_kg > 0),
  price_sen bigint check (price_sen > 0),
  seller text,
  buyer text,
  executed_at timestamptz,
  file_id uuid references agreement_files (id),
  failure_reason text,
  placed_at timestamptz not null,
  settled_at timestamptz,
  check ((status = 'confirmed') = (certificate_no is not null and file_id is not null and executed_at is not null)),
  check ((status = 'failed') = (failure_reason is not null))
);
create index commodity_trade_legs_agreement_idx on commodity_trade_legs (agreement_id, seq);
create unique index commodity_trade_legs_one_live on commodity_trade_legs (agreement_id, leg)
  where status <> 'failed';

-- Each payout prepared for an agreement: its id is the payout's reference at the bank (the idempotency key of its
-- release). A failed payout stays failed; the next release pays under a new reference.
create table disbursement_payouts (
  id uuid primary key,
  -- The order the payouts were prepared in.
  seq bigint generated always as identity unique,
  agreement_id uuid not null references agreements (id),
  amount_sen bigint not null check (amount_sen > 0),
  bank_code text not null,
  bank_name text not null,
  account_no_last4 text not null check (account_no_last4 ~ '^[0-9]{4}$'),
  account_holder text not null,
  prepared_by text not null,
  prepared_by_name text not null,
  prepared_at timestamptz not null,
  released_by text,
  released_by_name text,
  released_at timestamptz,
  status text not null check (status in ('prepared', 'sent', 'paid', 'failed')),
  provider_payout_id text unique,
  bank_reference text,
  failure_reason text,
  -- The notice that settled the payout, or 'poll:<id>' when the bank was asked after its notice was lost.
  notice_id text unique,
  settled_at timestamptz,
  check ((status = 'prepared') = (released_at is null)),
  check ((status = 'failed') = (failure_reason is not null)),
  check ((status = 'paid') = (bank_reference is not null))
);
create index disbursement_payouts_agreement_idx on disbursement_payouts (agreement_id, seq);
create unique index disbursement_payouts_one_open on disbursement_payouts (agreement_id)
  where status in ('prepared', 'sent');

-- The money paid out: one per agreement, written with the move to DISBURSED. The servicing opens the loan or
-- financing account from it.
create table disbursements (
  id uuid primary key,
  agreement_id uuid not null unique references agreements (id),
  payout_id uuid not null unique references disbursement_payouts (id),
  amount_sen bigint not null check (amount_sen > 0),
  bank_code text not null,
  bank_name text not null,
  account_no_last4 text not null check (account_no_last4 ~ '^[0-9]{4}$'),
  account_holder text not null,
  -- The paying bank's reference of the transfer.
  provider_reference text not null,
  paid_at timestamptz not null,
  recorded_at timestamptz not null
);
