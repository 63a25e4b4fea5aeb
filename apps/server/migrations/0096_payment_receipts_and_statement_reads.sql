-- The receipt PDF of each payment, and what the statement of account reads (decision 041).

-- A payment's receipt, rendered once by the job its posting enqueued; loan_payments.receipt_file_id names it. A
-- receipt is a few kilobytes and never changes, so it is kept here beside its payment rather than in the file store.
create table payment_receipts (
  id uuid primary key,
  payment_id uuid not null unique references loan_payments (id),
  receipt_no text not null unique,
  file_name text not null,
  content_type text not null check (content_type = 'application/pdf'),
  size_bytes integer not null check (size_bytes > 0),
  sha256 text not null,
  pdf bytea not null,
  created_at timestamptz not null
);

-- The statement reads an account's entries of a period in order: by account and business date, then sequence.
create index journal_entries_account_date_idx on journal_entries (loan_account_id, business_date, seq);
