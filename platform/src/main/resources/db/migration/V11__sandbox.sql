-- The rated sandbox of a contest: its settings and pace, every player's rating state, and every rating change
-- with the event behind it, so a game can be voided and the ratings after it recomputed exactly.

-- One row per contest whose sandbox an organizer has set; a contest without one uses the defaults.
create table contest_sandboxes (
    contest_id            bigint primary key references contests (id),
    -- rated games per active player per hour; null: the site's arena.sandbox.games-per-player-hour
    games_per_player_hour double precision,
    -- the format ids the sandbox plays, comma-separated; null: every format of the game with several seats
    formats               varchar(200),
    -- match options of every sandbox game (JSON object), within the game's bounds: a shorter game, say
    match_options         text        not null default '{}',
    frozen                boolean     not null default false,
    -- the scheduler's pace: when the last game it created was due (see rating/SandboxPace)
    paced_until           timestamptz,
    updated_at            timestamptz not null default now()
);

-- A player's current rating state in a contest, from their first accepted (non-test) submission on.
-- rating and deviation are the ledger's exact doubles; shown is what standings order by.
create table ratings (
    contest_id         bigint           not null references contests (id),
    user_id            bigint           not null references users (id),
    rating             double precision not null,
    deviation          double precision not null,
    games              int              not null,
    shown              double precision not null,
    -- the newest accepted non-test submission: ties in the standings go to the earlier one
    last_submission_at timestamptz      not null,
    -- when the scheduler last put the player in a game: the longest idle anchors the next one
    last_game_at       timestamptz,
    primary key (contest_id, user_id)
);
create index ratings_standings on ratings (contest_id, shown desc, last_submission_at, user_id);

-- Every change of a rating, in event order (id within a contest): one per seat of a rated game, one per
-- inertia reset. before/after are exact states; the rest says why (places, expected and actual results).
create table rating_changes (
    id               bigserial primary key,
    contest_id       bigint           not null references contests (id),
    user_id          bigint           not null references users (id),
    cause            varchar(8)       not null,
    -- the match of a GAME, the submission of a RESET
    source_id        bigint           not null,
    team             int              not null,
    place            int              not null,
    rating_before    double precision not null,
    deviation_before double precision not null,
    games_before     int              not null,
    rating_after     double precision not null,
    deviation_after  double precision not null,
    games_after      int              not null,
    shown_before     double precision not null,
    shown_after      double precision not null,
    expected         double precision not null,
    actual           double precision not null,
    delta            double precision not null,
    -- [{"userId":..,"place":..,"rating":..,"shown":..,"expected":..,"actual":..}], for the pages
    opponents        jsonb            not null default '[]',
    created_at       timestamptz      not null default now()
);
create index rating_changes_contest on rating_changes (contest_id, id);
create index rating_changes_user on rating_changes (contest_id, user_id, id);
create index rating_changes_source on rating_changes (cause, source_id);

-- A test submission is never rated, never main, invisible to others; reset_inertia asks for an inertia reset
-- when the submission is accepted.
alter table submissions add column test boolean not null default false;
alter table submissions add column reset_inertia boolean not null default false;

-- How many jobs a worker runs at once: the scheduler queues rated games for the slots of live workers.
alter table workers add column slots int not null default 1;

-- The scheduler's questions every few seconds: rated games waiting or running, per contest.
create index matches_open_rated on matches (contest_id) where kind = 'RATED' and status in ('QUEUED', 'RUNNING');
