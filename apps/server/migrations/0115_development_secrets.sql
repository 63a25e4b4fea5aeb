-- Outside production, a server started without AUTH_TOKEN_SECRET makes one. It is kept here, made by the first
-- process and read by every other on the same database and at every restart, so that a token signed by one process
-- is honoured by the others (docs/decisions/054). Production must set AUTH_TOKEN_SECRET and never writes this table.
create table development_secrets (
  name text primary key check (name in ('auth-token-secret')),
  secret text not null check (length(secret) >= 32),
  created_at timestamptz not null
);
