-- Money stuck in between (docs/decisions/052): a direct-debit deduction the bank has not settled three working days
-- after it was sent, and a payment order the gateway still holds as pending after its last requery. Each is marked
-- once, when it is found, and stays on the back office's list until a servicing officer resolves it with a note.

alter table direct_debit_attempts
  add column attention_since timestamptz,
  add column attention_resolved_at timestamptz,
  add column attention_resolved_by uuid,
  add column attention_resolved_by_name text,
  add column attention_note text,
  add constraint direct_debit_attempts_attention_resolved check (
    attention_resolved_at is null
    or (attention_since is not null and attention_resolved_by is not null and attention_note is not null)
  );
create index direct_debit_attempts_attention on direct_debit_attempts (attention_since)
  where attention_since is not null and attention_resolved_at is null;

alter table payment_orders
  add column attention_since timestamptz,
  add column attention_resolved_at timestamptz,
  add column attention_resolved_by uuid,
  add column attention_resolved_by_name text,
  add column attention_note text,
  add constraint payment_orders_attention_resolved check (
    attention_resolved_at is null
    or (attention_since is not null and attention_resolved_by is not null and attention_note is not null)
  );
create index payment_orders_attention on payment_orders (attention_since)
  where attention_since is not null and attention_resolved_at is null;
