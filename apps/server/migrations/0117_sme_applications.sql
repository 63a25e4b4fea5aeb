-- SME partner and staff applications (spec 001 sections 3-5; docs/decisions/059). One row per application, owned by
-- the user who applies and, for a partner, by its partner id; the form is kept as typed, sub-form by sub-form, and
-- checked whole by the partner type's submission. A deleted draft keeps its row and history, marked deleted.
create sequence sme_application_no_seq;

create table sme_applications (
  id uuid primary key default gen_random_uuid(),
  application_no text not null unique,
  user_id uuid not null references users (id),
  -- Upper case ('P200001'); null for group staff, who apply as themselves.
  partner_id text,
  partner_type text not null
    check (partner_type in ('INDIVIDUAL', 'SOLE_PROPRIETOR', 'PARTNERSHIP', 'COMPANY', 'STAFF')),
  status text not null default 'DRAFT',
  markers text[] not null default '{}',
  form jsonb not null default '{}',
  amount_sen bigint check (amount_sen > 0),
  tenure_months integer check (tenure_months > 0),
  interest_rate_bp_per_year integer not null check (interest_rate_bp_per_year > 0),
  sme_loan_reason_id text,
  -- The partner's 5-month average recurring commission when the draft was made (null for group staff).
  average_recurring_commission_sen bigint check (average_recurring_commission_sen >= 0),
  submission_date timestamptz,
  deleted_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (partner_id is not null or partner_type = 'STAFF')
);
create index sme_applications_user_idx on sme_applications (user_id, created_at desc);
create index sme_applications_partner_idx on sme_applications (partner_id) where partner_id is not null;

-- The append-only history of an SME application: each status change and step, with who made it.
create table sme_application_events (
  id bigserial primary key,
  application_id uuid not null references sme_applications (id),
  kind text not null check (kind in ('status', 'step', 'deleted')),
  from_value text,
  to_value text not null,
  event text,
  actor_type text not null check (actor_type in ('applicant', 'officer', 'system')),
  actor_id text,
  at timestamptz not null
);
create index sme_application_events_application_idx on sme_application_events (application_id, id);

create function refuse_sme_application_event_change() returns trigger language plpgsql as $$
begin
  raise exception 'sme_application_events is append-only';
end;
$$;
create trigger sme_application_events_append_only
  before update or delete on sme_application_events
  for each row execute function refuse_sme_application_event_change();

-- Demo partners for the partner types the directory's first records left out: an eligible sole proprietor and a
-- partner of the staff type.
insert into sandbox_partners
  (partner_id, full_name, nric, phone_no, email, partner_type, company_name, status, partner_since,
   licence_expires_on, tin_number, monthly_recurring_commission_sen, dated_as_of, demonstrates)
values
  ('P200010', 'Siti Hajar binti Ismail', '880214105562', '0192000010', 'siti.hajar@example.com', 'SOLE_PROPRIETOR',
   'Hajar Telekomunikasi', 'active', '2019-09-01', '2029-08-31', 'IG30211457020',
   '{210000,198000,225000,204000,215500}', '2026-11-23', 'eligible sole proprietor partner'),
  ('P200011', 'Daniel Lim Kok Wai', '900825145577', '0192000011', 'daniel.lim@example.com', 'STAFF', null, 'active',
   '2020-03-01', '2029-02-28', 'IG25530986010', '{80000,82000,79000,81000,83000}', '2026-11-23',
   'eligible partner of the staff type');
