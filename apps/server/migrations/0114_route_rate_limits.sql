-- The route limits of the HTTP layer (the rate-limit plugin's `config.rateLimit` on a route), counted in the database
-- so that every server process behind the load balancer counts the same requests (docs/decisions/054). One row per
-- route and client key (an address, as a SHA-256) with the hits of its current window; a request after the window's
-- end opens a new one.
create table route_rate_limits (
  route text not null,
  key_hash text not null check (key_hash ~ '^[0-9a-f]{64}$'),
  hits integer not null check (hits >= 1),
  window_ends_at timestamptz not null,
  primary key (route, key_hash)
);
-- Rows whose window is over say nothing any more; the housekeeping deletes them.
create index route_rate_limits_window_idx on route_rate_limits (window_ends_at);
