-- The applicant's identity on each application, and what each eligibility check judged (docs/decisions/020).

-- The identity an application was made with (the NRIC and the name as on the card): e-KYC, the telecom check and
-- the officers compare against it, never against the profile as it is now. Only an officer's correction changes it.
-- Applications made before it was kept take their applicant's identity as it is today.
alter table applications
  add column applicant_nric text,
  add column applicant_full_name text,
  -- An officer corrected the identity: the telecom check is made again for the corrected NRIC, and its facts are
  -- kept here from then on (null until it has run), beside the eligibility check's, which stay as they were.
  add column identity_corrected_at timestamptz,
  add column telecom_facts jsonb,
  add column telecom_checked_at timestamptz;

update applications a set applicant_nric = u.nric, applicant_full_name = u.full_name
from users u
where u.id = a.user_id;

alter table applications
  alter column applicant_nric set not null,
  alter column applicant_full_name set not null,
  add constraint applications_applicant_nric_check check (applicant_nric ~ '^\d{12}$');

-- What each check judged the applicant as: the identity the telecom operator's records were compared with (a draft
-- is made only from a check of the identity the profile still holds), and the registered gross salary range the
-- income rules read. Checks made before these were kept hold nulls.
alter table eligibility_checks
  add column applicant_nric text check (applicant_nric ~ '^\d{12}$'),
  add column applicant_full_name text,
  add column gross_salary_range_code text,
  add column gross_salary_min_sen bigint check (gross_salary_min_sen >= 0),
  add column gross_salary_max_sen bigint check (gross_salary_max_sen >= 0);
