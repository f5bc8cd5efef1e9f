/**
 * Troopers' replay, written as the game is played ({@code ReplayRecorder}): the map, the start position, then every
 * turn and every action with what it changed.
 */
package arena.game.troopers.replay;
