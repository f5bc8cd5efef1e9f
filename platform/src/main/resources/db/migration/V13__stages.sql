-- Stages (rounds) of a contest: how they are played and who enters, their parts (each a snapshot of the entrants'
-- strategies and the seed that reproduces the plan), the games played (matches of kind ROUND) and their points.

create table stages (
    id              bigserial primary key,
    contest_id      bigint       not null references contests (id),
    name            varchar(64)  not null,
    -- WAVES, ALL_PAIRS or ONE_GAME_PER_MAP (arena.platform.stage.StageKind)
    kind            varchar(20)  not null,
    format          varchar(32)  not null,
    waves           int          not null default 0,
    repeats         int          not null default 0,
    -- map ids, comma-separated, in the organizer's order
    maps            varchar(500) not null,
    -- points by place, comma-separated (Formula-1 style), and SPLIT or DENSE for ties
    points          varchar(200) not null,
    tie_policy      varchar(8)   not null,
    filler_bot      varchar(32),
    match_options   text         not null default '{}',
    -- entrants: the top_n of the sandbox, or of source_stage plus the sandbox_best best non-qualifiers through it
    source_stage_id bigint references stages (id),
    top_n           int          not null,
    sandbox_best    int          not null default 0,
    parts           int          not null default 1,
    published_at    timestamptz,
    created_at      timestamptz  not null default now()
);
create index stages_contest on stages (contest_id, id);

-- A started part: the plan is StagePlanner's pure function of the stage, the entrants and the seed.
create table stage_parts (
    id          bigserial primary key,
    stage_id    bigint      not null references stages (id),
    part        int         not null,
    seed        bigint      not null,
    -- the wave being played (0-based)
    wave        int         not null default 0,
    started_at  timestamptz not null,
    finished_at timestamptz,
    unique (stage_id, part)
);

-- Who plays a part, with which strategy: the last accepted non-test submission before the part started.
create table stage_entrants (
    part_id       bigint      not null references stage_parts (id),
    user_id       bigint      not null references users (id),
    submission_id bigint      not null references submissions (id),
    submitted_at  timestamptz not null,
    primary key (part_id, user_id)
);

-- The matches of a part by wave; replays counts how often the infrastructure voided it and it was played again.
create table round_games (
    match_id bigint primary key references matches (id),
    part_id  bigint not null references stage_parts (id),
    wave     int    not null,
    replays  int    not null default 0
);
create index round_games_part_wave on round_games (part_id, wave);

-- The stage points a finished game gave each entrant in it (fillers get none).
create table round_points (
    match_id bigint not null references round_games (match_id),
    user_id  bigint not null references users (id),
    points   int    not null,
    primary key (match_id, user_id)
);

