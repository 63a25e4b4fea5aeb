-- JomPAY reconciliation (docs/decisions/034 and 040), owned by the jompay module: each bank file imported and each of
-- its lines with what became of it.

-- A file imported, by the daily job or an officer's upload. The same bytes are one import: the digest is unique.
create table jompay_imports (
  id uuid primary key,
  file_name text not null,
  file_date date,
  digest text not null unique,
  source text not null check (source in ('job', 'upload')),
  uploaded_by uuid,
  imported_at timestamptz not null,
  posted integer not null default 0 check (posted >= 0),
  parked integer not null default 0 check (parked >= 0),
  rejected integer not null default 0 check (rejected >= 0),
  duplicate integer not null default 0 check (duplicate >= 0),
  -- What is wrong with the file as a whole, as catalog keys.
  file_problems jsonb not null default '[]'::jsonb,
  check ((source = 'upload') = (uploaded_by is not null))
);
create index jompay_imports_file_date on jompay_imports (file_date);

-- Every line of a file but its header and trailer. A bank reference is taken once: by the line posted, parked or
-- returned; a later line with the same one is kept as a duplicate.
create table jompay_lines (
  id uuid primary key,
  import_id uuid not null references jompay_imports (id),
  line_no integer not null check (line_no > 0),
  text text not null,
  ref1 text,
  amount_sen bigint check (amount_sen > 0),
  paid_on date,
  bank_reference text,
  status text not null check (status in ('posted', 'parked', 'rejected', 'duplicate', 'returned')),
  -- Why it was parked, rejected or a duplicate: catalog keys.
  reasons jsonb not null default '[]'::jsonb,
  account_id uuid,
  agreement_no text,
  payment_id uuid,
  remark text,
  settled_by uuid,
  settled_at timestamptz,
  unique (import_id, line_no),
  check ((status = 'posted') = (payment_id is not null)),
  check (status = 'rejected' or (bank_reference is not null and amount_sen is not null and paid_on is not null))
);
create unique index jompay_lines_bank_reference on jompay_lines (bank_reference)
  where status in ('posted', 'parked', 'returned');
create index jompay_lines_parked on jompay_lines (import_id) where status = 'parked';
