-- A customer's request to have the refundable excess of their payments paid back, and the officer's payment of it
-- (decision 042). The payment is a journal entry of its own kind: the refund payable debited, the bank credited.
create table loan_refund_requests (
  id uuid primary key,
  account_id uuid not null references loan_accounts (id),
  amount_sen bigint not null check (amount_sen > 0),
  status text not null default 'requested' check (status in ('requested', 'paid', 'rejected')),
  requested_at timestamptz not null,
  -- The officer who paid or rejected it, the bank transfer's reference, the entry that booked it.
  decided_by uuid references officers (id),
  decided_at timestamptz,
  payment_reference text,
  decision_remark text,
  entry_id bigint references journal_entries (id),
  check ((status = 'paid') = (payment_reference is not null and entry_id is not null)),
  check ((status = 'requested') = (decided_by is null))
);

-- One open request per account at a time.
create unique index loan_refund_requests_one_open on loan_refund_requests (account_id) where status = 'requested';
create index loan_refund_requests_status on loan_refund_requests (status, requested_at);

alter table journal_entries drop constraint journal_entries_kind_check;
alter table journal_entries add constraint journal_entries_kind_check
  check (kind in ('disbursement', 'payment', 'reversal', 'charge', 'waiver', 'writeOff', 'refund'));
