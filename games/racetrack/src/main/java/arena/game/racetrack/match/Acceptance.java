package arena.game.racetrack.match;

import arena.game.api.Outcome;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.game.racetrack.rules.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A submission is accepted once it answers at least one track with a well-formed move string: a crash
 * or an unfinished lap is a result, not a fault (DESIGN: "rejected when it starts but answers no track").
 */
public final class Acceptance {

    private static final Phrases WORDS = Phrases.of(Acceptance.class, "racetrack");

    private Acceptance() {
    }

    public static Optional<Verdict> judge(List<Outcome> outcomes) {
        List<Phrase> failures = new ArrayList<>();
        Verdict first = null;
        for (int i = 0; i < outcomes.size(); i++) {
            Outcome outcome = outcomes.get(i);
            SeatResult result = outcome.result(0);
            if (!result.status().equals(Status.NO_ANSWER.name()) && !result.status().equals(Status.INVALID_ANSWER.name())) {
                return Optional.empty();
            }
            first = first == null ? result.verdict() : first;
            failures.add(WORDS.say("outcome.racetrack.verdict.failedOn", mapOf(outcome, i), result.verdict().phrase()));
        }
        if (first == null) {
            return Optional.of(Verdict.of(ReasonCode.NO_ANSWER, null, WORDS.say("outcome.racetrack.verdict.noGames")));
        }
        Phrase all = failures.get(0);
        for (Phrase failure : failures.subList(1, failures.size())) {
            all = WORDS.say("outcome.racetrack.verdict.nextFailure", all, failure);
        }
        return Optional.of(Verdict.of(first.code(), null, WORDS.say("outcome.racetrack.verdict.noTrack", all)));
    }

    /** The map id the replay names (a code), else the game's number. */
    private static Object mapOf(Outcome outcome, int index) {
        String map = ReplayWriter.read(outcome.replay()).path("map").asString("");
        return map.isEmpty() ? WORDS.say("outcome.racetrack.verdict.game", index + 1) : map;
    }
}
