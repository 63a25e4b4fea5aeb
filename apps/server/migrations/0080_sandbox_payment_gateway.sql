-- The payment gateway's sandbox, behaving like Razer Merchant Services (docs/decisions/035): the merchant account with
-- its verify and secret keys, each payment a customer makes at the hosted page, and every message the gateway sends
-- back (the browser's return, the callback and the notification), so that every process sees the same state.

create table sandbox_gateway_merchants (
  merchant_id text primary key,
  -- Signs the payment request (vcode) and the requery.
  verify_key text not null,
  -- Signs every answer (skey).
  secret_key text not null,
  created_at timestamptz not null default now()
);

create table sandbox_gateway_transactions (
  -- The gateway's transaction id (tranID): digits, as Razer gives them.
  tran_id text primary key,
  merchant_id text not null references sandbox_gateway_merchants (merchant_id),
  order_id text not null,
  amount text not null check (amount ~ '^[0-9]+\.[0-9]{2}$'),
  currency text not null default 'MYR',
  channel text not null check (channel in ('fpx', 'card')),
  bill_name text not null,
  bill_desc text not null,
  return_url text not null,
  page_token text not null,
  -- 00 success, 11 failure, 22 pending; null while the customer is still at the page.
  status text check (status in ('00', '11', '22')),
  bank_code text,
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  app_code text,
  error_code text,
  error_desc text,
  pay_date text,
  created_at timestamptz not null default now(),
  answered_at timestamptz,
  settled_at timestamptz,
  unique (merchant_id, order_id)
);

-- What the gateway sent, as it sent it: each callback and notification is delivered at least once, by a job.
create table sandbox_gateway_deliveries (
  id bigserial primary key,
  tran_id text not null references sandbox_gateway_transactions (tran_id),
  kind text not null check (kind in ('callback', 'notification')),
  fields jsonb not null,
  attempts integer not null default 0,
  answer text,
  delivered_at timestamptz,
  created_at timestamptz not null default now()
);
create index sandbox_gateway_deliveries_tran on sandbox_gateway_deliveries (tran_id);
