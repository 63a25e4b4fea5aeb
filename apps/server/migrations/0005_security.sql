-- Abuse control shared by every server process: attempt counters with lock-outs, one-time codes and spent
-- human-check challenges. Each server process may sit behind a load balancer, so none of this lives in memory.

-- One row per rule and key (an account or an address) with a window of attempts and, once the rule's maximum is
-- reached, a lock. The key is a SHA-256, so the table names no phone number, email or address.
create table attempt_counters (
  rule text not null,
  key_hash text not null check (key_hash ~ '^[0-9a-f]{64}$'),
  attempts integer not null check (attempts >= 0),
  window_ends_at timestamptz not null,
  locked_until timestamptz,
  primary key (rule, key_hash)
);
-- Rows whose window and lock are both over say nothing any more and may be deleted.
create index attempt_counters_window_idx on attempt_counters (window_ends_at);

-- The live code of a purpose and subject: issuing a new one replaces it. Only a hash of the code is kept, bound to
-- its purpose and subject, so a copy of the table neither shows a code nor lets one be replayed elsewhere.
create table one_time_codes (
  purpose text not null check (purpose in ('staff-verification', 'email-change')),
  subject_hash text not null check (subject_hash ~ '^[0-9a-f]{64}$'),
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  issued_at timestamptz not null,
  expires_at timestamptz not null,
  failed_attempts integer not null default 0 check (failed_attempts >= 0),
  consumed_at timestamptz,
  primary key (purpose, subject_hash)
);
create index one_time_codes_expiry_idx on one_time_codes (expires_at);

-- Human-check challenges already spent: the primary key makes a second use fail atomically. A row is needed only
-- until its challenge expires (an expired challenge is refused anyway), then it may be deleted.
create table used_human_checks (
  challenge text primary key check (challenge ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  used_at timestamptz not null
);
create index used_human_checks_expiry_idx on used_human_checks (expires_at);
