-- Accounts and sessions: customers (individuals, staff, SME partners), officers, sessions with rotating refresh
-- tokens, password reset links and the log of every login attempt.

create table users (
  id uuid primary key default gen_random_uuid(),
  organization_type text not null check (organization_type in ('INDIVIDUAL', 'STAFF', 'SME')),
  full_name text not null,
  -- Lower case. Unique per kind of user: a partner may also hold a personal account with the same address.
  email text,
  -- A new address waiting for its code; `email` stays in use until then.
  pending_email text,
  phone_no text,
  ic_type text check (ic_type in ('MYKAD', 'MYPR', 'MYKAS', 'PASSPORT')),
  nric text check (nric ~ '^\d{12}$'),
  race_id text,
  residential_address1 text,
  residential_address2 text,
  residential_address3 text,
  postcode text,
  city text,
  state text,
  gross_salary_range_id text,
  -- An individual's optional referrer (registration's partner id).
  referral_partner_id text,
  -- An SME partner's own id in the partner directory, with what the directory says of it.
  partner_id text,
  partner_type text,
  company_name text,
  tin_number text,
  brands text[] not null default '{}' check (brands <@ array['conventional', 'islamic']),
  marketing_consent boolean not null default false,
  marketing_consent_at timestamptz,
  password_hash text,
  -- The password in use came by SMS: the user is asked to choose their own.
  password_is_temporary boolean not null default false,
  -- A password sent by SMS (first login, forgotten password). It sits beside the password in use, so asking for one
  -- locks nobody out; the first login with it makes it the password in use. Unused, it expires.
  temporary_password_hash text,
  temporary_password_expires_at timestamptz,
  password_changed_at timestamptz,
  -- Staff prove their company mailbox with a code before they may log in.
  email_verified_at timestamptz,
  latest_application_id text,
  latest_agreement_id text,
  allow_to_apply_new_loan_after timestamptz,
  language text not null default 'en' check (language in ('en', 'ms')),
  locked_at timestamptz,
  -- Deleted accounts keep their row for the lender's records; their logins are gone.
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (organization_type, email) where deleted_at is null and email is not null;
create unique index users_individual_phone_key on users (phone_no)
  where deleted_at is null and organization_type = 'INDIVIDUAL' and phone_no is not null;
create unique index users_individual_nric_key on users (nric)
  where deleted_at is null and organization_type = 'INDIVIDUAL' and nric is not null;
create unique index users_partner_key on users (partner_id)
  where deleted_at is null and organization_type = 'SME';

-- Back-office staff of the lender. Their tokens carry another audience and never open customer calls.
create table officers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  full_name text not null,
  roles text[] not null check (roles <@ array['verifier', 'verifier2', 'approver1', 'approver2', 'admin']),
  password_hash text,
  totp_secret text,
  active boolean not null default true,
  created_at timestamptz not null default now()
);

-- One row a login: every refresh token of the login belongs to it, so reuse of one revokes them all.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  audience text not null check (audience in ('customer', 'backoffice')),
  user_id uuid references users (id),
  officer_id uuid references officers (id),
  login_method text not null,
  ip text,
  user_agent text,
  created_at timestamptz not null default now(),
  -- The absolute end, however often the session is refreshed.
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text,
  check ((user_id is null) <> (officer_id is null))
);
create index sessions_user_idx on sessions (user_id) where revoked_at is null;
create index sessions_officer_idx on sessions (officer_id) where revoked_at is null;

-- Only the SHA-256 of a refresh token is kept: a copy of the table opens no session.
create table refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  issued_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index refresh_tokens_session_idx on refresh_tokens (session_id);

create table password_reset_tokens (
  token_hash text primary key,
  user_id uuid not null references users (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  requested_ip text
);
create index password_reset_tokens_user_idx on password_reset_tokens (user_id);

-- Every login attempt, success or not, with the address and the account as typed; never a password.
create table login_attempts (
  id bigserial primary key,
  at timestamptz not null default now(),
  ip text,
  login_method text not null,
  account text not null,
  user_id uuid references users (id),
  outcome text not null check (outcome in ('success', 'failure', 'locked')),
  reason text
);
create index login_attempts_account_idx on login_attempts (account, at desc);

-- Changes to an account made by someone other than its owner (officers), append-only.
create table user_audit_events (
  id bigserial primary key,
  user_id uuid not null references users (id),
  actor_kind text not null check (actor_kind in ('user', 'officer', 'system')),
  actor_id uuid,
  event text not null,
  before jsonb,
  after jsonb,
  at timestamptz not null default now()
);
create index user_audit_events_user_idx on user_audit_events (user_id, at);
