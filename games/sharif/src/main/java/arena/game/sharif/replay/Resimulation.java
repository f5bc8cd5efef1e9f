package arena.game.sharif.replay;

import arena.game.sharif.rules.Game;
import java.util.function.Consumer;

/** Plays a recorded game again, step by step: the same seed and inputs give the same game. */
public final class Resimulation {

    private Resimulation() {
    }

    /** @param eachState called with the game at every state from 1 to the end */
    public static Game run(GameRecord record, Consumer<Game> eachState) {
        Game game = new Game(record.map(), record.seed());
        game.start(record.picks());
        eachState.accept(game);
        for (var step : record.commands()) {
            game.step(step);
            eachState.accept(game);
        }
        return game;
    }
}
