-- How a strategy's process ended, as the sandbox saw it: the crash page shows it as evidence. Both stay
-- empty for a seat whose process was stopped by the engine (or a built-in bot).
alter table match_seats
    add column exit_code   int,
    add column exit_signal varchar(16);

-- A running game's progress, from its worker's heartbeats: "turn t of N" on its pages.
alter table matches
    add column progress_turn  int,
    add column progress_turns int;

-- When a job was last leased: its wait (from not_before) gives the queue page's p50 and p95 per kind.
alter table jobs add column leased_at timestamptz;

-- How a worker's sandbox runs strategies (its own description), as it says when it asks for work.
alter table workers add column sandbox varchar(300);

-- The crash list reads failed seats and rejected submissions newest first.
create index match_seats_failed on match_seats (match_id) where verdict <> 'OK';
create index matches_finished on matches (finished_at);
create index submissions_rejected on submissions (updated_at) where status = 'REJECTED';
create index jobs_finished on jobs (kind, finished_at) where state = 'DONE';
