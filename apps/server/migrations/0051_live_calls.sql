-- Live video call attestation (docs/decisions/026). Each slot's places are counted on its row, taken and given
-- back by a conditional update under the row's lock, so two customers cannot both take the last place.
create table live_call_slots (
  starts_at timestamptz primary key,
  booked integer not null default 0 check (booked >= 0)
);

-- One booking per call: moving it keeps the row (the calendar event's UID) and raises its sequence; a cancelled or
-- missed call stays as it ended, and a new booking is a new row. An agreement has at most one call booked.
create table live_call_bookings (
  id uuid primary key default gen_random_uuid(),
  agreement_id uuid not null references agreements (id),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  state text not null default 'BOOKED' check (state in ('BOOKED', 'COMPLETED', 'MISSED', 'CANCELLED')),
  join_url text not null,
  calendar_uid text not null unique,
  calendar_sequence integer not null default 0,
  outcome_by uuid,
  outcome_remark text,
  outcome_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (ends_at > starts_at)
);
create unique index live_call_bookings_one_booked on live_call_bookings (agreement_id) where state = 'BOOKED';
create index live_call_bookings_starts_at on live_call_bookings (starts_at);
