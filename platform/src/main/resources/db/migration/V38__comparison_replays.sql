-- A comparison's game the infrastructure voided is played again, the same game (seed, map, seat, opponents): how
-- often this pair's games were, to bound the replays (arena.platform.comparison.Comparisons).
alter table comparison_pairs add column replays int not null default 0;
