-- The back office's review of SME and staff applications (docs/decisions/062): what a decision leaves on the
-- application (the final approval's terms, the open refer-back), and who decided each move, in which role and with
-- what remark, on its status event (maker-checker reads them from there, as it does for individuals).
alter table sme_applications
  add column approved_amount_sen bigint check (approved_amount_sen > 0),
  add column approved_tenure_months integer check (approved_tenure_months > 0),
  add column approved_at timestamptz,
  -- The open refer-back: { steps, remark, at }; null when there is none.
  add column refer_back jsonb;

alter table sme_application_events
  add column actor_role text,
  add column remark text;

-- The queues list submitted applications by status, oldest submission first.
create index sme_applications_queue_idx on sme_applications (status, submission_date, application_no)
  where deleted_at is null;
