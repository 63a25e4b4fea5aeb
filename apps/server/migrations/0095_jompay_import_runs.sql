-- The daily JomPAY import (docs/decisions/040), owned by the jompay module: one run per file date, queued once
-- whichever process asks first, done when the bank's file of that date was imported (by the job, or before it by an
-- officer's upload of the same file).
create table jompay_import_runs (
  file_date date primary key,
  status text not null default 'scheduled' check (status in ('scheduled', 'done')),
  scheduled_at timestamptz not null default now(),
  import_id uuid references jompay_imports (id),
  finished_at timestamptz,
  check ((status = 'done') = (import_id is not null))
);
