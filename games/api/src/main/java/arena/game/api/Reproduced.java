package arena.game.api;

import java.util.List;
import java.util.Objects;
import java.util.function.IntFunction;
import tools.jackson.databind.JsonNode;

/**
 * What playing a replay again gave ({@link Reproduction#check}).
 *
 * @param turns     the turns the recorded game has
 * @param differsAt the first turn whose state differs, or {@code null} when every state is the same
 * @param detail    what differs there, in a few words; empty when nothing does
 */
public record Reproduced(int turns, Integer differsAt, String detail) {

    public Reproduced {
        Objects.requireNonNull(detail);
    }

    public static Reproduced identical(int turns) {
        return new Reproduced(turns, null, "");
    }

    public boolean identical() {
        return differsAt == null;
    }

    /**
     * Compares the states of the replay, as its JSON has them, with the states played again, written as the
     * replay writes them (records, lists and maps): the first index where they differ decides, and a game that
     * ends sooner or later than the recorded one differs at the first state one of them lacks.
     *
     * @param turnOf the turn of the state at an index, as the viewer numbers it
     * @throws IllegalArgumentException when the replay has no list of states
     */
    public static Reproduced compare(int turns, JsonNode recorded, List<?> again, IntFunction<Integer> turnOf) {
        if (!recorded.isArray()) {
            throw new IllegalArgumentException("the replay keeps no states to compare with");
        }
        int size = Math.max(recorded.size(), again.size());
        for (int i = 0; i < size; i++) {
            if (i >= recorded.size()) {
                return new Reproduced(turns, turnOf.apply(i), "the game played again goes on after the recorded end");
            }
            if (i >= again.size()) {
                return new Reproduced(turns, turnOf.apply(i), "the game played again ends before the recorded one");
            }
            JsonNode now = ReplayWriter.tree(again.get(i));
            if (!now.equals(recorded.get(i))) {
                return new Reproduced(turns, turnOf.apply(i), "recorded " + clip(recorded.get(i)) + ", played again "
                        + clip(now));
            }
        }
        return identical(turns);
    }

    private static String clip(JsonNode state) {
        String text = state.toString();
        return text.length() <= 200 ? text : text.substring(0, 200) + "…";
    }
}
