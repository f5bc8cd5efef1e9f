-- Contests organizers create: who owns one, when its sandbox is open, which languages it takes, and its own rate
-- limits. Null everywhere is the site's default, so the one contest per game (no owner) stays as it was.
alter table contests
    add column owner_id                  bigint references users (id),
    add column sandbox_opens_at          timestamptz,
    add column sandbox_closes_at         timestamptz,
    -- language ids, comma-separated; null: every language of the site
    add column languages                 varchar(200),
    add column submission_limit          int,
    add column submission_window_seconds int,
    add column custom_limit              int,
    add column custom_window_seconds     int;
