-- The email and SMS that told the applicant of an agreement's milestone (docs/decisions/029): one row per history
-- event that reached a milestone status, written in the transaction that queues both messages. A retried job finds
-- its row and sends nothing again.
create table agreement_milestone_notices (
  agreement_event_id bigint primary key references agreement_events (id),
  agreement_id uuid not null references agreements (id),
  milestone text not null,
  language text not null check (language in ('en', 'ms')),
  email_sent boolean not null,
  sms_sent boolean not null,
  queued_at timestamptz not null
);
create index agreement_milestone_notices_agreement_idx on agreement_milestone_notices (agreement_id);
