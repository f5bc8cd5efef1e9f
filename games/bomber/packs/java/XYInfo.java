import java.util.ArrayList;
import java.util.List;

/** Everything on one cell. */
public final class XYInfo {

    public final CellType type;
    /** The alive bomber here, or null. */
    public Player player;
    public Bomb bomb;
    /** A visible bonus, or null. */
    public Bonus bonus;
    public final List<Lava> lavas = new ArrayList<>();

    XYInfo(CellType type) {
        this.type = type;
    }
}
