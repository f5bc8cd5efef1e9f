-- A player's head-to-head and breakdown tables (arena.platform.figures) read rating_changes: it already holds one row
-- per rated game and player, with the team and the place the game was rated by, written when the result is recorded
-- and deleted when an admin voids the game. These two indexes let both lookups read the index alone: the player's
-- games in a contest, then everyone else in each of those games. A player with 10,000 games is answered from them
-- (docs/benchmarks.md, "A player's figures").
create index rating_changes_player_games on rating_changes (contest_id, user_id, source_id) include (team, place)
    where cause = 'GAME';
create index rating_changes_game_players on rating_changes (source_id) include (user_id, team, place)
    where cause = 'GAME';
