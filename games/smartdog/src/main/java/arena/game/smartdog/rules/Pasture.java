package arena.game.smartdog.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the animals stand (§5.4): the landscape, one object at most per cell, and every animal in creation
 * order (§4.4), which never changes.
 */
public final class Pasture {

    private final Layout layout;
    private final Torus torus;
    private final Animal[] objectAt;
    private final List<Animal> animals = new ArrayList<>();
    private final List<Sheep> sheep = new ArrayList<>();
    private final List<Dog> dogs = new ArrayList<>();

    public Pasture(Layout layout) {
        this.layout = layout;
        this.torus = new Torus(layout.cols(), layout.rows());
        this.objectAt = new Animal[layout.cols() * layout.rows()];
        int id = 0;
        for (Placement p : layout.placements()) {
            id++;
            Animal animal = p.dog() ? new Dog(id, p.x(), p.y(), p.owner()) : new Sheep(id, p.x(), p.y());
            if (objectAt(p.x(), p.y()) != null) {
                throw new IllegalArgumentException("two objects at " + p.x() + ", " + p.y());
            }
            objectAt[index(p.x(), p.y())] = animal;
            animals.add(animal);
            if (animal instanceof Dog dog) {
                dogs.add(dog);
            } else {
                sheep.add((Sheep) animal);
            }
        }
    }

    public Layout layout() {
        return layout;
    }

    public Torus torus() {
        return torus;
    }

    /** Every animal in creation order. */
    public List<Animal> animals() {
        return animals;
    }

    public List<Sheep> sheep() {
        return sheep;
    }

    public List<Dog> dogs() {
        return dogs;
    }

    /** The object on a cell given in wrapped coordinates, or {@code null}. */
    public Animal objectAt(int x, int y) {
        return objectAt[index(x, y)];
    }

    public char land(int x, int y) {
        return layout.land(x, y);
    }

    /** Grass and pens of any owner; fences and trees are not (§5.4). */
    public boolean traversable(int x, int y) {
        char c = land(x, y);
        return c != '#' && c != '^';
    }

    public boolean pen(int x, int y) {
        char c = land(x, y);
        return c >= '1' && c <= '4';
    }

    /** The owner of the pen at a cell, or 0. */
    public int penOwner(int x, int y) {
        return pen(x, y) ? land(x, y) - '0' : 0;
    }

    void moveTo(Animal animal, int x, int y) {
        objectAt[index(animal.x, animal.y)] = null;
        animal.x = x;
        animal.y = y;
        objectAt[index(x, y)] = animal;
    }

    private int index(int x, int y) {
        return y * layout.cols() + x;
    }
}
