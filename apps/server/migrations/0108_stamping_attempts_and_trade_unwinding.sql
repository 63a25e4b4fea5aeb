-- After approval's last gaps (docs/decisions/051): a rejected or failed e-stamping submitted again by an officer, each
-- attempt kept; and an Islamic financing's commodity trade unwound when its agreement is cancelled.

-- The attempt the stamping row now stands for: 1 from signing, one more at each officer's resubmission.
alter table agreement_stampings add column attempt integer not null default 1 check (attempt > 0);

-- Every attempt that ended rejected or failed and was submitted again, as it stood when it ended, with who asked for
-- the next one and why. The stamping row holds the attempt under way.
create table agreement_stamping_attempts (
  agreement_id uuid not null references agreement_stampings (agreement_id),
  attempt integer not null check (attempt > 0),
  status text not null check (status in ('rejected', 'failed')),
  submission_id text,
  notice_no text,
  duty_sen bigint check (duty_sen >= 0),
  failure_reason text,
  submit_attempts integer not null check (submit_attempts >= 0),
  requested_at timestamptz not null,
  ended_at timestamptz not null,
  resubmitted_by uuid not null,
  resubmitted_by_name text not null,
  resubmit_reason text not null,
  resubmitted_at timestamptz not null,
  primary key (agreement_id, attempt)
);
create index agreement_stamping_attempts_submission on agreement_stamping_attempts (submission_id);

-- The trade's unwinding: waiting for the platform, or failed and waiting for an officer. A completed trade that is
-- unwound keeps its proceeds.
alter table commodity_trades drop constraint commodity_trades_status_check;
alter table commodity_trades add constraint commodity_trades_status_check
  check (status in ('PURCHASE_PENDING', 'PURCHASE_FAILED', 'PURCHASED', 'SOLD_TO_CUSTOMER', 'AGENCY_SALE_FAILED',
    'COMPLETED', 'UNWIND_PENDING', 'UNWIND_FAILED', 'UNWOUND'));
-- commodity_trades_check is the selling price's (above the cost price), which stays; check1 tied COMPLETED to the
-- proceeds both ways.
alter table commodity_trades drop constraint commodity_trades_check1;
alter table commodity_trades add constraint commodity_trades_proceeds_check
  check (status <> 'COMPLETED' or proceeds_sen is not null);

-- The unwinding is a leg of its own (the purchase order cancelled, or the lot sold back to broker 1), and a purchase
-- order it cancelled before it was filled reads cancelled.
alter table commodity_trade_legs drop constraint commodity_trade_legs_leg_check;
alter table commodity_trade_legs add constraint commodity_trade_legs_leg_check
  check (leg in ('purchase', 'saleToCustomer', 'agencySale', 'unwind'));
alter table commodity_trade_legs drop constraint commodity_trade_legs_status_check;
alter table commodity_trade_legs add constraint commodity_trade_legs_status_check
  check (status in ('pending', 'confirmed', 'failed', 'cancelled'));

alter table sandbox_commodity_legs drop constraint sandbox_commodity_legs_leg_check;
alter table sandbox_commodity_legs add constraint sandbox_commodity_legs_leg_check
  check (leg in ('purchase', 'saleToCustomer', 'agencySale', 'unwind'));
alter table sandbox_commodity_legs drop constraint sandbox_commodity_legs_status_check;
alter table sandbox_commodity_legs add constraint sandbox_commodity_legs_status_check
  check (status in ('pending', 'confirmed', 'failed', 'cancelled'));
