-- Signing the agreement (docs/decisions/023, 'The flow'): the agreement's files (the unsigned PDF the customer
-- accepted, the signed PDF with what its signatures were made with) and the TAC that confirms the signature.

-- An agreement's stored files. The object is written first (journaled by the storage, so an object whose row never
-- committed is swept), then its row in the transaction that moves the agreement. One file of each kind per agreement.
create table agreement_files (
  id uuid primary key,
  agreement_id uuid not null references agreements (id),
  kind text not null check (kind in ('agreementpdf', 'signedagreementpdf', 'estamping', 'commoditytrade')),
  language text not null check (language in ('en', 'ms')),
  file_name text not null,
  content_type text not null,
  size_bytes integer not null check (size_bytes > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  storage_key text not null unique,
  -- The date the agreement is made on (its first schedule's date and the schedule's start).
  agreement_date date not null,
  -- What the signatures of a signed agreement were made with, as recorded when it was signed; null otherwise.
  signer_subject text,
  signer_nric_masked text,
  certificate_serial text,
  certificate_issuer text,
  signed_at timestamptz,
  signer_ip text,
  signer_device text,
  seal_subject text,
  seal_serial text,
  created_at timestamptz not null,
  unique (agreement_id, kind),
  check ((kind = 'signedagreementpdf') = (certificate_serial is not null)),
  check (num_nonnulls(signer_subject, signer_nric_masked, certificate_serial, certificate_issuer, signed_at,
    signer_ip, signer_device, seal_subject, seal_serial) in (0, 9))
);

-- The TAC that confirms a signature or a mandate: only its hash is kept, bound to the agreement and purpose. One live
-- TAC per agreement and purpose: a new one replaces the last. Verified once; a verified TAC is used by one signing.
create table agreement_tacs (
  agreement_id uuid not null references agreements (id),
  purpose text not null check (purpose in ('signing', 'directDebit')),
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  issued_at timestamptz not null,
  expires_at timestamptz not null check (expires_at > issued_at),
  failed_attempts integer not null default 0 check (failed_attempts >= 0),
  verified_at timestamptz,
  used_at timestamptz,
  primary key (agreement_id, purpose),
  check (used_at is null or verified_at is not null)
);
