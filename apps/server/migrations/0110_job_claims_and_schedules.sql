-- Which worker holds a running job: a worker finishes, fails or hands back only the claim it holds, so a job taken
-- back after a clean stop or a crash is never finished twice (docs/decisions/053).
alter table jobs add column locked_by text;

-- One row per schedule and slot: the process whose insert wins enqueues the slot's job, however many processes tick.
create table job_schedule_slots (
  schedule text not null,
  slot_at timestamptz not null,
  job_id bigint,
  created_at timestamptz not null default now(),
  primary key (schedule, slot_at)
);

-- The back office's list of failed jobs, newest first.
create index jobs_failed_idx on jobs (finished_at desc, id desc) where status = 'failed';
