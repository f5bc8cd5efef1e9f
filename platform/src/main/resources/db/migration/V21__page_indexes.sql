-- A player's page lists their voided rated games: voided games are few, but without this index the lookup read
-- every rated game of the contest (matches_contest_kind) to find them, a quarter of a million in the load
-- benchmark (docs/benchmarks.md, "Pages under load").
create index matches_voided on matches (contest_id, id) where status = 'VOID';

-- The standings leave out disabled (banned) accounts: a lookup in this small set lets a page, the player count
-- and a player's rank read the standings index alone instead of joining every player with their account.
create index users_disabled on users (id) where not enabled;
