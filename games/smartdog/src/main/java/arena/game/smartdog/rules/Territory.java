package arena.game.smartdog.rules;

/** A player's tile (§4.3): an inclusive rectangle on un-wrapped coordinates. */
public record Territory(int x1, int x2, int y1, int y2) {

    public boolean contains(int x, int y) {
        return x1 <= x && x <= x2 && y1 <= y && y <= y2;
    }
}
