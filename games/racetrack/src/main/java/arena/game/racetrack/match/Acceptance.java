package arena.game.racetrack.match;

import arena.game.api.Outcome;
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

    private Acceptance() {
    }

    public static Optional<Verdict> judge(List<Outcome> outcomes) {
        List<String> failures = new ArrayList<>();
        Verdict first = null;
        for (int i = 0; i < outcomes.size(); i++) {
            Outcome outcome = outcomes.get(i);
            SeatResult result = outcome.result(0);
            if (!result.status().equals(Status.NO_ANSWER.name()) && !result.status().equals(Status.INVALID_ANSWER.name())) {
                return Optional.empty();
            }
            first = first == null ? result.verdict() : first;
            failures.add(mapOf(outcome, i) + " " + result.verdict().message());
        }
        if (first == null) {
            return Optional.of(Verdict.of(ReasonCode.NO_ANSWER, null, "answered no track: no games played"));
        }
        return Optional.of(Verdict.of(first.code(), null, "answered no track: " + String.join("; ", failures)));
    }

    /** The map id the replay names, else the game's number. */
    private static String mapOf(Outcome outcome, int index) {
        String map = ReplayWriter.read(outcome.replay()).path("map").asString("");
        return map.isEmpty() ? "game " + (index + 1) : map;
    }
}
