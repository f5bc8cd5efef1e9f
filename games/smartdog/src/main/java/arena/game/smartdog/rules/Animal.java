package arena.game.smartdog.rules;

/** A movable object: a dog or a sheep, with its per-game id (its number in creation order, D1). */
public abstract sealed class Animal permits Dog, Sheep {

    private final int id;
    int x;
    int y;

    Animal(int id, int x, int y) {
        this.id = id;
        this.x = x;
        this.y = y;
    }

    public int id() {
        return id;
    }

    public int x() {
        return x;
    }

    public int y() {
        return y;
    }
}
