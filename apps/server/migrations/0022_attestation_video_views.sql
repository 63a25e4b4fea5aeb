-- The attestation video as the server streamed it to the agreement's applicant (docs/decisions/021): which video,
-- the token its stream address carries (its SHA-256 digest), every byte range served (merged, as [[start, end]]) and
-- when the first byte left. The acknowledgement reads it: the whole file served and the duration passed since.
create table attestation_video_views (
  agreement_id uuid primary key references agreements (id),
  video_id uuid not null,
  file_id uuid not null,
  duration_seconds integer not null check (duration_seconds > 0),
  size_bytes bigint not null check (size_bytes > 0),
  stream_token_digest text not null,
  token_expires_at timestamptz not null,
  served_ranges jsonb not null default '[]',
  first_served_at timestamptz,
  updated_at timestamptz not null
);
