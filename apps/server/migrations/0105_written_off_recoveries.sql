-- Money received on a written-off account is a recovery (decision 048): cash against an income account of its own,
-- recorded against the written-off components of the instalments, so that what was written off and what has been
-- recovered of it are both exact. The entry is a payment entry; its payment row says it is a recovery.
insert into ledger_accounts (code, kind, name) values
  ('writtenOffRecoveries', 'income', 'Recoveries of written-off debt');

alter table loan_instalments
  add column late_charge_recovered_sen bigint not null default 0 check (late_charge_recovered_sen >= 0),
  add column fee_recovered_sen bigint not null default 0 check (fee_recovered_sen >= 0),
  add column interest_recovered_sen bigint not null default 0 check (interest_recovered_sen >= 0),
  add column principal_recovered_sen bigint not null default 0 check (principal_recovered_sen >= 0),
  add constraint loan_instalments_recovered_within_write_off check (
    late_charge_recovered_sen <= late_charge_written_off_sen and fee_recovered_sen <= fee_written_off_sen
    and interest_recovered_sen <= interest_written_off_sen and principal_recovered_sen <= principal_written_off_sen);

-- A recovery's allocations (loan_payment_allocations) are what it recovered of each written-off component.
alter table loan_payments add column recovery boolean not null default false;
