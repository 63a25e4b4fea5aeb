-- What an online payment order pays (decision 045): an instalment, or an early settlement whose amount the server
-- took from the quote for the business date.
alter table payment_orders add column purpose text not null default 'instalment'
  check (purpose in ('instalment', 'settlement'));
