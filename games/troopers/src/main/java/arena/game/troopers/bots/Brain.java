package arena.game.troopers.bots;

import arena.game.troopers.rules.Action;

/** A built-in strategy: the {@code move} of spec §6.1 for the trooper whose turn it is. */
@FunctionalInterface
public interface Brain {

    Action decide(View view);
}
