-- The back office's review (docs/decisions/013): what a decision leaves on the application (the open refer-back, the
-- approved terms), the event each status change took, and the officers' notes.

-- The open refer-back: the steps reopened and what the applicant is to fix, until they resubmit (the history keeps
-- every one). The approved terms: set by the final approval, within the maximum the eligibility check allowed.
alter table applications
  add column refer_back_steps text[]
    check (cardinality(refer_back_steps) > 0
      and refer_back_steps <@ array['applicationForm', 'emailVerification', 'documentUpload', 'ekyc']),
  add column refer_back_remark text,
  add column referred_back_at timestamptz,
  add column approved_amount_sen bigint check (approved_amount_sen > 0),
  add column approved_tenure_months integer check (approved_tenure_months > 0),
  add constraint applications_refer_back_whole check (
    (refer_back_steps is null) = (refer_back_remark is null) and (refer_back_remark is null) = (referred_back_at is null)
  ),
  add constraint applications_approval_whole check ((approved_amount_sen is null) = (approved_tenure_months is null));

-- The transition table's event a status change took (submit, verify, resubmit...): maker-checker reads who decided
-- in the current review round from it. Rows written before it hold an applicant's event in `remark`.
alter table application_events add column event text;

-- Notes officers leave each other on an application: not decisions, but part of the record, so never changed.
create table application_notes (
  id bigserial primary key,
  application_id uuid not null references applications (id),
  officer_id uuid not null references officers (id),
  -- As it was when the note was written.
  officer_name text not null,
  body text not null check (length(body) between 1 and 2000),
  at timestamptz not null
);
create index application_notes_application_idx on application_notes (application_id, id);

create function refuse_application_note_change() returns trigger language plpgsql as $$
begin
  raise exception 'application_notes is append-only';
end;
$$;
create trigger application_notes_append_only
  before update or delete on application_notes
  for each row execute function refuse_application_note_change();

-- The admin's audit search by action.
create index audit_events_action_idx on audit_events (action, at desc);
