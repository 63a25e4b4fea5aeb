-- The signature drawn for a direct-debit mandate (docs/decisions/027, 'The mandate'): kept as a file of the agreement
-- in the transaction that records the mandate, and linked from it. An update is a new mandate with a signature of
-- its own, so an agreement may hold several; the one-file-per-kind rule stays for the agreement's documents.
alter table agreement_files drop constraint agreement_files_kind_check;
alter table agreement_files add constraint agreement_files_kind_check
  check (kind in ('agreementpdf', 'signedagreementpdf', 'estamping', 'commoditytrade', 'mandatesignature'));
drop index agreement_files_one_of_kind;
create unique index agreement_files_one_of_kind on agreement_files (agreement_id, kind)
  where kind not in ('commoditytrade', 'mandatesignature');

-- Null for a mandate asked for before signatures were kept.
alter table agreement_mandates add column signature_file_id uuid unique references agreement_files (id);
