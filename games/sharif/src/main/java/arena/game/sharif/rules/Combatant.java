package arena.game.sharif.rules;

/** Something on the board that can be targeted: a unit or one of a king's nine cells (spec §5.4, §9.6). */
public sealed interface Combatant permits Unit, KingCell {

    /** The entity id: 1..36 for king cells, 37 on for units (spec §4). */
    int id();

    int owner();

    Cell cell();

    /** HP compared when choosing a target (a king cell: the king's shared HP). */
    int hp();

    /** Attack compared when choosing a target (a king cell other than the center: 0). */
    int attackRank();

    /** Whether an attacker with this reach can hit it: king cells count as ground and air. */
    boolean hitBy(Reach reach);

    default boolean alive() {
        return hp() > 0;
    }

    /** Attack damage: a unit's HP stops at 0, a king's does not (spec §3.2, §5.3). */
    void takeHit(int damage);
}
