-- The individual application: the eligibility checks it starts from, the application with its onboarding step
-- markers, and the append-only history of every change of status or step.

-- Each quick check is kept, eligible or not, with what the telecom operator reported: officers see what the
-- decision to let the applicant apply rested on.
create table eligibility_checks (
  id uuid primary key,
  user_id uuid not null references users (id),
  application_type text not null check (application_type in ('conventional', 'islamic')),
  amount_sen bigint not null check (amount_sen > 0),
  tenure_months integer not null check (tenure_months > 0),
  loan_reason_id text not null,
  custom_reason text,
  net_salary_sen bigint not null check (net_salary_sen > 0),
  campaign_code text,
  eligible boolean not null,
  reasons text[] not null default '{}',
  max_eligible_amount_sen bigint not null check (max_eligible_amount_sen >= 0),
  telecom_facts jsonb not null default '{}',
  checked_at timestamptz not null
);
create index eligibility_checks_user_idx on eligibility_checks (user_id, checked_at desc);

-- Application numbers: SK-2026-000001 (conventional) and SKI-2026-000001 (Islamic) from one sequence.
create sequence application_no_seq;

create table applications (
  id uuid primary key,
  application_no text not null unique,
  user_id uuid not null references users (id),
  application_type text not null check (application_type in ('conventional', 'islamic')),
  status text not null,
  markers text[] not null default '{}',
  eligibility_check_id uuid not null references eligibility_checks (id),
  max_eligible_amount_sen bigint not null check (max_eligible_amount_sen >= 0),
  net_salary_sen bigint not null,
  campaign_code text,
  -- The form as last saved (the draft): amount, tenure, reason, employment, bank, contacts.
  form jsonb not null default '{}',
  -- The language of the emails the application sends.
  language text not null default 'en' check (language in ('en', 'ms')),
  interest_rate_bp_per_year integer not null,
  -- The address the email step proved, and when; a later change of the form's or profile's email clears it.
  verified_email text,
  email_verified_at timestamptz,
  consent_personal_data_at timestamptz,
  protection_plan_acknowledged boolean not null default false,
  submitted_at timestamptz,
  remarks text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index applications_user_idx on applications (user_id, created_at desc);
create index applications_status_idx on applications (status, submitted_at);

-- Who changed what, when: every status and step change, by the applicant, an officer or the system. Never updated.
create table application_events (
  id bigserial primary key,
  application_id uuid not null references applications (id),
  kind text not null check (kind in ('status', 'step')),
  from_value text,
  to_value text not null,
  actor_type text not null check (actor_type in ('applicant', 'officer', 'system')),
  actor_id text,
  remark text,
  at timestamptz not null
);
create index application_events_application_idx on application_events (application_id, id);

create function refuse_application_event_change() returns trigger language plpgsql as $$
begin
  raise exception 'application_events is append-only';
end;
$$;
create trigger application_events_append_only
  before update or delete on application_events
  for each row execute function refuse_application_event_change();
