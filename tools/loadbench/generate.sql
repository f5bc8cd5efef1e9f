-- Fills an Arena database (already migrated by the site's Flyway migrations, its contests created by a first
-- start) with a contest's worth of history for the load benchmark (docs/benchmarks.md, "Pages under load"):
-- users, their submissions (some rejected), entrants, finished rated games with seats and places, a share of
-- crashed seats with their evidence, the jobs that played them, every rating change and the ratings.
--
-- Set-based (generate_series, one INSERT ... SELECT per table), so a million games take minutes, not hours.
-- Sizes come from settings, so the same script runs at a tiny scale in GeneratorScriptIT:
--   loadbench.users  (default 10000)   loadbench.games (default 1000000)
--   loadbench.crash_percent (of seats, default 2)   loadbench.seed (default 0.42, setseed's argument)
-- With psql: PGOPTIONS='-c loadbench.users=10000 -c loadbench.games=1000000' psql -f generate.sql
-- (tools/loadbench/generate.sh does that). Usernames are load00001.. and must not exist yet: the script adds,
-- it never deletes. The generated accounts cannot log in (their password hash matches no password).
-- No dollar quoting and no psql meta-commands, so a JDBC statement can run the file as it is.

set synchronous_commit = off;
set work_mem = '64MB';
select setseed(coalesce(nullif(current_setting('loadbench.seed', true), ''), '0.42')::float8);

create temp table g_settings as
select coalesce(nullif(current_setting('loadbench.users', true), ''), '10000')::int as users,
       coalesce(nullif(current_setting('loadbench.games', true), ''), '1000000')::int as games,
       coalesce(nullif(current_setting('loadbench.crash_percent', true), ''), '2')::float8 / 100 as crash_share,
       date_trunc('minute', now()) as now;

-- The rated contests of the five games (racetrack is played alone), with their four-seat formats and how
-- large a share of the games each gets.
create temp table g_contests as
select c.id, c.game, f.format, f.share, f.team_game, row_number() over (order by c.id) - 1 as ordinal
from contests c
join (values ('bomber', '4p', 0.4, false), ('smartdog', 'quartet', 0.2, false), ('troopers', '4x3', 0.2, false),
             ('sharif', '2v2', 0.2, true)) f (game, format, share, team_game)
    on f.game = c.game and c.slug = c.game;

-- The games each contest gets: a contiguous block of game numbers, by its share.
create temp table g_blocks as
select id as contest_id, format, team_game,
       floor(coalesce(sum(share) over (order by id rows between unbounded preceding and 1 preceding), 0)
             / sum(share) over () * (select games from g_settings))::bigint as first_game,
       floor(sum(share) over (order by id) / sum(share) over () * (select games from g_settings))::bigint as end_game
from g_contests;

insert into blobs (kind, size, sha256, data)
values ('source', 0, 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', ''::bytea);

-- Users
create temp table g_users as
select n, 'load' || lpad(n::text, 5, '0') as username,
       (array['java', 'python', 'cpp', 'javascript'])[1 + n % 4] as language
from generate_series(1, (select users from g_settings)) n;

insert into users (username, password_hash, role, enabled, created_at)
select username, '!generated:no-password', 'CONTESTANT', true, (select now from g_settings) - interval '90 days'
from g_users order by n;

alter table g_users add column user_id bigint;
update g_users g set user_id = u.id from users u where lower(u.username) = g.username;
create index on g_users (n);

-- Submissions: three per player and contest, 90, 60 and 30 days ago; a fifth of the first ones were rejected
-- (a compile error or failed acceptance games), the others accepted. The newest is the player's main strategy.
create temp table g_submissions as
select c.id as contest_id, u.user_id, u.language, k,
       case when k = 1 and (u.n + c.ordinal) % 5 = 0 then 'REJECTED' else 'ACCEPTED' end as status,
       (select now from g_settings) - (120 - 30 * k) * interval '1 day' + (u.n % 1440) * interval '1 minute' as created_at
from g_users u cross join g_contests c cross join generate_series(1, 3) k;

insert into submissions (contest_id, user_id, language, source_name, source_blob_id, entry, status, reason_code,
                         reason_message, compile_log, created_at, updated_at, accepted_at)
select s.contest_id, s.user_id, s.language, 'strategy.zip', (select max(id) from blobs where kind = 'source'), 'main',
       s.status,
       case when s.status = 'REJECTED' then (array['COMPILE_ERROR', 'ACCEPTANCE_FAILED'])[1 + s.user_id % 2] end,
       case when s.status = 'REJECTED' then 'generated: the strategy did not build or failed its acceptance games' end,
       case when s.status = 'REJECTED' then 'strategy.x:12: error: generated compile log' end,
       s.created_at, s.created_at + interval '2 minutes',
       case when s.status = 'ACCEPTED' then s.created_at + interval '2 minutes' end
from g_submissions s order by s.created_at, s.contest_id, s.user_id;

create temp table g_mains as
select sub.contest_id, sub.user_id, max(sub.id) as submission_id, max(sub.created_at) as submitted_at
from submissions sub join g_users u on u.user_id = sub.user_id
where sub.status = 'ACCEPTED'
group by sub.contest_id, sub.user_id;
create index on g_mains (contest_id, user_id);

insert into entrants (contest_id, user_id, main_submission_id)
select contest_id, user_id, submission_id from g_mains;

insert into jobs (kind, ref_id, state, attempts, max_attempts, leased_by, created_at, updated_at, finished_at, leased_at)
select 'COMPILE', sub.id, 'DONE', 1, 3, 'loadbench-worker-' || (1 + sub.id % 4), sub.created_at, sub.updated_at,
       sub.updated_at, sub.created_at
from submissions sub join g_users u on u.user_id = sub.user_id order by sub.id;

-- Games: numbered 0.., ids continue the table's own; finished one after another over the last 60 days.
create temp table g_base as
select coalesce((select max(id) from matches), 0) as match_base;

create temp table g_games as
select g as game, b.contest_id, b.format, b.team_game, (select match_base from g_base) + g + 1 as match_id,
       (select now from g_settings) - interval '60 days' * (1 - g::float8 / (select games from g_settings)) as finished_at,
       -- four distinct players: a random first one, then steps of the same random stride below a quarter
       floor(random() * (select users from g_settings))::int as first_player,
       1 + floor(random() * greatest(1, (select users from g_settings) / 4 - 1))::int as stride
from generate_series(0, (select games from g_settings) - 1) g
join g_blocks b on g >= b.first_game and g < b.end_game;

insert into matches (id, contest_id, kind, format, seed, options, status, turns, wall_millis, created_at, finished_at)
select match_id, contest_id, 'RATED', format, (match_id * 2654435761) % 2147483647, '{}', 'FINISHED',
       200 + match_id % 300, 20000 + match_id % 40000, finished_at - interval '1 minute', finished_at
from g_games order by match_id;
select setval('matches_id_seq', (select max(id) from matches));

insert into jobs (kind, ref_id, state, attempts, max_attempts, leased_by, created_at, updated_at, finished_at, leased_at)
select 'MATCH', match_id, 'DONE', 1, 3, 'loadbench-worker-' || (1 + match_id % 4), finished_at - interval '1 minute',
       finished_at, finished_at, finished_at - interval '1 minute'
from g_games order by match_id;

-- Seats: places are a rotation by the game's number (a team game: the winning team shares place 1);
-- a crashed seat (crash_percent of them) has its reason, turn, message, exit and log, and counts as one crash in
-- the crash list (crash_copies 1: the four seats are four players' strategies, never copies of one; see V28).
create temp table g_seats as
select gm.match_id, gm.contest_id, gm.finished_at, s as seat, u.user_id, u.username, m.submission_id,
       case when gm.team_game then s % 2 else s end as team,
       case when gm.team_game then 1 + ((s + gm.game) % 2)::int else 1 + ((s + gm.game) % 4)::int end as place,
       random() < (select crash_share from g_settings) as crashed, random() as dice
from g_games gm
cross join generate_series(0, 3) s
join g_users u on u.n = 1 + (gm.first_player + s * gm.stride) % (select users from g_settings)
join g_mains m on m.contest_id = gm.contest_id and m.user_id = u.user_id;

insert into match_seats (match_id, seat, submission_id, user_id, name, place, team, score_num, score_den, score_display,
                         status, verdict, verdict_turn, verdict_message, log, last_input, cpu_millis, peak_memory_mb,
                         exit_code, exit_signal, crash_copies)
select match_id, seat, submission_id, user_id, username, place, team, 5 - place, 1, (5 - place)::text,
       case when crashed then 'crashed' else 'finished' end,
       case when crashed then (array['TIME_LIMIT', 'RUNTIME_ERROR', 'MEMORY_LIMIT', 'PROTOCOL_ERROR',
                                     'INVALID_ACTION'])[1 + floor(dice * 5)::int] else 'OK' end,
       case when crashed then 1 + floor(dice * 200)::int end,
       case when crashed then 'generated crash of seat ' || seat end,
       case when crashed then 'Traceback (most recent call last):' || chr(10) || '  generated stderr tail' end,
       case when crashed then 'turn ' || (1 + floor(dice * 200)::int) || chr(10) || 'generated last input' end,
       1000 + floor(dice * 9000)::bigint, 20 + floor(dice * 200)::bigint,
       case when crashed and dice >= 0.2 and dice < 0.4 then 1 end,
       case when crashed and dice >= 0.4 and dice < 0.6 then 'SIGKILL' end,
       case when crashed then 1 end
from g_seats order by match_id, seat;

-- Rating changes: each seat's rating moves by a bounded random step from 1200, in game order per player.
create temp table g_changes as
select s.*, d.delta,
       1200 + sum(d.delta) over w - d.delta as before,
       1200 + sum(d.delta) over w as after,
       row_number() over w as games_after
from g_seats s
cross join lateral (select round(((case when s.place = 1 then 8 else -4 end) + (s.dice - 0.5) * 16)::numeric, 1)::float8
                    as delta) d
window w as (partition by s.contest_id, s.user_id order by s.match_id rows between unbounded preceding and current row);
create index on g_changes (match_id);

insert into rating_changes (contest_id, user_id, cause, source_id, team, place, rating_before, deviation_before,
                            games_before, rating_after, deviation_after, games_after, shown_before, shown_after,
                            expected, actual, delta, opponents, created_at)
select c.contest_id, c.user_id, 'GAME', c.match_id, c.team, c.place, c.before, 50, c.games_after - 1, c.after, 50,
       c.games_after, c.before, c.after, 0.5, case when c.place = 1 then 1 else 0 end, c.delta,
       (select jsonb_agg(jsonb_build_object('userId', o.user_id, 'place', o.place, 'rating', o.before,
                                            'shown', o.before, 'expected', 0.5,
                                            'actual', case when c.place < o.place then 1 when c.place = o.place then 0.5
                                                           else 0 end) order by o.seat)
        from g_changes o where o.match_id = c.match_id and o.seat <> c.seat),
       c.finished_at
from g_changes c order by c.match_id, c.seat;

insert into ratings (contest_id, user_id, rating, deviation, games, shown, last_submission_at, last_game_at)
select m.contest_id, m.user_id, coalesce(last.after, 1200), 50, coalesce(last.games_after, 0),
       coalesce(last.after, 1200), m.submitted_at, last.finished_at
from g_mains m
left join (select distinct on (contest_id, user_id) contest_id, user_id, after, games_after, finished_at
           from g_changes order by contest_id, user_id, match_id desc) last
    on last.contest_id = m.contest_id and last.user_id = m.user_id;

insert into workers (id, last_seen_at, jobs_done, slots, sandbox)
select 'loadbench-worker-' || w, (select now from g_settings), 0, 2, 'docker'
from generate_series(1, 4) w
on conflict (id) do nothing;

analyze;
