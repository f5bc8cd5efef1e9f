-- An organizer's own maps for their contest (racetrack's secret contest tracks, bomber maps): checked by the game on
-- upload, played by the stages that choose them, and secret until a stage that uses one is published.
create table contest_maps (
    id          bigserial primary key,
    contest_id  bigint      not null references contests (id),
    -- the id stages and matches name it by; never one of the game's own map ids
    map_id      varchar(32) not null,
    name        varchar(64) not null,
    seats       int         not null,
    -- the file as uploaded (what the game plays) and what the game shows its strategies (shown once revealed)
    text        text        not null,
    public_data text        not null,
    uploaded_by bigint      not null references users (id),
    created_at  timestamptz not null default now(),
    unique (contest_id, map_id)
);

-- A contest's own time limits per strategy, within its game's: null keeps the site's limits for the game.
alter table contests
    add column startup_millis int,
    add column move_millis    int;
