package arena.game.smartdog.replay;

import arena.game.smartdog.rules.Layout;
import arena.game.smartdog.rules.SmartDogRules;
import java.util.List;

/**
 * Everything about one played game: its setup, every player's inputs turn by turn, the state after each
 * turn, and how it ended.
 *
 * @param inputs  per turn (index 0 is turn 1) the processed lines in arrival order
 * @param frames  the initial state and the state after each turn played
 * @param aborted a strategy timed out, disconnected or crashed: the game ended after that turn without a
 *                winner (§9.8)
 * @param winner  the winner's number, 0 for none
 * @param sheepInPen per player (index 0 is player 1) the sheep on his pens at the end: C of the score
 */
public record GameRecord(String map, long seed, SmartDogRules rules, Layout layout, List<PlayerEntry> players,
        List<List<Input>> inputs, List<Frame> frames, boolean aborted, int winner, List<Integer> sheepInPen) {

    public GameRecord {
        players = List.copyOf(players);
        inputs = inputs.stream().map(List::copyOf).toList();
        frames = List.copyOf(frames);
        sheepInPen = List.copyOf(sheepInPen);
    }

    public Frame last() {
        return frames.get(frames.size() - 1);
    }

    public int turnsPlayed() {
        return last().turn();
    }
}
