-- Officers log in with a password and a time-based code (docs/decisions/012-officer-login.md).

-- Emails are kept in lower case, so that the unique key holds whatever case an administrator typed.
alter table officers add constraint officers_email_lower check (email = lower(email));
-- totp_secret (0004) holds the secret sealed with AES-256-GCM, never in clear; null until the officer enrols.
-- The time step of the last code accepted: a code of that step or an earlier one is refused (replay).
alter table officers add column totp_last_step bigint check (totp_last_step >= 0);
alter table officers add column updated_at timestamptz not null default now();

-- The second step of a login: made when the password was right, good for one correct code within five minutes.
-- Only the SHA-256 of its token is kept. At a first login it carries the secret offered for enrolment (sealed like
-- officers.totp_secret), which becomes the officer's when a code of it is entered.
create table officer_login_challenges (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  officer_id uuid not null references officers (id),
  enrolment_secret text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  failed_attempts integer not null default 0 check (failed_attempts >= 0),
  consumed_at timestamptz,
  ip text
);
create index officer_login_challenges_officer_idx on officer_login_challenges (officer_id);
