-- The Idempotency-Key of every call that moves money (docs/decisions/035): the first request under a key runs, a
-- repeat with the same body answers what it answered, another body under the key is refused, and a repeat while the
-- first is still running is told so. Keys are kept at least 24 hours, then purged by the housekeeping.
create table idempotency_keys (
  -- Whose key: the customer (or officer) who sent it, so that two callers' keys never meet.
  owner text not null,
  key text not null,
  -- The call it was sent to ('POST /sinar/product/api/v1.0/razer') and the SHA-256 of its parameters and body.
  route text not null,
  fingerprint text not null check (fingerprint ~ '^[0-9a-f]{64}$'),
  state text not null check (state in ('inFlight', 'done')),
  status_code integer,
  response jsonb,
  created_at timestamptz not null,
  completed_at timestamptz,
  primary key (owner, key),
  check ((state = 'done') = (status_code is not null))
);
create index idempotency_keys_created on idempotency_keys (created_at);
