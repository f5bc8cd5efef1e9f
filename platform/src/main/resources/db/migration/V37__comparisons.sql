-- A/B comparisons of two of a contestant's own strategies (arena.platform.comparison): paired unrated games, each
-- pair the same seed, map, seat and opponents once with A and once with B.
create table comparisons (
    id            bigserial primary key,
    contest_id    bigint      not null references contests (id) on delete cascade,
    user_id       bigint      not null references users (id) on delete cascade,
    a_id          bigint      not null references submissions (id) on delete cascade,
    b_id          bigint      not null references submissions (id) on delete cascade,
    -- LADDER or BOTS
    opponents     varchar(8)  not null,
    format        varchar(32) not null,
    -- PLACE (lower is better) or SCORE (higher is better): what the game's standings rank by
    measure       varchar(8)  not null,
    pairs         int         not null,
    -- RUNNING, STOPPED (the interval excluded zero at a look) or FINISHED (every pair played)
    status        varchar(8)  not null,
    -- the looks done so far, and the pairs counted when it stopped or finished (later pairs are listed, not counted)
    looks_done    int         not null default 0,
    decided_pairs int,
    created_at    timestamptz not null default now(),
    finished_at   timestamptz
);
-- one running comparison per user and contest: the rate limit, held by the database
create unique index comparisons_one_running on comparisons (contest_id, user_id) where status = 'RUNNING';
create index comparisons_of_user on comparisons (user_id, id);

create table comparison_pairs (
    comparison_id bigint           not null references comparisons (id) on delete cascade,
    pair          int              not null,
    seat          int              not null,
    a_match_id    bigint           references matches (id) on delete set null,
    b_match_id    bigint           references matches (id) on delete set null,
    a_value       double precision,
    b_value       double precision,
    -- PENDING, DONE, VOID (a game of the pair was void: not counted) or CANCELLED (withdrawn when it stopped)
    state         varchar(9)       not null default 'PENDING',
    -- the order in which pairs were completed: the looks count pairs in this order
    done_order    int,
    primary key (comparison_id, pair)
);
create index comparison_pairs_a_match on comparison_pairs (a_match_id);
create index comparison_pairs_b_match on comparison_pairs (b_match_id);

-- the most games one comparison may ask for in this contest; null: the site's arena.comparison.max-games
alter table contest_sandboxes add column comparison_games int;
