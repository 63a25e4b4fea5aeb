-- Objects in file storage that may have no row pointing at them: an upload whose row was never committed (the
-- process stopped between the two) and a delete that failed. The sweep removes what no row references.
create table stored_object_journal (
  storage_key text primary key,
  reason text not null check (reason in ('upload', 'delete')),
  noted_at timestamptz not null,
  attempts integer not null default 0,
  last_error text
);
create index stored_object_journal_noted_idx on stored_object_journal (noted_at);
