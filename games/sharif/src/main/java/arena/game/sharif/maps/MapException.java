package arena.game.sharif.maps;

/** A map file that cannot be played, with one sentence saying where and why. */
public final class MapException extends RuntimeException {

    public MapException(String message) {
        super(message);
    }

    public MapException(String message, Throwable cause) {
        super(message, cause);
    }
}
