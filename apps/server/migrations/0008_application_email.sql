-- The application's email verification (docs/decisions/010): a 6-digit code and a single-use link, both sent to the
-- applicant's profile email. The code lives in one_time_codes under its own purpose; the link's token in a table of
-- its own, because a link must carry a long random secret that a 6-digit code is not.

alter table one_time_codes drop constraint one_time_codes_purpose_check;
alter table one_time_codes add constraint one_time_codes_purpose_check
  check (purpose in ('staff-verification', 'email-change', 'application-email'));

-- Only a hash of the token is kept, so a copy of the table opens no link. A new email replaces the application's
-- unused links; a used or expired link stays for the record until it is purged.
create table application_email_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  application_id uuid not null references applications (id),
  -- The address the link was sent to: following it proves this address, not whatever the profile says later.
  email text not null,
  issued_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index application_email_links_application_idx on application_email_links (application_id);
create index application_email_links_expiry_idx on application_email_links (expires_at);
