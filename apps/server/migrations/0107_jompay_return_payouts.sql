-- A JomPAY line returned to its payer is paid back through the payout provider (decision 048). The payer's account is
-- not known: the return names the payer bank's reference of the original payment, which the sandbox bank routes back.
alter table sandbox_payouts
  alter column bank_code drop not null,
  alter column account_no_last4 drop not null,
  alter column account_holder drop not null,
  add column returns_bank_reference text,
  add constraint sandbox_payouts_payee_or_return check (
    (returns_bank_reference is null) = (bank_code is not null and account_no_last4 is not null
      and account_holder is not null));

-- The return's payout, as the officer's page shows it: instructed to the provider by a job, then paid or failed.
alter table jompay_lines
  add column return_reference text unique,
  add column return_status text check (return_status in ('pending', 'instructed', 'paid', 'failed')),
  add column return_payout_id text,
  add column return_bank_reference text,
  add column return_failure_reason text,
  add column return_settled_at timestamptz,
  add constraint jompay_lines_return_only_when_returned check (
    (return_status is null) = (status <> 'returned' or return_reference is null));
