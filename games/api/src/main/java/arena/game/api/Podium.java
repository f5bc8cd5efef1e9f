package arena.game.api;

import java.util.ArrayList;
import java.util.List;

/**
 * Who came first, in words, from the same places the result table shows: a summary sentence never names a
 * winner the table does not (a shared first place is a draw, not a win of the lowest seat). Names are the players'
 * own text and stay as they are; the words around them are the shared phrases ({@link Phrases#SHARED}).
 */
public final class Podium {

    private static final Phrases WORDS = Phrases.shared();

    private Podium() {
    }

    /**
     * {@code "alice wins with 40 points"}, {@code "draw between alice and bob at 20 points"} or
     * {@code "all tied at 0.00"}.
     *
     * @param names  per seat
     * @param places per seat, 1 is best
     * @param scores per seat, as the sentence should say it: a game's phrase ({@code "40 points"}) or a number's text
     */
    public static Phrase firstPlace(List<String> names, List<Integer> places, List<?> scores) {
        return firstPlace(names, places, scores, java.util.Collections.nCopies(places.size(), false));
    }

    /**
     * As {@link #firstPlace(List, List, List)}, saying so when the strategies on first place failed: {@code "no
     * winner, every strategy failed"} when all did (a game of one strategy against itself that died at
     * start-up), {@code "alice (failed) wins with 300 points"} when a game's rules let a failed one keep its place.
     *
     * @param failed per seat, whether its strategy failed (a verdict other than OK)
     */
    public static Phrase firstPlace(List<String> names, List<Integer> places, List<?> scores, List<Boolean> failed) {
        if (!failed.contains(false)) {
            return WORDS.say("outcome.podium.allFailed");
        }
        List<Object> shown = new ArrayList<>(names);
        for (int seat = 0; seat < shown.size(); seat++) {
            if (failed.get(seat)) {
                shown.set(seat, WORDS.say("outcome.podium.failed", names.get(seat)));
            }
        }
        return sentence(shown, places, scores);
    }

    private static Phrase sentence(List<Object> names, List<Integer> places, List<?> scores) {
        int best = places.stream().mapToInt(Integer::intValue).min().orElseThrow();
        List<Integer> first = new ArrayList<>();
        for (int seat = 0; seat < places.size(); seat++) {
            if (places.get(seat) == best) {
                first.add(seat);
            }
        }
        if (first.size() == 1) {
            int seat = first.get(0);
            return WORDS.say("outcome.podium.wins", names.get(seat), scores.get(seat));
        }
        // the same score in the same words: a score is a phrase or a text, and its English says it
        boolean sameScore = first.stream().map(seat -> String.valueOf(scores.get(seat))).distinct().count() == 1;
        Object at = scores.get(first.get(0));
        if (first.size() == places.size()) {
            String tied = first.size() == 2 ? "outcome.podium.bothTied" : "outcome.podium.allTied";
            return sameScore ? WORDS.say(tied + "At", at) : WORDS.say(tied);
        }
        List<Object> who = first.stream()
                .map(seat -> sameScore ? names.get(seat) : WORDS.say("outcome.podium.withScore", names.get(seat), scores.get(seat)))
                .toList();
        return sameScore ? WORDS.say("outcome.podium.drawAt", who, at) : WORDS.say("outcome.podium.draw", who);
    }
}
