-- Agreements made from approved SME partner and staff applications (docs/decisions/063). They share the
-- individual's agreements table, its statuses and its history, so the post-approval journey serves both; such an
-- agreement names its SME application instead of an individual application, says which product it is, and keeps
-- the partner id that owns it (repayment from commission finds the partner's agreements by it), the partner type,
-- and who signs it: the applicant, for the company named when the partner is a business.
alter table agreements alter column application_id drop not null;

alter table agreements
  add column product text not null default 'INDIVIDUAL' check (product in ('INDIVIDUAL', 'SME', 'STAFF')),
  add column sme_application_id uuid unique references sme_applications (id),
  add column partner_id text,
  add column partner_type text
    check (partner_type in ('INDIVIDUAL', 'SOLE_PROPRIETOR', 'PARTNERSHIP', 'COMPANY', 'STAFF')),
  -- The applicant who signs, as the application named them, and the business they sign for (null for an individual
  -- partner and a staff loan): what the agreement prints in its particulars and signature block.
  add column signatory_name text,
  add column signatory_nric text,
  add column signatory_address text,
  add column company_name text,
  add column company_registration_no text;

alter table agreements
  add constraint agreements_one_application check (
    (product = 'INDIVIDUAL' and application_id is not null and sme_application_id is null)
    or (product <> 'INDIVIDUAL' and application_id is null and sme_application_id is not null
      and partner_type is not null and signatory_name is not null and signatory_nric is not null
      and signatory_address is not null)
  ),
  -- A partner's agreement always names its partner id; group staff apply as themselves and have none.
  add constraint agreements_partner_of_sme check (product <> 'SME' or partner_id is not null),
  add constraint agreements_company_whole check ((company_name is null) = (company_registration_no is null));

create index agreements_partner_idx on agreements (partner_id, opened_at desc) where partner_id is not null;
