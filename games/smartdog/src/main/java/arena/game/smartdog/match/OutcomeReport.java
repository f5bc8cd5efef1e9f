package arena.game.smartdog.match;

import arena.game.api.Outcome;
import arena.game.api.Phrase;
import arena.game.api.Placings;
import arena.game.api.Podium;
import arena.game.api.Score;
import arena.game.api.ScoreOrder;
import arena.game.api.SeatResult;
import arena.game.api.turn.Wording;
import arena.game.smartdog.SmartDogWords;
import arena.game.smartdog.replay.GameRecord;
import arena.game.smartdog.replay.PlayerEntry;
import arena.game.smartdog.replay.ReplayDocument;
import arena.game.smartdog.rules.Scoring;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns a finished game into the platform's {@link Outcome} (§8.4 and D12): places by score, equal scores
 * sharing a place; in an aborted game the strategies that failed are placed after all others, sharing the
 * last place.
 */
public final class OutcomeReport {

    private OutcomeReport() {
    }

    public static Outcome of(GameRecord game) {
        List<Integer> places = places(game);
        List<SeatResult> results = new ArrayList<>();
        for (PlayerEntry entry : game.players()) {
            int p = entry.player();
            Map<String, String> details = new LinkedHashMap<>();
            details.put("player", "P" + p);
            details.put("score", String.format(Locale.ROOT, "%.2f", game.last().scores().get(p - 1)));
            if (entry.warnings() > 0) {
                details.put("warnings", Integer.toString(entry.warnings()));
            }
            if (entry.errors() > 0) {
                details.put("errors", Integer.toString(entry.errors()));
            }
            if (entry.ignored() > 0) {
                details.put("ignored lines", Integer.toString(entry.ignored()));
            }
            if (entry.answerNanos() > 0) {
                details.put(SeatResult.ANSWER_TIME, Wording.seconds(entry.answerNanos()));
            }
            String status = !entry.verdict().ok() ? "GONE" : game.aborted() ? "ABORTED" : "FINISHED";
            results.add(new SeatResult(entry.seat(), places.get(p - 1), entry.seat(), score(game, p), status,
                    entry.verdict(), details));
        }
        results.sort(Comparator.comparingInt(SeatResult::seat));
        return new Outcome(results, game.turnsPlayed(), summary(game, places), ReplayDocument.write(game, places));
    }

    /** Index i is player i + 1's place. */
    public static List<Integer> places(GameRecord game) {
        List<Score> playing = new ArrayList<>();
        for (PlayerEntry entry : game.players()) {
            playing.add(entry.verdict().ok() ? score(game, entry.player()) : null);
        }
        // Placings puts entrants without a score after all others, sharing that place
        List<Integer> ranks = Placings.competition(playing, ScoreOrder.HIGHER_IS_BETTER);
        long scored = playing.stream().filter(s -> s != null).count();
        List<Integer> places = new ArrayList<>();
        for (int i = 0; i < playing.size(); i++) {
            places.add(playing.get(i) == null ? (int) scored + 1 : ranks.get(i));
        }
        return places;
    }

    static Score score(GameRecord game, int player) {
        int inPen = game.sheepInPen().get(player - 1);
        return Scoring.exact(inPen, game.layout().iniSheep(), game.layout().maxSheep());
    }

    /** An aborted game's failures, or who came first by the places of the result table (not §8.4's lowest number). */
    static Phrase summary(GameRecord game, List<Integer> places) {
        if (game.aborted()) {
            // the reason code stays as it is in every language; the evidence is the verdict's own sentence
            List<Phrase> gone = game.players().stream().filter(p -> !p.verdict().ok())
                    .map(p -> p.verdict().message().isEmpty()
                            ? SmartDogWords.WORDS.say("outcome.smartdog.goneCode", p.name(), p.verdict().code().name())
                            : SmartDogWords.WORDS.say("outcome.smartdog.gone", p.name(), p.verdict().code().name(),
                                    p.verdict().phrase()))
                    .toList();
            return SmartDogWords.WORDS.say("outcome.smartdog.aborted", game.turnsPlayed(), gone);
        }
        List<String> names = game.players().stream().map(PlayerEntry::name).toList();
        List<String> scores = game.players().stream()
                .map(p -> String.format(Locale.ROOT, "%.2f", game.last().scores().get(p.player() - 1))).toList();
        return SmartDogWords.WORDS.say("outcome.smartdog.finished", Podium.firstPlace(names, places, scores,
                game.players().stream().map(p -> !p.verdict().ok()).toList()), game.turnsPlayed());
    }
}
