-- A comparison's game the infrastructure voided is played again, the same game (seed, map, seat, opponents): how
-- often this pair's games were, to bound the replays (arena.platform.comparison.Comparisons).
alter table comparison_pairs add column replays int not null default 0;

-- The engine build that played a game, from its replay's header ("engine"), kept with the result so the match page
-- and GET /api/matches/{id} show it without opening the replay; null for games played before (they do not say).
alter table matches add column engine_version varchar(64);
