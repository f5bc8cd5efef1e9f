package arena.game.racetrack.bots;

import arena.game.api.InProcessSeat;
import arena.game.api.SeatEvents;
import arena.game.racetrack.maps.InvalidTrackException;
import arena.game.racetrack.maps.Track;
import arena.game.racetrack.maps.TrackParser;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/**
 * A built-in strategy as an in-process seat: like a strategy's HTTP server it is reachable at once,
 * and it answers each track with status 200 and its move string.
 */
public final class AnsweringBot extends InProcessSeat {

    private final TrackParser parser = new TrackParser();
    private final Function<Track, String> strategy;

    public AnsweringBot(int index, String name, SeatEvents events, Function<Track, String> strategy) {
        super(index, name, events);
        this.strategy = strategy;
        connect();
    }

    @Override
    protected void receive(byte[] data) {
        Track track;
        try {
            track = parser.parse(new String(data, StandardCharsets.US_ASCII));
        } catch (InvalidTrackException e) {
            reply(400, e.getMessage().getBytes(StandardCharsets.US_ASCII));
            return;
        }
        reply(200, strategy.apply(track).getBytes(StandardCharsets.US_ASCII));
    }
}
