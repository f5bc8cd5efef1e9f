package arena.game.troopers.rules;

/**
 * Damage one trooper took from an action.
 *
 * @param trooperId the trooper hit
 * @param lost      hit points actually lost (at most what it had, D3)
 * @param killed    whether it died
 */
public record Hit(long trooperId, int lost, boolean killed) {
}
