-- The crash list's grouping, stored when a game's result is written (MatchService.completed, CrashCopies): the
-- seats of one submission that failed with one verdict in one game (an acceptance game plays a strategy against
-- copies of itself, and one crash fails them all) are one crash. Its first seat (lowest id) holds their number,
-- the other copies 0; a failed built-in bot's seat is a crash of its own (1); a seat that did not fail, null.
-- The list used to work this out per row at read time, which made deep pages scan every failed seat.
alter table match_seats add column crash_copies int;

-- The games played before: the same rule in SQL (CrashCopiesMigrationIT checks it against CrashCopies).
update match_seats s set crash_copies = g.copies
from (select id,
             case when submission_id is null then 1
                  when row_number() over (partition by match_id, submission_id, verdict order by id) = 1
                      then count(*) over (partition by match_id, submission_id, verdict)::int
                  else 0 end as copies
      from match_seats
      where verdict <> 'OK') g
where s.id = g.id;

-- The crash list, its chart and the dashboard read the crashes (first seats) only. The index keeps what the chart
-- reads (V22: reason, submission for the language, player for the filter) so that a span's chart stays index-only.
drop index match_seats_failed;
create index match_seats_crashes on match_seats (match_id) include (verdict, submission_id, user_id, crash_copies)
    where crash_copies > 0;
