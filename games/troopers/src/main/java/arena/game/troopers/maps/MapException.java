package arena.game.troopers.maps;

/** A map text that breaks the format or the checks of spec §1.4 / D12; the message says where and why. */
public final class MapException extends IllegalArgumentException {

    public MapException(String message) {
        super(message);
    }
}
