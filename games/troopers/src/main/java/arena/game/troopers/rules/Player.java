package arena.game.troopers.rules;

/** One player of a game (spec §6.6): score, crash flag and the reconnaissance result of the current turn. */
public final class Player {

    private final long id;
    private final String name;
    private int score;
    private boolean crashed;
    private int approximateX = -1;
    private int approximateY = -1;

    public Player(long id, String name) {
        this.id = id;
        this.name = name;
    }

    public long id() {
        return id;
    }

    public String name() {
        return name;
    }

    public int score() {
        return score;
    }

    public boolean crashed() {
        return crashed;
    }

    public int approximateX() {
        return approximateX;
    }

    public int approximateY() {
        return approximateY;
    }

    void addScore(int points) {
        score += points;
    }

    void crash() {
        crashed = true;
    }

    void approximate(int x, int y) {
        approximateX = x;
        approximateY = y;
    }
}
