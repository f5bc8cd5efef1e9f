package arena.game.smartdog.maps;

/** A map file that cannot be played, with the sentence that says why. */
public final class MapException extends IllegalArgumentException {

    public MapException(String message) {
        super(message);
    }
}
