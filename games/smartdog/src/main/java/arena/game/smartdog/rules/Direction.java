package arena.game.smartdog.rules;

import java.util.Optional;

/** The four directions of §5.3; y points down, and "left"/"right" turn relative to the walking direction. */
public enum Direction {
    UP(0, -1),
    LEFT(-1, 0),
    DOWN(0, 1),
    RIGHT(1, 0);

    private final int dx;
    private final int dy;

    Direction(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    public int dx() {
        return dx;
    }

    public int dy() {
        return dy;
    }

    public Direction turnLeft() {
        return switch (this) {
            case UP -> LEFT;
            case LEFT -> DOWN;
            case DOWN -> RIGHT;
            case RIGHT -> UP;
        };
    }

    public Direction turnRight() {
        return switch (this) {
            case UP -> RIGHT;
            case RIGHT -> DOWN;
            case DOWN -> LEFT;
            case LEFT -> UP;
        };
    }

    public Direction back() {
        return switch (this) {
            case UP -> DOWN;
            case DOWN -> UP;
            case LEFT -> RIGHT;
            case RIGHT -> LEFT;
        };
    }

    /** The protocol's word: {@code up}, {@code down}, {@code left}, {@code right}. */
    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The direction a protocol word names (exact, case-sensitive), if any. */
    public static Optional<Direction> ofWord(String word) {
        for (Direction d : values()) {
            if (d.word().equals(word)) {
                return Optional.of(d);
            }
        }
        return Optional.empty();
    }
}
