-- Documents and identity verification serve SME partners' and staff applications as they serve individuals'
-- (docs/decisions/060): their rows belong to an application of either journey, found through its owner's records,
-- so the foreign key to `applications` goes; the documents take the business groups of decision 059 too.
alter table application_files drop constraint application_files_application_id_fkey;
alter table application_files drop constraint application_files_file_type_check;
alter table application_files add constraint application_files_file_type_check
  check (file_type in ('salaryslip', 'bankstatement', 'othersrelevantdocuments', 'utilitybill', 'companyforms',
    'companybankstatement', 'boardresolution', 'auditedfinancialreport', 'ssmcertificate', 'homeutilitybill',
    'partnershipauthorisationletter', 'profitandlossbalancesheet'));

alter table ekyc_sessions drop constraint ekyc_sessions_application_id_fkey;

-- The emailed verification link, likewise, may prove the email of an application of either journey.
alter table application_email_links drop constraint application_email_links_application_id_fkey;
