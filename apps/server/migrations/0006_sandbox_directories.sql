-- The systems we do not run but read from (the telecom operator's accounts and bills, the brands' account holders,
-- the SME partner directory) as their sandboxes keep them, with the demo records a developer or a browser test
-- needs to reach every outcome; and the SMS the product sends, like outbound_emails.

-- Every SMS the product sends, whatever the provider, with its delivery state. The text is erased once the gateway
-- has taken it or it failed for good: SMS carry one-time codes and temporary passwords, which must not stay at rest.
create table outbound_sms (
  id uuid primary key default gen_random_uuid(),
  purpose text not null,
  -- The national number the customer typed ('0123456789'); the E.164 form is derived when sending.
  recipient text not null check (recipient ~ '^01\d{8,9}$'),
  body_text text,
  status text not null default 'queued'
    check (status in ('queued', 'sent', 'delivered', 'failed', 'undelivered')),
  provider text,
  provider_message_id text,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  status_changed_at timestamptz not null default now(),
  check (body_text is not null or status <> 'queued')
);
create unique index outbound_sms_provider_message_idx on outbound_sms (provider, provider_message_id);

-- An SMS gateway reports a message it could not hand to the handset as undelivered; an email bounces.
alter table sandbox_messages drop constraint sandbox_messages_status_check;
alter table sandbox_messages add constraint sandbox_messages_status_check check (
  (channel = 'email' and status in ('accepted', 'delivered', 'bounced'))
  or (channel = 'sms' and status in ('accepted', 'delivered', 'undelivered'))
);

-- The telecom operator's (redONE) subscriber accounts. `dated_as_of` is the day the record's dates describe: the
-- sandbox moves every date of the record and its bills forward by the whole months since, so a demo account
-- 'opened 4 months ago' or 'with an overdue bill' stays so whenever the demo runs.
create table sandbox_telecom_accounts (
  phone_no text primary key check (phone_no ~ '^01\d{8,9}$'),
  holder_name text not null,
  holder_nric text not null check (holder_nric ~ '^\d{12}$'),
  account_type text not null check (account_type in ('postpaid', 'prepaid')),
  line_role text not null check (line_role in ('principal', 'supplementary')),
  status text not null check (status in ('active', 'suspended', 'terminated')),
  opened_on date not null,
  has_suspension_record boolean not null default false,
  dated_as_of date not null default current_date,
  demonstrates text
);

create table sandbox_telecom_bills (
  phone_no text not null references sandbox_telecom_accounts (phone_no) on delete cascade,
  bill_month text not null check (bill_month ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  amount_sen integer not null check (amount_sen >= 0),
  due_on date not null,
  paid_on date,
  primary key (phone_no, bill_month)
);

insert into sandbox_telecom_accounts
  (phone_no, holder_name, holder_nric, account_type, line_role, status, opened_on, has_suspension_record,
   dated_as_of, demonstrates)
values
  ('0123000001', 'Aisyah binti Rahman', '900615145672', 'postpaid', 'principal', 'active', '2015-03-02', false,
   '2026-11-23', 'eligible: long-standing principal postpaid line, bills paid on time'),
  ('0123000002', 'Tan Wei Ming', '880302105431', 'postpaid', 'principal', 'active', '2026-07-23', false,
   '2026-11-23', 'account below 6 months (opened 4 months ago)'),
  ('0123000003', 'Muthu a/l Rajendran', '850917086213', 'postpaid', 'principal', 'active', '2018-05-09', false,
   '2026-11-23', 'bill overdue (the last two bills unpaid)'),
  ('0123000004', 'Nurul Izzah binti Ahmad', '920411015528', 'postpaid', 'principal', 'suspended', '2017-01-16',
   true, '2026-11-23', 'suspended now: not an active line; suspension record'),
  ('0123000005', 'Lim Mei Ling', '870828075066', 'postpaid', 'principal', 'active', '2016-08-01', true,
   '2026-11-23', 'suspension record (suspended in the past, active now)'),
  ('0123000006', 'Siti Hajar binti Osman', '950120035244', 'postpaid', 'supplementary', 'active', '2020-02-11',
   false, '2026-11-23', 'not a master or principal account holder (supplementary line)'),
  ('0123000007', 'Ahmad Faiz bin Hassan', '930705115137', 'prepaid', 'principal', 'active', '2019-04-18', false,
   '2026-11-23', 'prepaid line: no bill history, so account below 6 months'),
  ('0123000008', 'Wong Kar Hoe', '820214125019', 'postpaid', 'principal', 'terminated', '2016-10-03', false,
   '2026-11-23', 'terminated line: not an active line'),
  ('0123000009', 'Rosli bin Yusof', '650615025111', 'postpaid', 'principal', 'active', '2010-06-01', false,
   '2026-11-23', 'age out of range (61, born 1965-06-15)'),
  ('0123000010', 'Darren Lee Jun Hao', '091120105577', 'postpaid', 'principal', 'active', '2025-01-06', false,
   '2026-11-23', 'age out of range (17, born 2009-11-20)'),
  ('0123000011', 'Farah binti Kamal', '910303065680', 'postpaid', 'principal', 'active', '2019-09-09', false,
   '2026-11-23', 'invalid personal data when registered with another NRIC (e.g. 910303-06-5682)'),
  ('0123000012', 'Muhammad Hafiz bin Ismail', '880808055123', 'postpaid', 'principal', 'active', '2014-11-20',
   false, '2026-11-23', 'eligible: long-standing principal postpaid line (Islamic demo)'),
  ('0123000997', 'Kavitha a/p Subramaniam', '890412146326', 'postpaid', 'principal', 'active', '2017-07-07',
   false, '2026-11-23', 'eligible; every SMS to it is reported undelivered (number ends 0997)');

-- Bills month by month: issued on the 1st after the billing month, due on the 14th, paid on the 10th, except from
-- `unpaid_from` on.
insert into sandbox_telecom_bills (phone_no, bill_month, amount_sen, due_on, paid_on)
select
  b.phone_no,
  to_char(m, 'YYYY-MM'),
  b.amount_sen + (extract(month from m)::integer % 3) * 450,
  (m + interval '1 month 13 days')::date,
  case
    when b.unpaid_from is not null and to_char(m, 'YYYY-MM') >= b.unpaid_from then null
    else (m + interval '1 month 9 days')::date
  end
from (
  values
    ('0123000001', '2025-11', '2026-10', 12800, null::text),
    ('0123000002', '2026-07', '2026-10', 9800, null),
    ('0123000003', '2025-11', '2026-10', 15800, '2026-09'),
    ('0123000004', '2025-11', '2026-10', 8800, null),
    ('0123000005', '2025-11', '2026-10', 10800, null),
    ('0123000006', '2025-11', '2026-10', 3800, null),
    ('0123000008', '2025-04', '2026-03', 7800, null),
    ('0123000009', '2025-11', '2026-10', 9800, null),
    ('0123000010', '2025-11', '2026-10', 4800, null),
    ('0123000011', '2025-11', '2026-10', 11800, null),
    ('0123000012', '2025-11', '2026-10', 13800, null),
    ('0123000997', '2025-11', '2026-10', 9800, null)
) as b (phone_no, first_month, last_month, amount_sen, unpaid_from)
cross join lateral generate_series(
  to_date(b.first_month, 'YYYY-MM')::timestamp,
  to_date(b.last_month, 'YYYY-MM')::timestamp,
  interval '1 month'
) as m;

-- The brands' own account holders (Sinar Kredit, Sinar Kredit-i). Registering under a brand opens its account; the
-- demo users' accounts are opened when the accounts module seeds them, so none is seeded here.
create sequence sandbox_brand_account_seq;
create table sandbox_brand_accounts (
  holder_id text primary key,
  brand text not null check (brand in ('conventional', 'islamic')),
  -- The lender's user id, which the brand's system keeps as its reference to us.
  user_id uuid not null,
  phone_no text not null,
  email text not null,
  full_name text not null,
  since date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (brand, user_id)
);
create unique index sandbox_brand_accounts_phone_key on sandbox_brand_accounts (brand, phone_no);
create unique index sandbox_brand_accounts_email_key on sandbox_brand_accounts (brand, lower(email));

-- The SME partner directory. As for telecom accounts, `dated_as_of` keeps 'a partner for 3 months' and 'a licence
-- expiring within 6 months' true on whatever day the demo runs.
create table sandbox_partners (
  partner_id text primary key check (partner_id ~ '^P\d{4,10}$'),
  full_name text not null,
  nric text not null check (nric ~ '^\d{12}$'),
  phone_no text not null check (phone_no ~ '^01\d{8,9}$'),
  email text not null,
  partner_type text not null check (partner_type in ('INDIVIDUAL', 'SOLE_PROPRIETOR', 'PARTNERSHIP', 'COMPANY', 'STAFF')),
  company_name text,
  status text not null check (status in ('active', 'inactive')),
  partner_since date not null,
  licence_expires_on date,
  tin_number text,
  -- The last 5 months, oldest first.
  monthly_recurring_commission_sen integer[] not null
    check (cardinality(monthly_recurring_commission_sen) = 5 and 0 <= all (monthly_recurring_commission_sen)),
  dated_as_of date not null default current_date,
  demonstrates text,
  check ((company_name is null) = (partner_type in ('INDIVIDUAL', 'STAFF')))
);

insert into sandbox_partners
  (partner_id, full_name, nric, phone_no, email, partner_type, company_name, status, partner_since,
   licence_expires_on, tin_number, monthly_recurring_commission_sen, dated_as_of, demonstrates)
values
  ('P100234', 'Faizal bin Abdullah', '840507105283', '0192000001', 'faizal.abdullah@example.com', 'INDIVIDUAL',
   null, 'active', '2019-04-01', '2028-06-30', 'IG20458731090', '{180000,165000,172500,190000,158000}',
   '2026-11-23', 'eligible individual partner; also the conventional referral code'),
  ('P100777', 'Nor Azlina binti Hamzah', '860919015648', '0192000002', 'nor.azlina@example.com', 'INDIVIDUAL',
   null, 'active', '2020-08-15', '2028-03-31', 'IG31862095470', '{95000,88000,102000,91000,97500}',
   '2026-11-23', 'eligible individual partner; also the Islamic referral code'),
  ('P200001', 'Chong Wei Liang', '790322085519', '0192000003', 'admin@chongmobile.example.com', 'COMPANY',
   'Chong Mobile Sdn. Bhd.', 'active', '2016-02-01', '2029-01-31', 'C20881734050',
   '{720000,685000,699000,741000,702500}', '2026-11-23', 'eligible company partner (8% rate: average over RM5,000)'),
  ('P200002', 'Rohani binti Musa', '811111145530', '0192000004', 'rohani.telco@example.com', 'SOLE_PROPRIETOR',
   'Rohani Telco Centre', 'active', '2018-07-01', '2027-02-28', 'IG11502200080',
   '{120000,118000,125000,131000,122000}', '2026-11-23', 'business registration expiring within 6 months'),
  ('P200003', 'Lee Siew Ling', '830606075552', '0192000005', 'lee.siewling@example.com', 'INDIVIDUAL', null,
   'active', '2021-05-10', '2028-05-31', 'IG24680135790', '{42000,51000,39000,47500,44000}', '2026-11-23',
   'average recurring commission below RM500'),
  ('P200004', 'Azman bin Said', '820901035573', '0192000006', 'azman.rakan@example.com', 'PARTNERSHIP',
   'Azman & Rakan Komunikasi', 'active', '2017-11-20', '2028-11-30', 'D20571938020',
   '{260000,248000,271000,255500,262000}', '2026-11-23', 'eligible partnership partner'),
  ('P200005', 'Jessica Tan Hui Min', '851230146588', '0192000007', 'jessica.tan@example.com', 'INDIVIDUAL', null,
   'active', '2020-01-06', '2028-08-31', null, '{88000,91000,86000,93000,90000}', '2026-11-23',
   'tax ID not updated'),
  ('P200006', 'Khairul Anuar bin Zainal', '830215105591', '0192000008', 'khairul.anuar@example.com', 'INDIVIDUAL',
   null, 'active', '2026-08-17', '2028-09-30', 'IG27351946800', '{0,0,95000,110000,105000}', '2026-11-23',
   'a partner for under 6 months (3 months)'),
  ('P200009', 'Gopal a/l Krishnan', '770718125561', '0192000009', 'gopal.krishnan@example.com', 'INDIVIDUAL',
   null, 'inactive', '2015-03-01', '2026-06-30', 'IG19876543210', '{0,0,0,0,0}', '2026-11-23',
   'inactive partner');
