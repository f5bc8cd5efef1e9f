package arena.game.troopers.replay;

import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Phrase;
import arena.game.api.ReasonCode;
import arena.game.api.Reproduced;
import arena.game.api.SeatHub;
import arena.game.api.turn.Request;
import arena.game.api.turn.Step;
import arena.game.api.turn.Turn;
import arena.game.api.turn.TurnLoop;
import arena.game.process.ProcessSeat;
import arena.game.troopers.TroopersWords;
import arena.game.troopers.protocol.ClientFraming;
import arena.game.troopers.protocol.ClientMessage;
import arena.game.troopers.protocol.ServerMessage;
import arena.game.troopers.protocol.ServerReader;
import arena.game.troopers.rules.Action;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Feeds one player's recorded view to a local strategy over the 2013 protocol, as the repeater serves it, but
 * message by message: the strategy connects, sends its token and protocol version, gets the recorded TEAM_SIZE,
 * GAME_CONTEXT and each recorded PLAYER_CONTEXT in turn, and its MOVE to each is compared with the recorded one.
 * Its answers change nothing; every difference is printed.
 */
final class SeatFeed {

    private final PrintStream out;
    private final Limits limits;
    private final Launch launch;

    /** @param limits the strategy's limits, its start-up and move times the local machine's */
    SeatFeed(PrintStream out, Limits limits, Launch launch) {
        this.out = out;
        this.limits = limits;
        this.launch = launch;
    }

    /**
     * @return the moves fed, with the first move the strategy answered otherwise than recorded
     * @throws IllegalStateException when the strategy did not start or stopped answering
     */
    Reproduced feed(JsonNode replay, long playerId, List<String> command, Path dir)
            throws IOException, InterruptedException {
        RecordedStreams streams = new RecordedStreams(replay);
        int protocol = streams.protocol(playerId).orElseThrow(() -> new IllegalArgumentException(
                "cannot reproduce: the replay was written before replays kept what each player was sent"));
        byte[] stream = streams.of(playerId).orElseThrow();
        List<ServerReader.Framed> messages = new ServerReader(protocol).framed(stream);
        List<Action> recorded = answers(replay, playerId);
        SeatHub hub = new SeatHub(new MatchSetup(replay.path("format").asString(""), null, 0, List.of("local"), limits,
                Map.of()));
        ProcessSeat seat = ProcessSeat.start(0, "local", command, dir, launch, limits, hub);
        hub.add(seat);
        TurnLoop<ClientMessage> turns = new TurnLoop<ClientMessage>(hub, any -> new ClientFraming())
                .closedStream(TurnLoop.CONNECTION_CLOSED);
        int differences = 0;
        int contexts = 0;
        int moves = 0;
        Integer first = null;
        String firstDetail = "";
        try {
            turns.turn(Turn.of(0, say("connection")));
            turns.ask(Request.greeting(seat).silence(say("noToken")), (any, message, nanos) ->
                    message instanceof ClientMessage.Token t && t.token().equals(launch.token()) ? Step.DONE
                            : Step.broken(ReasonCode.PROTOCOL_ERROR, say("unknownToken")));
            alive(turns, seat, "did not start");
            for (ServerReader.Framed framed : messages) {
                ServerMessage message = framed.message();
                if (message instanceof ServerMessage.TeamSize) {
                    int[] announced = new int[1];
                    turns.ask(Request.startUp(seat, framed.bytes()).silence(say("noVersion")), (any, answer, nanos) -> {
                        if (!(answer instanceof ClientMessage.Version v)) {
                            return Step.broken(ReasonCode.PROTOCOL_ERROR, say("notVersion"));
                        }
                        announced[0] = v.version();
                        return Step.DONE;
                    });
                    alive(turns, seat, "did not start");
                    if (announced[0] != protocol) {
                        throw new IllegalStateException("the strategy speaks protocol version " + announced[0]
                                + ", but the recorded one spoke version " + protocol + ": its view cannot be fed");
                    }
                } else if (message instanceof ServerMessage.Context context) {
                    int move = context.context().world().moveIndex();
                    Action[] answer = new Action[1];
                    turns.turn(Turn.of(move, say("move", move)));
                    turns.ask(Request.move(seat, framed.bytes()).silence(say("noMove")), (any, reply, nanos) -> {
                        if (!(reply instanceof ClientMessage.Move m)) {
                            return Step.broken(ReasonCode.PROTOCOL_ERROR, say("notMove"));
                        }
                        answer[0] = m.action();
                        return Step.DONE;
                    });
                    alive(turns, seat, "stopped answering at move " + move);
                    moves = move + 1;
                    String was = contexts < recorded.size() ? words(recorded.get(contexts)) : "no answer (it crashed)";
                    String now = words(answer[0]);
                    contexts++;
                    if (!was.equals(now)) {
                        differences++;
                        String detail = "trooper " + context.context().self().id() + " (" + context.context().self()
                                .type() + "): recorded " + was + ", the strategy now answers " + now;
                        out.println("move " + move + ", " + detail);
                        if (first == null) {
                            first = move;
                            firstDetail = detail;
                        }
                    }
                } else if (message instanceof ServerMessage.GameOver) {
                    turns.end(seat, framed.bytes());
                } else {
                    seat.send(framed.bytes());
                }
            }
            turns.end(seat, null);
            turns.finish();
            out.println(differences == 0 ? "the strategy answered every PLAYER_CONTEXT as recorded"
                    : differences + " of " + contexts + " answers differ from the recording");
            return new Reproduced(moves, first, firstDetail);
        } finally {
            turns.stopAll();
        }
    }

    private static void alive(TurnLoop<ClientMessage> turns, ProcessSeat seat, String what) {
        if (!turns.live(seat)) {
            throw new IllegalStateException("the strategy " + what + ": " + turns.verdict(seat));
        }
    }

    /** The player's recorded MOVEs, in the order its strategy sent them. */
    private static List<Action> answers(JsonNode replay, long playerId) {
        Map<Long, Long> playerOfTrooper = new HashMap<>();
        replay.path("troopers").forEach(t -> playerOfTrooper.put(t.path("id").asLong(), t.path("player").asLong()));
        List<Action> answers = new ArrayList<>();
        for (JsonNode event : replay.path("events")) {
            if (event.has("action") && playerOfTrooper.getOrDefault(event.path("trooper").asLong(), -1L) == playerId) {
                answers.add(RecordedAnswers.action(event));
            }
        }
        return answers;
    }

    /** An action as the replay records it: its direction, or its target cell when it is aimed without one. */
    static String words(Action action) {
        if (action.direction() != null) {
            return action.type() + " " + action.direction();
        }
        return action.type().targeted() ? action.type() + " (" + action.x() + ", " + action.y() + ")"
                : action.type().name();
    }

    private static Phrase say(String what, Object... args) {
        return TroopersWords.WORDS.say("outcome.troopers.verdict." + what, args);
    }
}
