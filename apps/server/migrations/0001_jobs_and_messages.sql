-- Durable background work: any API process may claim a due job (FOR UPDATE SKIP LOCKED), so the service can run
-- as several processes behind a load balancer.
create table jobs (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null default '{}'::jsonb,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  run_at timestamptz not null default now(),
  attempts integer not null default 0,
  max_attempts integer not null default 8 check (max_attempts > 0),
  last_error text,
  locked_at timestamptz,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index jobs_due_idx on jobs (run_at, id) where status = 'queued';
create index jobs_running_idx on jobs (locked_at) where status = 'running';

-- Every email the product sends, whatever the provider, with its delivery state.
create table outbound_emails (
  id uuid primary key default gen_random_uuid(),
  purpose text not null,
  recipient text not null,
  reply_to text,
  subject text not null,
  body_text text not null,
  status text not null default 'queued' check (status in ('queued', 'sent', 'delivered', 'failed', 'bounced')),
  provider text,
  provider_message_id text,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  status_changed_at timestamptz not null default now()
);
create unique index outbound_emails_provider_message_idx on outbound_emails (provider, provider_message_id);

-- The mailbox of the sandbox providers: what they accepted and what became of it. Read by the developer inbox.
create table sandbox_messages (
  id uuid primary key default gen_random_uuid(),
  channel text not null check (channel in ('email', 'sms')),
  sender text not null,
  recipient text not null,
  reply_to text,
  subject text,
  body_text text not null,
  status text not null default 'accepted' check (status in ('accepted', 'delivered', 'bounced')),
  created_at timestamptz not null default now(),
  delivered_at timestamptz
);
create index sandbox_messages_created_idx on sandbox_messages (created_at desc);

-- Messages sent through the contact-us form.
create table contact_messages (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique,
  email text not null,
  comments text not null,
  language text not null check (language in ('en', 'ms')),
  created_at timestamptz not null default now()
);
