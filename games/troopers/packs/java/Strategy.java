import model.Game;
import model.Move;
import model.Trooper;
import model.World;

/** A strategy: called while the trooper {@code self} has action points; it fills {@code move}. */
public interface Strategy {
    void move(Trooper self, World world, Game game, Move move);
}
