-- A reversed payment's own document (decision 048): the reversal advice, rendered once by the job the reversal
-- enqueues and kept beside its payment, as the receipt is (migration 0096); loan_payments.reversal_advice_file_id
-- names it.
create table payment_reversal_advices (
  id uuid primary key,
  payment_id uuid not null unique references loan_payments (id),
  advice_no text not null unique,
  file_name text not null,
  content_type text not null check (content_type = 'application/pdf'),
  size_bytes integer not null check (size_bytes > 0),
  sha256 text not null,
  pdf bytea not null,
  created_at timestamptz not null
);

alter table loan_payments add column reversal_advice_file_id uuid;
