-- The officers' audit trail: every action an officer takes (a decision, a note, a cancel, a change to a customer,
-- an officer or master data, a login), with the state before and after. Status and step changes of applications
-- are in application_events; the back office reads both. Never updated, never deleted.
create table audit_events (
  id bigserial primary key,
  at timestamptz not null,
  actor_kind text not null check (actor_kind in ('officer', 'applicant', 'system')),
  actor_id uuid,
  -- Kept as it was at the time: an officer's name or roles may change later.
  actor_name text,
  actor_role text,
  action text not null,
  subject_type text not null,
  subject_id text,
  application_id uuid references applications (id),
  before jsonb,
  after jsonb,
  remark text,
  request_id text,
  ip text
);
create index audit_events_at_idx on audit_events (at desc);
create index audit_events_application_idx on audit_events (application_id, id) where application_id is not null;
create index audit_events_actor_idx on audit_events (actor_id, at desc);

create function refuse_audit_event_change() returns trigger language plpgsql as $$
begin
  raise exception 'audit_events is append-only';
end;
$$;
create trigger audit_events_append_only
  before update or delete on audit_events
  for each row execute function refuse_audit_event_change();

-- An officer's history in an application's events: who they were at the time of the change.
alter table application_events add column actor_role text;
