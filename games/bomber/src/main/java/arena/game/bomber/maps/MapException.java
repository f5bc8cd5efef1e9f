package arena.game.bomber.maps;

/** A map text that breaks a rule of spec §11; the message says where and which rule. */
public final class MapException extends IllegalArgumentException {

    public MapException(String message) {
        super(message);
    }
}
