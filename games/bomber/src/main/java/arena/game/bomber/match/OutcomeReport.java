package arena.game.bomber.match;

import arena.game.api.Outcome;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.Podium;
import arena.game.api.Score;
import arena.game.api.SeatResult;
import arena.game.api.turn.Wording;
import arena.game.bomber.replay.GameRecord;
import arena.game.bomber.replay.PlayerEntry;
import arena.game.bomber.replay.ReplayDocument;
import arena.game.bomber.rules.Board;
import arena.game.bomber.rules.Player;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Turns a finished game into the platform's {@link Outcome}: places by points, verdicts, the replay. */
public final class OutcomeReport {

    private static final Phrases WORDS = Phrases.of(OutcomeReport.class, "bomber");

    private OutcomeReport() {
    }

    /** @param scripted a game played again from a command file: its seats never failed, and its crashed detail says so */
    public static Outcome of(GameRecord game, boolean scripted) {
        Board last = game.finalBoard();
        List<Integer> places = game.places();
        List<SeatResult> results = new ArrayList<>();
        for (PlayerEntry entry : game.players()) {
            Player p = last.player(entry.id());
            Map<String, String> details = new LinkedHashMap<>();
            Map<String, Phrase> worded = new LinkedHashMap<>();
            details.put("bomber", "P" + p.id());
            details.put("points", Integer.toString(p.points()));
            details.put("kills", Integer.toString(p.kills()));
            if (entry.crashedTick() != null) {
                Phrase crashed = WORDS.say(scripted ? "outcome.bomber.crashedScripted" : "outcome.bomber.crashed",
                        entry.crashedTick());
                details.put("crashed", crashed.text());
                worded.put("crashed", crashed);
            }
            if (entry.invalidAnswers() > 0) {
                details.put("invalid answers", Integer.toString(entry.invalidAnswers()));
            }
            if (entry.ignoredLines() > 0) {
                details.put("ignored lines", Integer.toString(entry.ignoredLines()));
            }
            if (entry.answerNanos() > 0) {
                details.put(SeatResult.ANSWER_TIME, Wording.seconds(entry.answerNanos()));
            }
            results.add(new SeatResult(entry.seat(), places.get(p.id() - 1), entry.seat(), Score.integer(p.points()),
                    p.crashed() ? "CRASHED" : p.alive() ? "ALIVE" : "DEAD", entry.verdict(), details, worded));
        }
        results.sort(Comparator.comparingInt(SeatResult::seat));
        return new Outcome(results, last.tick(), summary(last, places), ReplayDocument.write(game));
    }

    /** How the game ended, then who came first by the places of the result table. */
    static Phrase summary(Board last, List<Integer> places) {
        List<Player> alive = last.alivePlayers();
        Phrase reason = last.endReason() == null ? WORDS.say("outcome.bomber.unfinished") : switch (last.endReason()) {
            case LAST_SURVIVOR -> WORDS.say("outcome.bomber.lastSurvivor", alive.get(0).name());
            case NO_SURVIVORS -> WORDS.say("outcome.bomber.noSurvivors");
            case TICK_LIMIT -> WORDS.say("outcome.bomber.timeUp", alive.size());
        };
        List<String> names = last.players().stream().map(Player::name).toList();
        List<Phrase> points = last.players().stream().map(p -> WORDS.say("outcome.bomber.points", p.points())).toList();
        return WORDS.say("outcome.bomber.summary", last.tick(), reason, Podium.firstPlace(names, places, points,
                last.players().stream().map(Player::crashed).toList()));
    }
}
