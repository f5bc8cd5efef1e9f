package arena.game.troopers.protocol;

/** The wire fields of a player (spec §6.6); protocol version 1 has no approximate coordinates (§7.9). */
public record PlayerRecord(long id, String name, int score, boolean strategyCrashed, int approximateX,
        int approximateY) {
}
