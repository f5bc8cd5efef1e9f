package arena.game.smartdog.match;

import arena.game.api.EngineInfo;
import arena.game.api.MatchSetup;
import arena.game.api.ReplayWriter;
import arena.game.api.Reproduced;
import arena.game.api.Reproduction;
import arena.game.api.Seat;
import arena.game.api.turn.Request;
import arena.game.api.turn.Step;
import arena.game.api.turn.Turn;
import arena.game.api.turn.TurnLoop;
import arena.game.process.FedStrategy;
import arena.game.smartdog.protocol.ClientLine;
import arena.game.smartdog.protocol.ClientLines;
import arena.game.smartdog.protocol.ServerLines;
import arena.game.smartdog.replay.GameRecord;
import arena.game.smartdog.replay.Input;
import arena.game.smartdog.replay.PlayerEntry;
import arena.game.smartdog.replay.ReplayDocument;
import arena.game.smartdog.replay.ReplayReader;
import arena.game.smartdog.replay.Reproducing;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * The engine's {@link Reproduction}: a replay played again by {@link Reproducing}, and one player's view of a
 * recorded game fed to a local strategy over the text protocol of §9, as the match speaks it: the strategy
 * connects and joins ({@link SmartDogMatch#greeting}), gets {@code wait}, then every recorded turn the lines
 * {@link ProtocolGame} words for it ({@code start} and {@code landscape} first, {@code state}, {@code obj},
 * {@code turn}), and {@code finished} at the end. The game goes on with the recorded lines of every player, in
 * their recorded order; the strategy's lines are not applied, so it gets no {@code warning} or {@code error}
 * back for them. Its lines of a turn up to its {@code end} are compared with the recorded ones up to the
 * recorded {@code end}, blank lines left out.
 */
public final class SeatFeed implements Reproduction {

    private final EngineInfo engine;

    /** @param engine how the game starts a strategy (TCP, {@code -host -port}) and its limits */
    public SeatFeed(EngineInfo engine) {
        this.engine = engine;
    }

    @Override
    public Reproduced check(byte[] replay) {
        return new Reproducing().check(replay);
    }

    @Override
    public Reproduced feed(byte[] replay, int seat, List<String> command, Path dir, Duration move, PrintStream out)
            throws IOException, InterruptedException {
        JsonNode doc = ReplayWriter.readReplay(ReplayDocument.GAME, replay);
        GameRecord record = ReplayReader.read(doc);
        FedStrategy.checkSeat(seat, record.players().size());
        int player = record.players().stream().filter(entry -> entry.seat() == seat).mapToInt(PlayerEntry::player)
                .findFirst().orElse(seat + 1);
        // the formats are by the number of players: solo, duet, ...
        MatchSetup setup = new MatchSetup(engine.formats().get(record.players().size() - 1).id(), record.map(),
                record.seed(), List.of(), engine.limits(), Map.of());
        FedStrategy strategy = FedStrategy.start(setup, command, dir, engine.launch(), move, out, "turn");
        Seat local = strategy.seat();
        TurnLoop<ClientLines.Line> turns = new TurnLoop<>(strategy.match(), any -> new ClientLines())
                .closedStream(TurnLoop.CONNECTION_CLOSED);
        ProtocolGame game = new ProtocolGame(record.map(), record.seed(), record.layout(), record.rules(),
                record.players().size());
        try {
            turns.turn(Turn.of(0, SmartDogMatch.say("startUp")));
            turns.ask(Request.greeting(local).silence(SmartDogMatch.say("noJoin")),
                    (any, line, nanos) -> SmartDogMatch.greeting(line, text -> send(local, text),
                            name -> send(local, ServerLines.waitLine())));
            strategy.started(turns);
            for (List<Input> recorded : record.inputs()) {
                List<String> lines = game.openTurn();
                int turn = game.turn();
                List<String> said = new ArrayList<>();
                turns.turn(Turn.of(turn, SmartDogMatch.say("turn", turn)));
                turns.ask(Request.move(local, bytes(lines.get(player - 1))).silence(SmartDogMatch.say("noEnd")),
                        (any, line, nanos) -> {
                            if (line.tooLong()) {
                                return SmartDogMatch.tooLong(text -> send(local, text));
                            }
                            ClientLine parsed = ClientLine.parse(line.text());
                            if (!parsed.blank()) {
                                said.add(parsed.raw());
                            }
                            return parsed.command().equals("end") ? Step.DONE : Step.MORE;
                        });
                strategy.answered(turns, turn);
                for (Input input : recorded) {
                    game.line(input.player(), input.line());
                }
                game.closeTurn();
                strategy.compare(turn, untilEnd(recorded, player).toString(), said.toString());
            }
            turns.end(local, bytes(game.finished(player, record.aborted())));
            turns.finish();
            return strategy.report();
        } finally {
            turns.stopAll();
        }
    }

    /** The player's recorded lines of a turn up to its first {@code end}, blank lines left out. */
    private static List<String> untilEnd(List<Input> turn, int player) {
        List<String> lines = new ArrayList<>();
        for (Input input : turn) {
            ClientLine line = ClientLine.parse(input.line());
            if (input.player() != player || line.blank()) {
                continue;
            }
            lines.add(line.raw());
            if (line.command().equals("end")) {
                break;
            }
        }
        return lines;
    }

    private static void send(Seat seat, String line) {
        seat.send(bytes(line));
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
