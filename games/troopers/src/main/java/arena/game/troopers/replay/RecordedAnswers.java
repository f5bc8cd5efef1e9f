package arena.game.troopers.replay;

import arena.game.troopers.protocol.Protocol;
import arena.game.troopers.protocol.ServerMessage;
import arena.game.troopers.protocol.ServerReader;
import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.ActionType;
import arena.game.troopers.rules.Direction;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import tools.jackson.databind.JsonNode;

/**
 * What the strategies of a recorded game answered, in the order the game heard it, read from its replay: every
 * MOVE (an action event) and every crash (a crash event, placed where the game noticed it), and for each player
 * its protocol version and what it was sent (its recorded stream): how far its handshake went, and how many
 * PLAYER_CONTEXTs it got. {@link ReplaySeat}s play them back to {@code TroopersMatch}, which then hears the game it
 * recorded; a game that goes otherwise finds no recorded answer where it asks, and that seat crashes.
 */
final class RecordedAnswers {

    /** How far a player's handshake went: the token, the protocol version, or all of it. */
    enum Handshake {
        NO_TOKEN, NO_VERSION, DONE
    }

    /** What one player's strategy was sent, counted. */
    private record Sent(int protocol, Handshake handshake, int contexts) {
    }

    private final JsonNode events;
    private final Map<Long, Long> playerOfTrooper = new HashMap<>();
    private final Map<Long, Sent> sent = new HashMap<>();
    private final Map<Long, ReplaySeat> seats = new HashMap<>();
    private List<Long> deferred = List.of();
    private int next;

    /** @throws IllegalArgumentException when the replay does not keep every answer */
    RecordedAnswers(JsonNode replay) {
        if (!replay.path("streams").isArray() || !replay.path("events").isArray()) {
            throw new IllegalArgumentException("cannot reproduce: the replay was written before replays kept what "
                    + "each player was sent (November 2026), so how far each strategy's handshake went, how often it "
                    + "was asked and which protocol version it spoke are not in it");
        }
        this.events = replay.path("events");
        replay.path("troopers").forEach(t -> playerOfTrooper.put(t.path("id").asLong(), t.path("player").asLong()));
        RecordedStreams streams = new RecordedStreams(replay);
        replay.path("players").forEach(p -> {
            long id = p.path("id").asLong();
            int protocol = streams.protocol(id).orElse(Protocol.VERSION);
            sent.put(id, count(protocol, streams.of(id).orElse(new byte[0])));
        });
        // crashes before the first turn are the handshake's: the streams say how far each got
        while (next < events.size() && events.get(next).has("crash")) {
            next++;
        }
    }

    private static Sent count(int protocol, byte[] stream) {
        List<ServerMessage> messages = new ServerReader(protocol).feed(stream);
        Handshake handshake = messages.isEmpty() ? Handshake.NO_TOKEN
                : messages.stream().anyMatch(m -> m instanceof ServerMessage.GameContext) ? Handshake.DONE
                        : Handshake.NO_VERSION;
        int contexts = (int) messages.stream().filter(m -> m instanceof ServerMessage.Context).count();
        return new Sent(protocol, handshake, contexts);
    }

    void seat(long playerId, ReplaySeat seat) {
        seats.put(playerId, seat);
    }

    Handshake handshake(long playerId) {
        return sent.get(playerId).handshake();
    }

    /** The version the player's strategy announced (the default when it announced none). */
    int protocol(long playerId) {
        return sent.get(playerId).protocol();
    }

    /**
     * A player's strategy got its {@code context}-th PLAYER_CONTEXT: it answers the recorded MOVE if the next thing
     * the game heard is one of its troopers' actions; then every strategy whose crash the game noticed next crashes,
     * before the game looks again. A strategy with neither here crashes too: the game went otherwise than recorded.
     *
     * <p>One place is ambiguous: a crash of the strategy that has just answered was either noticed at once (it
     * exited after answering) or at its next PLAYER_CONTEXT, which it never answered. Its stream says which: in the
     * second case it got one more PLAYER_CONTEXT than it answered, and the crashes wait for that one.
     */
    void asked(ReplaySeat seat, int context) {
        long player = seat.playerId();
        if (deferred.contains(player)) {
            crash(deferred);
            deferred = List.of();
            return;
        }
        while (next < events.size() && events.get(next).has("turn")) {
            next++;
        }
        boolean answered = false;
        if (next < events.size() && events.get(next).has("action")) {
            JsonNode event = events.get(next);
            if (playerOfTrooper.getOrDefault(event.path("trooper").asLong(), -1L) == player) {
                next++;
                seat.answer(action(event));
                answered = true;
            }
        }
        List<Long> crashing = new ArrayList<>();
        while (next < events.size() && events.get(next).has("crash")) {
            crashing.add(events.get(next++).path("crash").asLong());
        }
        if (answered && crashing.contains(player) && sent.get(player).contexts() > context) {
            deferred = crashing;
            return;
        }
        if (!answered && !crashing.contains(player)) {
            seat.exit();
        }
        crash(crashing);
    }

    private void crash(List<Long> players) {
        players.stream().map(seats::get).filter(Objects::nonNull).forEach(ReplaySeat::exit);
    }
    /** An action event's MOVE: the direction, or the target cell of a targeted action without one. */
    static Action action(JsonNode event) {
        ActionType type = ActionType.valueOf(event.path("action").asString());
        Direction direction = event.hasNonNull("direction") ? Direction.valueOf(event.path("direction").asString())
                : null;
        return new Action(type, direction, event.path("x").asInt(-1), event.path("y").asInt(-1));
    }
}
