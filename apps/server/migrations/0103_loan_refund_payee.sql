-- The bank account a customer asks their refund to be paid into (decision 047): the bank as the master list names it
-- when asked, and the account number. Requests made before the screen asked for it keep none.
alter table loan_refund_requests
  add column bank_id text,
  add column bank_name text,
  add column bank_account_no text,
  add constraint loan_refund_requests_payee check (
    (bank_id is null) = (bank_account_no is null) and (bank_id is null) = (bank_name is null)
  );
