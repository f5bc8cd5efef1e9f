package arena.game.smartdog.replay;

import arena.game.smartdog.protocol.ClientLine;
import arena.game.smartdog.protocol.TurnCommands;
import arena.game.smartdog.rules.Game;
import java.util.ArrayList;
import java.util.List;

/** Plays a recorded game again from its map and inputs: the outcome depends on nothing else. */
public final class Resimulation {

    private Resimulation() {
    }

    /** The frames the recorded inputs produce: the initial state and the state after each recorded turn. */
    public static List<Frame> frames(GameRecord record) {
        Game game = new Game(record.layout(), record.rules());
        List<Frame> frames = new ArrayList<>();
        frames.add(Frame.of(game));
        for (List<Input> turn : record.inputs()) {
            game.beginTurn();
            for (Input input : turn) {
                TurnCommands.apply(game, input.player(), ClientLine.parse(input.line()));
            }
            game.endTurn();
            frames.add(Frame.of(game));
        }
        return frames;
    }
}
