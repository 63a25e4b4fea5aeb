-- The customer's online payments through the payment gateway (docs/decisions/035): one order per attempt, posted to
-- the loan account exactly once whichever of the browser's return, the callback and the notification comes first.
create table payment_orders (
  id uuid primary key default gen_random_uuid(),
  -- The gateway's orderid: ours, unique, 32 hex digits.
  order_no text not null unique check (order_no ~ '^[0-9a-f]{32}$'),
  user_id uuid not null,
  account_id text not null,
  agreement_no text not null,
  variant text not null check (variant in ('conventional', 'islamic')),
  method text not null check (method in ('onlineBanking', 'card')),
  amount_sen bigint not null check (amount_sen > 0),
  status text not null default 'created' check (status in ('created', 'pending', 'success', 'failure')),
  tran_id text unique,
  failure_reason text
    check (failure_reason in ('insufficientFunds', 'buyerCancelled', 'declined', 'expired')),
  paid_at timestamptz,
  received_on date,
  payment_id text,
  polls integer not null default 0,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check ((status = 'success') = (payment_id is not null)),
  check ((status = 'failure') = (failure_reason is not null))
);
create index payment_orders_user on payment_orders (user_id, created_at desc);
create index payment_orders_open on payment_orders (status) where status in ('created', 'pending');

-- Every message the gateway sent about an order, checked and recorded as received: the evidence of each posting.
create table payment_order_messages (
  id bigserial primary key,
  order_id uuid not null references payment_orders (id),
  source text not null check (source in ('return', 'callback', 'notification', 'requery')),
  tran_id text,
  gateway_status text not null check (gateway_status in ('00', '11', '22')),
  -- What the message did: moved the order, changed nothing (a repeat or an older word), or disagreed with it.
  effect text not null check (effect in ('applied', 'repeat', 'mismatch')),
  fields jsonb not null,
  received_at timestamptz not null
);
create index payment_order_messages_order on payment_order_messages (order_id, id);
