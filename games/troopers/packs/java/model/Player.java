package model;

public class Player {
    private final long id;
    private final String name;
    private final int score;
    private final boolean strategyCrashed;
    private final int approximateX;
    private final int approximateY;

    public Player(long id, String name, int score, boolean strategyCrashed, int approximateX, int approximateY) {
        this.id = id;
        this.name = name;
        this.score = score;
        this.strategyCrashed = strategyCrashed;
        this.approximateX = approximateX;
        this.approximateY = approximateY;
    }

    public long getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public int getScore() {
        return score;
    }

    public boolean isStrategyCrashed() {
        return strategyCrashed;
    }

    /** The commander's air reconnaissance result for this player, or -1. */
    public int getApproximateX() {
        return approximateX;
    }

    public int getApproximateY() {
        return approximateY;
    }
}
