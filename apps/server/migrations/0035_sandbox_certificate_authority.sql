-- The certificate authority's sandbox: a real CA of its own, kept here so that every process signs with the same root
-- and the same customers' keys. A licensed CA keeps these in its hardware; the sandbox keeps them in its own tables,
-- which nothing but the sandbox reads.

-- The sandbox's root: generated at its first start and kept for good.
create table sandbox_ca_roots (
  id smallint primary key check (id = 1),
  certificate_pem text not null,
  private_key_pem text not null,
  created_at timestamptz not null default now()
);

-- Every certificate the sandbox issued, with the key it generated and keeps for that customer. A customer's
-- certificate is their latest one; a new enrolment issues another only when that one is expired or revoked.
create table sandbox_ca_certificates (
  serial_number text primary key check (serial_number ~ '^[0-9a-f]{32}$'),
  nric text not null check (nric ~ '^\d{12}$'),
  subject_name text not null check (length(trim(subject_name)) > 0),
  certificate_pem text not null,
  private_key_pem text not null,
  not_before timestamptz not null,
  not_after timestamptz not null check (not_after > not_before),
  issued_at timestamptz not null,
  revoked_at timestamptz,
  revocation_reason text,
  check ((revoked_at is null) = (revocation_reason is null))
);
create index sandbox_ca_certificates_nric_idx on sandbox_ca_certificates (nric, issued_at desc);
