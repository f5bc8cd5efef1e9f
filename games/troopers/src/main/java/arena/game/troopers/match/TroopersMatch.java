package arena.game.troopers.match;

import arena.game.api.MatchContext;
import arena.game.api.ReasonCode;
import arena.game.api.Seat;
import arena.game.api.Verdict;
import arena.game.api.turn.Step;
import arena.game.troopers.protocol.ServerMessages;
import arena.game.troopers.protocol.Snapshots;
import arena.game.troopers.replay.ReplayRecorder;
import arena.game.troopers.rules.ActionResult;
import arena.game.troopers.rules.Battle;
import arena.game.troopers.rules.Trooper;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * One live game (spec §5.3-§5.4): seat i plays player i + 1. Every trooper's turn asks its strategy for actions
 * while it has AP; a protocol error, a time limit or an invalid action crashes the player (§5.11), whose
 * troopers then stand still. Every seat is stopped when it returns, also when it fails.
 */
public final class TroopersMatch {

    /** The per-turn limit the spec's time formulas are written for. */
    static final Duration SPEC_TURN = Duration.ofSeconds(2);

    private final MatchContext match;
    private final Battle battle;
    private final int teamSize;
    private final Random shuffle;
    private final ReplayRecorder replay;
    private final Conversation talk;
    private final Set<Long> crashReported = new HashSet<>();

    /** @param shuffle the presentation stream (D15): list orders in PLAYER_CONTEXT */
    public TroopersMatch(MatchContext match, Battle battle, int teamSize, Random shuffle, String token,
            ReplayRecorder replay) {
        this.match = match;
        this.battle = battle;
        this.teamSize = teamSize;
        this.shuffle = shuffle;
        this.replay = replay;
        this.talk = new Conversation(match, token,
                ServerMessages.mapBlockBytes(battle.terrain().width(), battle.terrain().height()));
    }

    public MatchReport play() throws InterruptedException {
        Duration turnLimit = match.setup().limits().move();
        Duration totalLimit = totalLimit(turnLimit);
        try {
            talk.handshake(teamSize, battle.rules());
            noteCrashes();
            for (Optional<Trooper> next = battle.nextTurn(); next.isPresent(); next = battle.nextTurn()) {
                Trooper trooper = next.get();
                Seat seat = seat(trooper.playerId());
                replay.turn(battle, trooper);
                talk.beginTurn(seat, battle.moveIndex());
                while (battle.awaitsAction()) {
                    byte[] context = ServerMessages.playerContext(
                            Snapshots.of(battle, trooper, shuffle, talk.needsMap(seat)), talk.version(seat));
                    talk.ask(seat, context, turnLimit, totalLimit, action -> {
                        replay.beforeAction(battle);
                        ActionResult result = battle.act(action);
                        replay.action(battle, trooper, action, result, talk.lastNanos(seat));
                        return result.valid() ? Step.DONE : Step.broken(ReasonCode.INVALID_ACTION, result.problem());
                    });
                    talk.drain();
                    noteCrashes();
                }
            }
            talk.finish();
        } finally {
            talk.stopAll();
        }
        noteCrashes();
        List<MatchReport.Entry> entries = new ArrayList<>();
        List<Integer> places = battle.places();
        for (int i = 0; i < match.seats().size(); i++) {
            Seat seat = match.seats().get(i);
            var player = battle.players().get(i);
            replay.stream(player.id(), talk.version(seat), talk.stream(seat).bytes(), talk.stream(seat).mapAt());
            Verdict verdict = talk.verdict(seat); // final once the game is over: the seat's and its crash event's
            replay.verdict(player.id(), verdict);
            entries.add(new MatchReport.Entry(seat.index(), player.name(), player.score(), places.get(i),
                    player.crashed(), verdict, talk.answerNanos(seat),
                    (int) battle.living().stream().filter(t -> t.playerId() == player.id()).count()));
        }
        return new MatchReport(entries, battle.movesPlayed(), replay.finish(battle));
    }

    /**
     * The whole game's real time per strategy (§5.11), {@code 500 × moves × teamSize + 2000} ms with the spec's
     * 2 s per turn; a match run with another turn limit (short test limits, the local runner's ten minutes)
     * scales it by the same factor.
     */
    Duration totalLimit(Duration turnLimit) {
        long formula = battle.rules().totalRealMillis(teamSize);
        return scaled(formula, turnLimit);
    }

    /** A budget of the spec (for its 2 s turns) scaled by a match's own turn limit. */
    public static Duration scaled(long specMillis, Duration turnLimit) {
        return Duration.ofMillis(specMillis).multipliedBy(turnLimit.toMillis()).dividedBy(SPEC_TURN.toMillis());
    }

    /** A seat whose strategy failed crashes its player (once). */
    private void noteCrashes() {
        for (Seat seat : match.seats()) {
            long playerId = seat.index() + 1;
            if (talk.failed(seat) && crashReported.add(playerId)) {
                battle.crash(playerId);
                replay.crash(playerId);
            }
        }
    }

    private Seat seat(long playerId) {
        return match.seats().get((int) playerId - 1);
    }
}
