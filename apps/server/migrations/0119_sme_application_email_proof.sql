-- The email an SME or staff applicant proved with the emailed code (docs/decisions/060), and when: the email step is
-- recorded only while it is still the address the form gives.
alter table sme_applications add column verified_email text;
alter table sme_applications add column email_verified_at timestamptz;
