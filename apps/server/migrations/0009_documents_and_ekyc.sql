-- Documents of an application and its electronic identity verification (e-KYC). Contents live in the file storage
-- (disk or an S3-compatible bucket) under random keys; these tables hold what was checked and who owns it.

-- One uploaded document. Its type is what its content proved (pdf, png, jpeg), never what its name claimed; the same
-- content may appear once per application, in any group.
create table application_files (
  id uuid primary key,
  application_id uuid not null references applications (id),
  user_id uuid not null references users (id),
  file_type text not null check (file_type in ('salaryslip', 'bankstatement', 'othersrelevantdocuments')),
  -- The name the applicant's device gave it: shown back to them, never used to find or judge the file.
  file_name text not null,
  content_type text not null check (content_type in ('pdf', 'png', 'jpeg')),
  size_bytes integer not null check (size_bytes > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  storage_key text not null unique,
  uploaded_at timestamptz not null,
  unique (application_id, sha256)
);
create index application_files_application_idx on application_files (application_id, file_type, uploaded_at);

-- One identity verification per application, reopened after a retry until its attempts run out.
create table ekyc_sessions (
  id uuid primary key,
  application_id uuid not null unique references applications (id),
  user_id uuid not null references users (id),
  state text not null check (state in ('CAPTURING', 'PROCESSING', 'PASSED', 'RETRY', 'FAILED')),
  failure_reason text check (failure_reason in ('verificationFailed', 'nricMismatch')),
  -- Submissions so far; captures being taken belong to attempt `attempts + 1`.
  attempts integer not null default 0 check (attempts >= 0),
  max_attempts integer not null check (max_attempts > 0),
  provider text,
  provider_reference text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index ekyc_sessions_provider_reference_idx on ekyc_sessions (provider_reference);

-- The images of each attempt, kept after a retry so that officers can see what was sent each time.
create table ekyc_captures (
  id uuid primary key,
  session_id uuid not null references ekyc_sessions (id),
  attempt integer not null check (attempt > 0),
  side text not null check (side in ('front', 'back', 'selfie')),
  content_type text not null check (content_type in ('png', 'jpeg')),
  size_bytes integer not null check (size_bytes > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  storage_key text not null unique,
  captured_via text not null check (captured_via in ('login', 'handoff')),
  captured_at timestamptz not null,
  unique (session_id, attempt, side)
);

-- The QR code's single-use hand-off links and the capture tokens they are exchanged for. Only SHA-256 digests are
-- kept: a copy of this table lets nobody capture for someone else.
create table ekyc_tokens (
  id uuid primary key,
  session_id uuid not null references ekyc_sessions (id),
  purpose text not null check (purpose in ('handoff', 'capture')),
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);
create index ekyc_tokens_session_idx on ekyc_tokens (session_id, purpose);

-- The e-KYC sandbox's own records, as a provider keeps them: what it was asked to verify, the verdict it reached,
-- and whether it has reported it. No image and no NRIC is kept here.
create table sandbox_ekyc_verifications (
  id uuid primary key default gen_random_uuid(),
  reference text not null,
  outcome text not null check (outcome in ('PASSED', 'RETRY', 'FAILED')),
  failure_reason text check (failure_reason in ('verificationFailed', 'nricMismatch')),
  -- Why the sandbox decided so, for the developer reading the table (e.g. 'front image has no NRIC marker').
  note text not null,
  status text not null default 'accepted' check (status in ('accepted', 'reported')),
  accepted_at timestamptz not null default now(),
  reported_at timestamptz
);
