-- The agreement after approval (docs/decisions/021-agreement-after-approval.md): opened in the transaction that
-- finally approves an application, one per application, with the approved terms; the approved summary as the
-- customer accepted it; and the append-only history of every move of its status.

-- Agreement numbers: SKL-2026-000001 (a loan) and SKF-2026-000001 (Islamic financing) from one sequence.
create sequence agreement_no_seq;

create table agreements (
  id uuid primary key,
  agreement_no text not null unique,
  application_id uuid not null unique references applications (id),
  -- Kept here because it never changes: lists show it without reading the application.
  application_no text not null,
  user_id uuid not null references users (id),
  variant text not null check (variant in ('conventional', 'islamic')),
  status text not null check (status in ('SUMMARY_PENDING', 'AWAITING_ATTESTATION', 'LIVE_CALL_SCHEDULED',
    'ATTESTED', 'AGREEMENT_ACCEPTED', 'CERTIFICATE_ENROLLED', 'SIGNED', 'STAMPED', 'PENDING_DISBURSEMENT',
    'DISBURSEMENT_PREPARED', 'PAYOUT_SENT', 'DISBURSED', 'COMPLETED', 'CANCELED')),
  -- The approved terms as the final approval set them, and the waiver the application's code brought.
  amount_sen bigint not null check (amount_sen > 0),
  tenure_months integer not null check (tenure_months > 0),
  annual_rate_bp integer not null check (annual_rate_bp >= 0),
  campaign_code text,
  processing_fee_discount_sen bigint not null default 0 check (processing_fee_discount_sen >= 0),
  -- The approved summary as accepted: the protection choice and every figure of the quote, all set together.
  summary_accepted_at timestamptz,
  protection_taken boolean,
  protection_provider_name text,
  protection_gross_rate_bp integer check (protection_gross_rate_bp >= 0),
  monthly_instalment_sen bigint check (monthly_instalment_sen > 0),
  last_instalment_sen bigint check (last_instalment_sen > 0),
  total_interest_sen bigint check (total_interest_sen >= 0),
  total_payable_sen bigint check (total_payable_sen > 0),
  stamp_duty_sen bigint check (stamp_duty_sen >= 0),
  processing_fee_sen bigint check (processing_fee_sen >= 0),
  wakalah_fee_sen bigint check (wakalah_fee_sen >= 0),
  gross_premium_sen bigint check (gross_premium_sen >= 0),
  premium_service_tax_sen bigint check (premium_service_tax_sen >= 0),
  total_premium_sen bigint check (total_premium_sen >= 0),
  total_deductions_sen bigint check (total_deductions_sen >= 0),
  net_disbursement_sen bigint check (net_disbursement_sen > 0),
  -- The lender's commission as the insurer's registered agent: for the back office, never shown to the customer.
  agent_commission_sen bigint check (agent_commission_sen >= 0),
  opened_at timestamptz not null,
  updated_at timestamptz not null,
  constraint agreements_acceptance_whole check (
    num_nonnulls(summary_accepted_at, protection_taken, monthly_instalment_sen, last_instalment_sen,
      total_interest_sen, total_payable_sen, stamp_duty_sen, processing_fee_sen, wakalah_fee_sen, gross_premium_sen,
      premium_service_tax_sen, total_premium_sen, total_deductions_sen, net_disbursement_sen,
      agent_commission_sen) in (0, 15)
  ),
  constraint agreements_protection_whole check (
    (protection_taken is true) = (protection_provider_name is not null)
    and (protection_provider_name is null) = (protection_gross_rate_bp is null)
  ),
  constraint agreements_accepted_after_summary check (
    status in ('SUMMARY_PENDING', 'CANCELED') or summary_accepted_at is not null
  )
);
create index agreements_status_idx on agreements (status, updated_at desc);
create index agreements_user_idx on agreements (user_id, opened_at desc);

-- Who moved the agreement, when, from where to where, by which event of the transition table: the opening and every
-- move, by the applicant, an officer (with the name and role they had then) or the system. Never updated.
create table agreement_events (
  id bigserial primary key,
  agreement_id uuid not null references agreements (id),
  event text not null,
  from_status text,
  to_status text not null,
  actor_type text not null check (actor_type in ('applicant', 'officer', 'system')),
  actor_id text,
  actor_name text,
  actor_role text,
  remark text,
  at timestamptz not null
);
create index agreement_events_agreement_idx on agreement_events (agreement_id, id);

create function refuse_agreement_event_change() returns trigger language plpgsql as $$
begin
  raise exception 'agreement_events is append-only';
end;
$$;
create trigger agreement_events_append_only
  before update or delete on agreement_events
  for each row execute function refuse_agreement_event_change();

-- The operations staff after approval: attestation officers hold the live calls, disbursement officers prepare and
-- release payouts.
alter table officers drop constraint officers_roles_check;
alter table officers add constraint officers_roles_check check (roles <@ array['verifier', 'verifier2', 'approver1',
  'approver2', 'admin', 'attestationOfficer', 'disbursementOfficer']);
