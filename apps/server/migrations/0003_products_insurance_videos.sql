-- Products. Amount bounds, rates and fees are rules of the domain package (by company and segment), not data, so
-- they cannot drift from the figures the simulator and the agreement use.
create table products (
  code text primary key,
  company text not null check (company in ('conventional', 'islamic')),
  segment text not null check (segment in ('individual', 'sme', 'staff')),
  name_en text not null,
  name_ms text not null,
  active boolean not null default true
);

insert into products (code, company, segment, name_en, name_ms) values
  ('PL-CONV', 'conventional', 'individual', 'Sinar Personal Loan', 'Pinjaman Peribadi Sinar'),
  ('PF-ISL', 'islamic', 'individual', 'Sinar Personal Financing-i', 'Pembiayaan Peribadi-i Sinar'),
  ('SME-CONV', 'conventional', 'sme', 'Sinar SME Partner Loan', 'Pinjaman Rakan Kongsi PKS Sinar'),
  ('STAFF-CONV', 'conventional', 'staff', 'Sinar Staff Personal Loan', 'Pinjaman Peribadi Kakitangan Sinar');

-- Campaign codes and partner referral codes, each a waiver on the product's processing fee.
create table product_codes (
  code text primary key check (code = upper(code)),
  kind text not null check (kind in ('campaign', 'referral')),
  product_code text not null references products (code),
  processing_fee_discount_sen integer not null check (processing_fee_discount_sen >= 0),
  valid_from date not null,
  valid_until date not null,
  active boolean not null default true,
  check (valid_until >= valid_from)
);

insert into product_codes (code, kind, product_code, processing_fee_discount_sen, valid_from, valid_until) values
  ('SINAR20', 'campaign', 'PL-CONV', 2000, '2026-01-01', '2027-12-31'),
  ('RAYA50', 'campaign', 'PL-CONV', 5000, '2026-01-01', '2027-12-31'),
  ('BERKAT-I', 'campaign', 'PF-ISL', 3000, '2026-01-01', '2027-12-31'),
  ('MERDEKA25', 'campaign', 'PL-CONV', 2500, '2025-08-01', '2025-09-30'),
  ('P100234', 'referral', 'PL-CONV', 2000, '2026-01-01', '2028-12-31'),
  ('P100777', 'referral', 'PF-ISL', 1000, '2026-01-01', '2028-12-31');

-- Protection insurance (conventional) and takaful (Islamic) by tenure: the gross premium or contribution is the
-- rate in basis points of the amount financed; service tax and the agent's commission are domain constants.
create table loan_insurance_rates (
  company text not null check (company in ('conventional', 'islamic')),
  tenure_months integer not null check (tenure_months between 1 and 120),
  gross_rate_bp integer not null check (gross_rate_bp >= 0),
  provider_name text not null,
  primary key (company, tenure_months)
);

insert into loan_insurance_rates (company, tenure_months, gross_rate_bp, provider_name)
select 'conventional', months, 10 * months, 'Perisai Insurance Berhad' from generate_series(6, 24) as months
union all
select 'islamic', months, 9 * months, 'Perisai Takaful Berhad' from generate_series(6, 24) as months;

-- Files that belong to master data (the pre-recorded attestation videos), kept in the master-asset storage.
create table master_files (
  id uuid primary key,
  entity_type text not null,
  entity_id uuid not null,
  file_name text not null,
  content_type text not null,
  size_bytes bigint not null check (size_bytes > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  -- Several records may share one stored object (the SME videos do).
  storage_key text not null,
  created_at timestamptz not null default now()
);
create index master_files_entity_idx on master_files (entity_type, entity_id);

-- Attestation videos of spec 000 section 2, in English and Malay, per brand; SME videos per partner type.
create table pre_recorded_videos (
  id uuid primary key,
  company text not null check (company in ('conventional', 'islamic')),
  segment text not null check (segment in ('individual', 'sme')),
  partner_type text check (partner_type in ('individual', 'soleProprietor', 'partnership', 'company', 'staff')),
  language text not null check (language in ('en', 'ms')),
  title text not null,
  duration_seconds integer not null check (duration_seconds > 0),
  active boolean not null default true,
  published_at timestamptz not null default now(),
  check ((segment = 'sme') = (partner_type is not null))
);

insert into pre_recorded_videos (id, company, segment, partner_type, language, title, duration_seconds) values
  ('0b1d6a52-6d55-4c1e-9a51-000000000101', 'conventional', 'individual', null, 'en', 'Your personal loan: what you are agreeing to', 12),
  ('0b1d6a52-6d55-4c1e-9a51-000000000102', 'conventional', 'individual', null, 'ms', 'Pinjaman peribadi anda: apa yang anda persetujui', 12),
  ('0b1d6a52-6d55-4c1e-9a51-000000000103', 'islamic', 'individual', null, 'en', 'Your personal financing-i: what you are agreeing to', 12),
  ('0b1d6a52-6d55-4c1e-9a51-000000000104', 'islamic', 'individual', null, 'ms', 'Pembiayaan peribadi-i anda: apa yang anda persetujui', 12);

insert into pre_recorded_videos (id, company, segment, partner_type, language, title, duration_seconds)
select
  ('0b1d6a52-6d55-4c1e-9a51-0000000002' || lpad((row_number() over ())::text, 2, '0'))::uuid,
  'conventional', 'sme', partner_type, language,
  case language when 'en' then 'Your SME partner loan: what you are agreeing to'
    else 'Pinjaman rakan kongsi PKS anda: apa yang anda persetujui' end,
  12
from unnest(array['individual', 'soleProprietor', 'partnership', 'company', 'staff']) as partner_type
cross join unnest(array['en', 'ms']) as language;

insert into master_files (id, entity_type, entity_id, file_name, content_type, size_bytes, sha256, storage_key) values
  ('5f0c2a8e-91b4-4b7e-8d1a-000000000101', 'preRecordedVideo', '0b1d6a52-6d55-4c1e-9a51-000000000101',
   'attestation-conventional-en.mp4', 'video/mp4', 56515,
   'ccca402fe58831450c445faa1b9b19af1cdeeff02d6630fca4dcef072f5d6a7c', 'videos/attestation-conventional-en.mp4'),
  ('5f0c2a8e-91b4-4b7e-8d1a-000000000102', 'preRecordedVideo', '0b1d6a52-6d55-4c1e-9a51-000000000102',
   'attestation-conventional-ms.mp4', 'video/mp4', 58340,
   '49e80edf6949e40c7d558a35ed5a404a660b7fc81f077e2b0fafab5dd04309ac', 'videos/attestation-conventional-ms.mp4'),
  ('5f0c2a8e-91b4-4b7e-8d1a-000000000103', 'preRecordedVideo', '0b1d6a52-6d55-4c1e-9a51-000000000103',
   'attestation-islamic-en.mp4', 'video/mp4', 55912,
   '1210675e64686160f6111333610890a41e81468bfc3365340c0671e0cdbfa747', 'videos/attestation-islamic-en.mp4'),
  ('5f0c2a8e-91b4-4b7e-8d1a-000000000104', 'preRecordedVideo', '0b1d6a52-6d55-4c1e-9a51-000000000104',
   'attestation-islamic-ms.mp4', 'video/mp4', 57131,
   'e89e49fff7345aa31ad407bcd13e9542c6cd4bd2cb3189c65c6c1505215b3b3f', 'videos/attestation-islamic-ms.mp4');

insert into master_files (id, entity_type, entity_id, file_name, content_type, size_bytes, sha256, storage_key)
select
  gen_random_uuid(), 'preRecordedVideo', video.id,
  'attestation-sme-' || video.language || '.mp4', 'video/mp4',
  case video.language when 'en' then 55868 else 57365 end,
  case video.language
    when 'en' then '8ee2982dc8e8338f6001736f97e349b941193f73d19a2202ebcd171928b188e5'
    else '7b80e54f87926f4fa5068900adc80eb436af273867550f6c574e1538ad69dd76' end,
  'videos/attestation-sme-' || video.language || '.mp4'
from pre_recorded_videos video
where video.segment = 'sme';
