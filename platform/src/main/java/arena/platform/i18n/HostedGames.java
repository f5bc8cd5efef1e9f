package arena.platform.i18n;

import arena.game.api.GameEngine;
import java.util.List;

/**
 * The games this site hosts, whose bundles bring their words ({@code GameLabels}, {@code OutcomeWords}). The contest
 * package's {@code GameCatalog} is this list; it stands above this package.
 */
public interface HostedGames {

    List<GameEngine> all();
}
