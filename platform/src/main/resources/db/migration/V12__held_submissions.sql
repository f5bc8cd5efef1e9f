-- A submission whose compilation or acceptance game failed for infrastructure reasons is HELD, not rejected:
-- it waits for a retry (automatic at retry_at, or an admin's). retries counts the tries so far; the wait before
-- the next automatic one doubles with each.
alter table submissions add column retry_at timestamptz;
alter table submissions add column retries int not null default 0;
create index submissions_held on submissions (retry_at) where status = 'HELD';

-- The record an action counted by a rate limit created (a submission), so that it can stop counting:
-- a held submission never counts against the limit.
alter table rate_events add column ref_id bigint;
create index rate_events_ref on rate_events (action, ref_id) where ref_id is not null;
