-- Applications approved before agreements existed get theirs, as a final approval now opens one: the approved terms
-- (or, for an approval recorded before the terms were, the terms applied for), the processing-fee waiver of the
-- application's code, and the opening in its history. Numbered in the order of approval.
with approved as (
  select a.id, a.application_no, a.user_id, a.application_type, a.campaign_code, a.interest_rate_bp_per_year,
    coalesce(a.approved_amount_sen, (a.form ->> 'amountSen')::bigint) as amount_sen,
    coalesce(a.approved_tenure_months, (a.form ->> 'tenureMonths')::integer) as tenure_months,
    coalesce((select max(e.at) from application_events e
              where e.application_id = a.id and e.kind = 'status' and e.to_value = 'APPROVED'), a.updated_at)
      as approved_at
  from applications a
  where a.status = 'APPROVED' and not exists (select 1 from agreements g where g.application_id = a.id)
),
numbered as (
  select approved.*, nextval('agreement_no_seq') as serial
  from (select * from approved where amount_sen > 0 and tenure_months > 0 order by approved_at, application_no)
    as approved
),
opened as (
  insert into agreements (id, agreement_no, application_id, application_no, user_id, variant, status, amount_sen,
    tenure_months, annual_rate_bp, campaign_code, processing_fee_discount_sen, opened_at, updated_at)
  select gen_random_uuid(),
    (case application_type when 'islamic' then 'SKF' else 'SKL' end) || '-'
      || to_char(approved_at at time zone 'Asia/Kuala_Lumpur', 'YYYY') || '-' || lpad(serial::text, 6, '0'),
    id, application_no, user_id, application_type, 'SUMMARY_PENDING', amount_sen, tenure_months,
    interest_rate_bp_per_year, campaign_code,
    coalesce((select c.processing_fee_discount_sen from product_codes c where c.code = numbered.campaign_code), 0),
    approved_at, approved_at
  from numbered
  returning id, opened_at
)
insert into agreement_events (agreement_id, event, from_status, to_status, actor_type, at)
select id, 'open', null, 'SUMMARY_PENDING', 'system', opened_at from opened;
