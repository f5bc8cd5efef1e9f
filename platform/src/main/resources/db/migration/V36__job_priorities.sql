-- The queue's order made explicit (arena.platform.job.JobPriority): a submission's compile and acceptance games 40,
-- round games 30, rated games 20, custom games, test games and solves 10. Before, custom games (5) went ahead of
-- round (2) and rated (1) games, and compiles (20) ahead of acceptance games (10).
update jobs set priority = case priority when 20 then 40 when 10 then 40 when 5 then 10 when 2 then 30 when 1 then 20
                                         else priority end;
-- counts leases: every N-th takes the oldest job of the lowest priority waiting, so that none starves
create sequence job_lease_turns;
create index jobs_queued_low_first on jobs (priority, id) where state = 'QUEUED';
