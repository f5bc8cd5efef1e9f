package arena.game.troopers.replay;

import arena.game.api.GameEngine;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.Reproduced;
import arena.game.api.Reproduction;
import arena.game.api.SeatHub;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A troopers replay played again: the engine plays a game with the recorded seed, format, map, length and names
 * (so the same {@code TroopersMatch} and rules), whose seats are {@link ReplaySeat}s answering what the recorded
 * strategies answered. The new replay is then compared with the recorded one state by state: the start, every
 * event (a trooper's turn, an action and what it changed, a crash) and the end (results and the bytes each
 * player was sent). What depends on time alone is left out: an answer's milliseconds and a crash's verdict.
 */
public final class Reproducing implements Reproduction {

    /** Nothing a replayed seat does takes time: no limit should ever be reached, even on a loaded machine. */
    private static final Duration NO_HURRY = Duration.ofHours(1);

    private final GameEngine engine;
    private final String movesOption;
    private final Limits limits;

    /**
     * @param engine      troopers' engine, which plays the game again; its limits get times no answer reaches
     * @param movesOption the name of its option for the game's length, which the replay records
     */
    public Reproducing(GameEngine engine, String movesOption) {
        this.engine = engine;
        this.movesOption = movesOption;
        this.limits = engine.info().limits().withTimes(NO_HURRY, NO_HURRY, Duration.ZERO);
    }

    @Override
    public Reproduced check(byte[] replay) {
        JsonNode recorded = read(replay);
        JsonNode again = ReplayWriter.read(playAgain(recorded).replay());
        List<JsonNode> before = states(recorded);
        List<JsonNode> now = states(again);
        List<Integer> turnsBefore = turns(before);
        List<Integer> turnsNow = turns(now);
        return Reproduced.compare(recorded.path("movesPlayed").asInt(), ReplayWriter.tree(before), now,
                index -> index < turnsBefore.size() ? turnsBefore.get(index) : turnsNow.get(index));
    }

    /** The player at {@code seat} is player {@code seat + 1}; the engine's launch says how the strategy connects. */
    @Override
    public Reproduced feed(byte[] replay, int seat, List<String> command, Path dir, Duration move, PrintStream out)
            throws IOException, InterruptedException {
        JsonNode recorded = read(replay);
        int seats = recorded.path("players").size();
        if (seat < 0 || seat >= seats) {
            throw new IllegalArgumentException("the game has seats 1 to " + seats);
        }
        Limits local = engine.info().limits().withTimes(move, move, Duration.ZERO);
        return new SeatFeed(out, local, engine.info().launch()).feed(recorded, seat + 1L, command, dir);
    }

    private Outcome playAgain(JsonNode recorded) {
        String format = recorded.path("format").asString("");
        List<String> names = new ArrayList<>();
        recorded.path("players").forEach(p -> names.add(p.path("name").asString("")));
        MatchSetup setup = new MatchSetup(format, recorded.path("map").path("id").asString(null),
                Long.parseLong(recorded.path("seed").asString("0")), names, limits,
                Map.of(movesOption, Integer.toString(recorded.path("moveCount").asInt())));
        RecordedAnswers answers = new RecordedAnswers(recorded);
        SeatHub hub = new SeatHub(setup);
        for (int i = 0; i < names.size(); i++) {
            hub.add(new ReplaySeat(i, names.get(i), hub, answers));
        }
        try {
            return engine.play(hub);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the game was played again", e);
        }
    }

    private static JsonNode read(byte[] replay) {
        JsonNode recorded = ReplayWriter.readReplay("troopers", replay);
        if (recorded.path("oversized").asBoolean(false)) {
            throw new IllegalArgumentException("the replay of this game was over the size cap and was not kept, so its "
                    + "inputs are gone");
        }
        return recorded;
    }

    /** The start (the document without its events and end), every event, then the end. */
    static List<JsonNode> states(JsonNode replay) {
        List<JsonNode> states = new ArrayList<>();
        ObjectNode start = (ObjectNode) replay.deepCopy();
        start.remove(List.of("events", "movesPlayed", "results", "streams", ReplayWriter.ENGINE));
        states.add(start);
        for (JsonNode event : replay.path("events")) {
            ObjectNode state = (ObjectNode) event.deepCopy();
            // how long an answer took, and how a crash was worded (in English and as a phrase): time, not the inputs
            state.remove(List.of("ms", "verdict", "verdictPhrase"));
            states.add(state);
        }
        ObjectNode end = ((ObjectNode) replay.deepCopy()).retain("movesPlayed", "results", "streams");
        states.add(end);
        return states;
    }

    /** The viewer's turn of each state: the move it belongs to (0 for the start). */
    private static List<Integer> turns(List<JsonNode> states) {
        List<Integer> turns = new ArrayList<>();
        int move = 0;
        for (JsonNode state : states) {
            move = state.has("turn") ? state.path("move").asInt() : move;
            turns.add(move);
        }
        return turns;
    }
}
